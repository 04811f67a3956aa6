/**
 * What a prerendered page carries for the browser, apart from the code that writes or reads it (the
 * build step and the app's entry both import it): #root names the path it was prerendered for.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
