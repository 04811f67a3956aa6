/**
 * What a prerendered page carries for the browser, apart from the code that writes or reads it (the
 * build step and the app's entry both import it): #root names the path it was prerendered for.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * A performance mark set at the commit that hands a prerendered page to React (its hydration): the
 * moment the app owns the page, which `npm run bench:bundle` splits the page's requests at.
 */
export const HYDRATED_MARK = 'rivalscope:hydrated';
