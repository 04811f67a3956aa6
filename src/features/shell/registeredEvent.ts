/**
 * Our name for the spec's 'registered' signal: a DOM event on `window`, like the authenticated one.
 * A module of its own, so a listener (the paywall gate on every research page) does not load the
 * sign-up logic and the bot check that send it (./freeSignUp.ts).
 */
export const REGISTERED_EVENT = 'rivalscope:registered';
