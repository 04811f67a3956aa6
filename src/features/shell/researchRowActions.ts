/**
 * The slot for the add buttons of doc 2 §4 ("Add-keyword button", "Add-URL button") on the rows of
 * the research tables. The research table asks the slot for a button beside a keyword or a URL; the
 * app fills the slot with the workspace's buttons (loaded lazily), so a research feature never
 * imports the workspace. The default fills nothing: a table outside the app (a story, a test)
 * renders as before.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface ResearchRowActionRenderers {
  /** The control beside a keyword (the term as the row shows it). */
  keyword?: (term: string) => ReactNode;
  /** The control beside a page (its full URL, with the scheme: see fullUrlOf). */
  url?: (fullUrl: string) => ReactNode;
}

export const ResearchRowActions = createContext<ResearchRowActionRenderers>({});

export const useResearchRowActions = () => useContext(ResearchRowActions);

/** The research columns that hold a keyword, and those that hold a page URL (top pages, backlinks' linking page). */
const KEYWORD_COLUMN_IDS: ReadonlySet<string> = new Set(['keyword']);
const URL_COLUMN_IDS: ReadonlySet<string> = new Set(['url', 'sourceUrl']);

/** A page as the research rows hold it (domain and path, no scheme) as a full URL; a URL with a scheme is kept. */
export function fullUrlOf(page: string): string {
  const trimmed = page.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The slot's control for a cell: the keyword renderer in a keyword column, the URL renderer in a URL
 * column, nothing elsewhere, for an empty cell or when the slot has no such renderer.
 */
export function rowActionFor(actions: ResearchRowActionRenderers, columnId: string, value: unknown): ReactNode {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (KEYWORD_COLUMN_IDS.has(columnId) && actions.keyword) return actions.keyword(value.trim());
  if (URL_COLUMN_IDS.has(columnId) && actions.url) return actions.url(fullUrlOf(value));
  return null;
}
