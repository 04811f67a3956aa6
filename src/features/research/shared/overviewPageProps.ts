import type { SimilarSearch } from './NoDataState';
import type { Viewer } from '../../../ui/Table/Table';
import type { FrameSection } from '../../shell/frameContext';

/**
 * What every research overview page (domain, URL, keyword) is given besides its blocks: its frame,
 * the search, who is looking, where its rows link and what its retry and search do.
 */
export interface OverviewPageProps<BlockId extends string> {
  /** The page heading: the route title. */
  title: string;
  section?: FrameSection;
  /** The search from the URL; none shows the search prompt. */
  query?: string;
  /** Similar searches for a search without data; null while they load. */
  similar: readonly SimilarSearch[] | null;
  /** Who is looking: throttled rows link visitors to log in, logged-in users to purchase. */
  viewer: Viewer;
  purchaseHref: string;
  loginHref: string;
  /** The domain overview of a domain. */
  domainHref: (domain: string) => string;
  /** The URL overview of a page. */
  urlHref: (url: string) => string;
  /** The keyword overview of a keyword. */
  keywordHref: (keyword: string) => string;
  /** Reads the block again. */
  onRetry: (block: BlockId) => void;
  onSearch: (query: string) => void;
}
