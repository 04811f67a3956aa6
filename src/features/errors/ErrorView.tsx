import { Link } from 'react-router-dom';

import { SERVER_ERROR_DEFAULT_STATUS } from '../../lib/spec/navigation';
import { ERROR_PAGE_TEXT, SERVER_ERROR_TEXT, fill } from '../../lib/spec/textCore';
import { ErrorPage } from '../../ui/ErrorPage/ErrorPage';

export type ErrorKind = 'notFound' | 'typo' | 'serverError';

export interface ErrorViewProps {
  kind: ErrorKind;
  /** The HTTP status behind a server error (doc 1 §4: default 500). */
  status?: number;
  /** The search that could not be understood, offered back on the typo page. */
  query?: string;
}

/** The three error pages of doc 1 §2/§8: Error 404, Oops! (typo) and the server error page. */
export function ErrorView({ kind, status = SERVER_ERROR_DEFAULT_STATUS, query }: ErrorViewProps) {
  const home = (
    <Link key="home" to="/">
      Back to home
    </Link>
  );
  switch (kind) {
    case 'notFound':
      return (
        <ErrorPage
          code="404"
          title={ERROR_PAGE_TEXT.notFoundTitle}
          message={ERROR_PAGE_TEXT.notFoundBody}
          actions={home}
        />
      );
    case 'typo':
      return (
        <ErrorPage
          title={ERROR_PAGE_TEXT.typoTitle}
          message={ERROR_PAGE_TEXT.typoBody}
          actions={[
            <Link key="search" to={query ? `/?query=${encodeURIComponent(query)}` : '/'}>
              Search again
            </Link>,
          ]}
        />
      );
    case 'serverError':
      return (
        <ErrorPage
          code={String(status)}
          title={SERVER_ERROR_TEXT.serverErrorTitle}
          message={fill(SERVER_ERROR_TEXT.serverErrorBody, { status })}
          actions={[
            home,
            <a key="support" href="/company?section=contactUs">
              Contact support
            </a>,
          ]}
        />
      );
  }
}
