// Being built: the site header (issue 6 "Layout").
export function SiteHeader() {
  return null;
}
