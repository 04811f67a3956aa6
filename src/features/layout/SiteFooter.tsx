// Being built: the site footer (issue 6 "Layout").
export function SiteFooter() {
  return null;
}
