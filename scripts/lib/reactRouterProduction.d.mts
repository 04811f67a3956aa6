import type { Plugin } from 'vite';

/** Resolves react-router to its production build in a browser build (see reactRouterProduction.mjs). */
export function reactRouterProduction(): Plugin;
