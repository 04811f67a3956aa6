import { useSearchParams } from 'react-router-dom';

import { ComingSoonView } from './ComingSoonView';
import { useFrame } from './frameContext';

/** The search parameter of the searchable routes (doc 1 §2 Overview: "query parameter query"). */
const QUERY_PARAM = 'query';

/**
 * The screen of a route whose real screen is not built yet: it reads the current route
 * from the shell (title, description, section) and the search from the URL.
 */
export function ComingSoonScreen() {
  const { title, description, searchable, section, homeHref } = useFrame();
  const [params] = useSearchParams();
  const query = searchable ? params.get(QUERY_PARAM)?.trim() || undefined : undefined;
  return <ComingSoonView title={title} description={description} query={query} section={section} homeHref={homeHref} />;
}
