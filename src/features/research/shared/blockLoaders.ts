/** The reads of a research page made of blocks (an overview), each loading and retrying on its own. */
import type { BlockLoad } from './ResearchBlock';
import type { Loader } from '../../shell/useLoader';

/** One read of the page: where it stands and, once answered, its answer. */
export interface BlockState<T> {
  load: BlockLoad;
  data: T | null;
}

/** A read that only runs with a search: without one the page shows its prompt and asks nothing. */
export function whenSearched<T>(
  query: string | undefined,
  read: (query: string) => Promise<T>,
): () => Promise<T | null> {
  return () => (query ? read(query) : Promise.resolve(null));
}

/** What a block's view needs of its loader. */
export const blockStateOf = <T>(loader: Loader<T | null>): BlockState<T> => ({ load: loader.load, data: loader.data });
