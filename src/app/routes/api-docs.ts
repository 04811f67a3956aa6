/** API documentation (doc 1 §2). */
import { page, api } from './entries';

export const apiDocsRoutes = [
  page(
    'api:v2',
    '/api/v2',
    {
      ...api,
      title: 'API Documentation',
      description: 'The Rivalscope API, version 2: authentication, endpoints and examples for every data set.',
    },
    { label: 'Version 2' },
  ),
  page(
    'api:v1',
    '/api/v1',
    {
      ...api,
      title: 'API Documentation (Version 1)',
      description: 'Version 1 of the Rivalscope API, kept for existing integrations.',
    },
    { label: 'Version 1' },
  ),
] as const;
