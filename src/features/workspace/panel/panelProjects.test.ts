import { describe, expect, it } from 'vitest';

import { ALL_PROJECTS_BUCKET, projectById, projectSaveFailure } from './panelProjects';
import { ALL_PROJECTS_ID } from './panelViews';
import { ApiError } from '../../../api/client';

const ACME = { id: 'a', projectName: 'Acme Corp', name: 'Acme Corp', primaryDomainName: 'acme.com' };

describe('projects in the panel', () => {
  it('finds a project, or the all-projects bucket by the empty id', () => {
    expect(projectById([ACME], 'a')).toBe(ACME);
    expect(projectById([ACME], ALL_PROJECTS_ID)).toBe(ALL_PROJECTS_BUCKET);
    expect(ALL_PROJECTS_BUCKET.projectName).toBe('All Projects');
    expect(projectById([ACME], 'gone')).toBeUndefined();
  });

  it('puts a 400’s field messages under their fields', () => {
    const error = new ApiError(400, 'query.projectName: must NOT have fewer than 1 characters', {
      fields: [
        { field: 'query.projectName', message: 'must NOT have fewer than 1 characters' },
        { field: 'query.primaryDomainName', message: 'must match format "hostname"' },
      ],
    });
    expect(projectSaveFailure(error, 'fallback')).toEqual({
      message: error.message,
      fields: {
        projectName: 'must NOT have fewer than 1 characters',
        primaryDomainName: 'must match format "hostname"',
      },
    });
  });

  it('shows a duplicate name under the name, and anything else as the fallback', () => {
    const duplicate = new ApiError(409, 'A project named "Acme Corp" already exists.', {
      code: 'DUPLICATE_PROJECT_NAME',
    });
    expect(projectSaveFailure(duplicate, 'fallback').fields.projectName).toBe(duplicate.message);
    expect(projectSaveFailure(new TypeError('network'), 'fallback')).toEqual({ message: 'fallback', fields: {} });
  });
});
