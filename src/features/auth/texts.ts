/**
 * The copy of the login and logout pages that the specs do not give (our wording). The spec's own
 * texts (the login failure, the e-mail rule, 'Sign up for FREE') come from src/lib/spec.
 */
export const LOGIN_TEXT = {
  lead: 'Welcome back. Pick up your competitor research where you left off.',
  formLabel: 'Log in to Rivalscope',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  rememberMe: 'Remember me',
  submit: 'Log In',
  submitting: 'Logging in…',
  forgotPassword: 'Forgot your password?',
  noAccount: 'New to Rivalscope?',
  noAccountLead: 'Unlimited searches, no credit card required.',
} as const;

export const LOGOUT_TEXT = {
  working: 'Logging you out…',
  failed: 'We could not log you out. Check your connection and try again.',
  retry: 'Try again',
  alreadyOut: 'You are logged out.',
  alreadyOutLead: 'There is no session to end on this device. Log in again whenever you are ready.',
  home: 'Back to home',
  logInAgain: 'Log in again',
} as const;
