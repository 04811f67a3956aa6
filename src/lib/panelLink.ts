/**
 * A link that opens the workspace panel (doc 2 §2 "Panel behaviour": the panel lives in the URL
 * query, its parameters prefixed 'msf'). Our encoding: `msf=<view>`, and each param as 'msf' + its
 * name with a capital first letter (`msfProjectId`). The panel reads the same keys
 * (features/workspace/panel/panelUrl.ts), so a page outside the workspace can open it by link.
 */

export const PANEL_URL_PREFIX = 'msf';

/** 'projectId' → 'msfProjectId'. */
export const panelParamKey = (param: string) => `${PANEL_URL_PREFIX}${param.charAt(0).toUpperCase()}${param.slice(1)}`;

/**
 * The query string ('?msf=keyword-list&msfProjectId=…') that opens the panel on `view` with
 * `params`; an empty param is left out, as the panel writes it.
 */
export function panelLinkSearch(view: string, params: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams({ [PANEL_URL_PREFIX]: view });
  for (const [param, value] of Object.entries(params)) if (value) search.set(panelParamKey(param), value);
  return `?${search.toString()}`;
}
