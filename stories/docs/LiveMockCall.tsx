import { useEffect, useState } from 'react';

import { ApiError } from '../../src/api/client';
import { getProjects } from '../../src/api/projects';

type Result =
  { state: 'loading' } | { state: 'ok'; names: string[] } | { state: 'error'; status: number; message: string };

/**
 * A real call through the typed client (src/api), answered by the MSW worker that every story
 * runs with: the smallest proof that client, mocks and contract meet in the browser.
 */
export function LiveMockCall() {
  const [result, setResult] = useState<Result>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    getProjects()
      .then((projects) => live && setResult({ state: 'ok', names: projects.map((p) => p.projectName) }))
      .catch((error: unknown) => {
        if (!live) return;
        const status = error instanceof ApiError ? error.status : 0;
        setResult({ state: 'error', status, message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby="live-mock-call" style={{ padding: 'var(--space-6)' }}>
      <h2 id="live-mock-call">GET /NsaApi/MySpyFu/Projects/GetProjects</h2>
      {result.state === 'loading' && <p role="status">Loading projects…</p>}
      {result.state === 'ok' && (
        <ul aria-label="Projects">
          {result.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      {result.state === 'error' && (
        <p role="alert">
          Error {result.status}: {result.message}
        </p>
      )}
    </section>
  );
}
