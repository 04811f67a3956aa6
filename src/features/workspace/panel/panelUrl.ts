/**
 * The panel in the URL query (doc 2 §2 "Panel behaviour": parameters prefixed 'msf', the view name
 * plus its params). Our encoding: `msf=<view>`, and each param as 'msf' + its name with a capital
 * first letter — `?msf=group-details&msfProjectId=…&msfGroupHash=…&msfGroupName=Brand`. The page's
 * own query parameters are left as they are.
 */
import { screenOf, type PanelLocation } from './panelState';
import type { PanelParams } from './panelViews';
import { PANEL_URL_PREFIX, panelParamKey } from '../../../lib/panelLink';

export { PANEL_URL_PREFIX };

/** Every param a view may take (PanelParams), in the order they are written to the URL. */
export const PANEL_PARAM_KEYS = [
  'projectId',
  'name',
  'groupHash',
  'groupName',
  'labelHash',
  'labelName',
  'termId',
  'keyword',
  'domainId',
  'domainName',
  'urlId',
  'urlName',
  'importId',
] as const satisfies readonly (keyof PanelParams)[];

/** 'groupHash' → 'msfGroupHash': the one rule both directions use. */
export const panelUrlKey = (param: keyof PanelParams) => panelParamKey(param);

const isPanelUrlKey = (key: string) => key === PANEL_URL_PREFIX || PANEL_PARAM_KEYS.some((p) => panelUrlKey(p) === key);

/** The panel's location in a query, or null when the panel is closed (no msf parameter). An unknown view is the 404 placeholder. */
export function decodePanelLocation(search: URLSearchParams): PanelLocation | null {
  const view = search.get(PANEL_URL_PREFIX);
  if (view === null || view === '') return null;
  const params: PanelParams = {};
  for (const key of PANEL_PARAM_KEYS) {
    const value = search.get(panelUrlKey(key));
    if (value !== null) params[key] = value;
  }
  return { view: screenOf(view), params };
}

/**
 * The query with the panel at `location` (null: closed, every msf parameter removed, doc 2 §4).
 * Other parameters keep their place; a param that is empty is left out.
 */
export function withPanelLocation(search: URLSearchParams, location: PanelLocation | null): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of search) if (!isPanelUrlKey(key)) next.append(key, value);
  if (!location) return next;
  next.set(PANEL_URL_PREFIX, location.view);
  for (const key of PANEL_PARAM_KEYS) {
    const value = location.params[key];
    if (value) next.set(panelUrlKey(key), value);
  }
  return next;
}

/** A link's query string that opens the panel at `location` on top of `search` ('?msf=projects'). */
export const panelHref = (search: URLSearchParams, location: PanelLocation) =>
  `?${withPanelLocation(search, location).toString()}`;
