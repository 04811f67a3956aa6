import { useSearchParams } from 'react-router-dom';

/** The search parameter of the searchable routes (doc 1 §2 Overview: "query parameter query"). */
export const QUERY_PARAM = 'query';

/** The search of a research page's URL, trimmed; undefined when there is none (or only spaces). */
export function queryFrom(params: URLSearchParams): string | undefined {
  return params.get(QUERY_PARAM)?.trim() || undefined;
}

/** The search the page is for, read from the URL as the shell's ComingSoonScreen reads it. */
export function useResearchQuery(): string | undefined {
  const [params] = useSearchParams();
  return queryFrom(params);
}
