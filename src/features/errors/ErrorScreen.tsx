import { useSearchParams } from 'react-router-dom';

import { ErrorView, type ErrorKind } from './ErrorView';
import { SERVER_ERROR_DEFAULT_STATUS } from '../../lib/spec/navigation';

/** Reads `?status=` (server error) and `?query=` (typo) from the URL the guard chain sent us to. */
export function ErrorScreen({ kind }: { kind: ErrorKind }) {
  const [params] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const query = params.get('query') ?? undefined;
  return <ErrorView kind={kind} status={status} query={query} />;
}

/** Only a real HTTP error status (400-599) is shown; anything else falls back to the default. */
function parseStatus(raw: string | null): number {
  const status = Number(raw);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : SERVER_ERROR_DEFAULT_STATUS;
}
