/** The projects tag's state: the workspace projects, each with its keywords, groups and labels. */
import type { StoredKeyword } from './keywords';
import { deleteProjectOutreach } from './outreach';
import { getMockDb, guid, nextRowId } from './state';
import type { Schemas } from '../spec';

type Project = Schemas['Project'];

export interface StoredProject {
  project: Project;
  /** When it was last created or changed (a tick of the mock db): lists show the most recent first, as the server does. */
  usedAt: number;
  keywords: Map<number, StoredKeyword>;
  groups: Map<string, { groupHash: string; name: string }>;
  labels: Map<string, { labelHash: string; labelName: string }>;
  /** The competitor domains of its rank tracking (up to 3). */
  competitors: string[];
}

export function getProject(projectId: string | null | undefined): StoredProject | undefined {
  const db = getMockDb();
  return projectId ? db.projects.get(projectId) : undefined;
}

export function listProjects(): Project[] {
  const db = getMockDb();
  return [...db.projects.values()].sort((a, b) => b.usedAt - a.usedAt).map((p) => ({ ...p.project }));
}

export function findProjectByName(name: string): StoredProject | undefined {
  const db = getMockDb();
  return [...db.projects.values()].find((p) => p.project.projectName.toLowerCase() === name.toLowerCase());
}

export function addProject(projectName: string, primaryDomainName: string | null, id?: string): StoredProject {
  const db = getMockDb();
  db.counters.project += 1;
  const projectId = id ?? guid('5e000000', db.counters.project);
  const stored: StoredProject = {
    project: { id: projectId, projectName, name: projectName, primaryDomainName },
    usedAt: nextRowId(),
    keywords: new Map(),
    groups: new Map(),
    labels: new Map(),
    competitors: [],
  };
  db.projects.set(projectId, stored);
  return stored;
}

export function deleteProject(projectId: string): boolean {
  const db = getMockDb();
  // Its outreach goes with it, as on the server.
  if (db.projects.has(projectId)) deleteProjectOutreach(projectId);
  return db.projects.delete(projectId);
}

export function patchProject(
  stored: StoredProject,
  changes: { projectName?: string | null; primaryDomainName?: string | null },
): Project {
  if (changes.projectName) {
    stored.project.projectName = changes.projectName;
    stored.project.name = changes.projectName;
  }
  if (changes.primaryDomainName) stored.project.primaryDomainName = changes.primaryDomainName;
  stored.usedAt = nextRowId();
  return { ...stored.project };
}
