import { useCallback, useEffect, useRef, useState } from 'react';

import { LOADING, type Project, type ProjectRead } from './mySites';

export interface ProjectReads<T> {
  /** The read of a project (loading until it answers). */
  readOf: (projectId: string) => ProjectRead<T>;
  /** Reads that project once more (its card's Retry); the other cards keep what they show. */
  retry: (projectId: string) => void;
}

/**
 * One read per project, all started at once when the projects arrive; each answers, fails and
 * retries on its own. An answer for a list that has since been replaced, or overtaken by a retry
 * of the same project, is dropped.
 */
export function useProjectReads<T>(
  projects: readonly Project[] | null,
  read: (project: Project) => Promise<T>,
): ProjectReads<T> {
  // The answers belong to the list they were read for: a new list shows every card loading again.
  const [answers, setAnswers] = useState<{ of: readonly Project[] | null; reads: Record<string, ProjectRead<T>> }>({
    of: null,
    reads: {},
  });
  const attempts = useRef(new Map<string, number>());
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });

  const start = useCallback((list: readonly Project[], project: Project) => {
    const attempt = (attempts.current.get(project.id) ?? 0) + 1;
    attempts.current.set(project.id, attempt);
    const settle = (outcome: ProjectRead<T>) => {
      if (attempts.current.get(project.id) !== attempt) return;
      // A stale list's reads were dropped above (its cleanup moved the attempts on): this list is the current one.
      setAnswers((current) => ({
        of: list,
        reads: { ...(current.of === list ? current.reads : {}), [project.id]: outcome },
      }));
    };
    readRef.current(project).then(
      (data) => settle({ load: 'ready', data }),
      () => settle({ load: 'failed' }),
    );
  }, []);

  useEffect(() => {
    if (!projects) return;
    const counters = attempts.current;
    for (const project of projects) start(projects, project);
    return () => {
      // Answers still out for this list are dropped.
      for (const project of projects) counters.set(project.id, (counters.get(project.id) ?? 0) + 1);
    };
  }, [projects, start]);

  const readOf = (projectId: string): ProjectRead<T> =>
    (answers.of === projects ? answers.reads[projectId] : undefined) ?? LOADING;

  const retry = (projectId: string) => {
    const project = projects?.find((p) => p.id === projectId);
    if (!projects || !project) return;
    setAnswers((current) => {
      if (current.of !== projects) return current;
      const reads = { ...current.reads };
      delete reads[projectId];
      return { of: projects, reads };
    });
    start(projects, project);
  };

  return { readOf, retry };
}
