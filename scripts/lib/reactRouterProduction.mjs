// React Router 7's package exports only its development build (dist/development: the dev warnings
// on, ENABLE_DEV_WARNINGS = true), for production builds too (remix-run/react-router#14102). It
// ships the production build beside it (dist/production, the same files with the warnings off, so
// the bundler drops them). In a browser build this plugin resolves `react-router` and
// `react-router/dom` to that build: every import of them, ours and react-router-dom's, gets the same
// copy. Not in the prerender's SSR build (react-router stays external there) nor under Vitest.
// vite.config.ts uses it, and so does scripts/bench-bundle.mjs for the framework floor it prints.

const DEV_DIR = '/react-router/dist/development/';
const PROD_DIR = '/react-router/dist/production/';

/** @returns {import('vite').Plugin} */
export function reactRouterProduction() {
  return {
    name: 'rivalscope-react-router-production',
    enforce: 'pre',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes(DEV_DIR)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEV_DIR, PROD_DIR) };
    },
  };
}
