/**
 * The home page's title, its <h1> on every variant. The route table's title of 'home'
 * (src/app/routes/home.ts) is this text, so the page renders it without waiting for the route
 * texts; a module of its own, so the route texts' chunk does not carry the home page's copy.
 */
export const HOME_PAGE_TITLE = 'Rivalscope: SEO and PPC Competitor Research';
