import { RequestedKeywordsView } from './RequestedKeywordsView';
import type { RequestedKeyword, RequestedKeywordStatusCounts } from './requestKeywords';
import { getRequestedKeywords, getRequestedKeywordStatusCounts } from '../../../api/nsa-account';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';

interface RequestedKeywordsData {
  counts: RequestedKeywordStatusCounts | null;
  keywords: RequestedKeyword[];
}

const NOTHING_YET: RequestedKeywordsData = { counts: null, keywords: [] };

/**
 * Route account:requestkeywords (doc 1 §2, §7): reads the status counts and the requested
 * keywords together (one page, one retry) and offers a new request (step 1).
 */
export function RequestedKeywordsScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const requested = useLoader(
    () =>
      Promise.all([getRequestedKeywordStatusCounts(), getRequestedKeywords()]).then(
        ([counts, list]): RequestedKeywordsData => ({ counts, keywords: list.keywords }),
      ),
    NOTHING_YET,
    [],
  );

  return (
    <RequestedKeywordsView
      title={title}
      section={section}
      load={requested.load}
      counts={requested.data.counts}
      keywords={requested.data.keywords}
      requestHref={linkTo('account:requestkeywords:step-1')}
      onRetry={requested.retry}
    />
  );
}
