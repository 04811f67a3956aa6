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

export const FORGOT_PASSWORD_TEXT = {
  lead: 'Enter the e-mail address you log in with. We will send you a link to choose a new password.',
  formLabel: 'Request a password reset link',
  emailLabel: 'Email',
  submit: 'Send Reset Link',
  submitting: 'Sending…',
  sentHeading: 'Check your e-mail',
  sent: 'If an account uses {email}, a link to choose a new password is on its way. It works for one hour.',
  sendAgain: 'Send it again',
  failed: 'We could not send the link because of a problem on our side. Please try again in a moment.',
  backToLogin: 'Back to log in',
} as const;

export const RESET_PASSWORD_TEXT = {
  checking: 'Checking your link…',
  lead: 'Choose a new password for {email}.',
  formLabel: 'Choose a new password',
  passwordLabel: 'New password',
  confirmLabel: 'Confirm new password',
  submit: 'Save Password and Log In',
  submitting: 'Saving…',
  invalid: 'This link is not valid any more: it was used already, it expired, or it was copied incompletely.',
  requestNew: 'Request a new link',
  failed: 'We could not save your password because of a problem on our side. Please try again in a moment.',
  checkFailed: 'We could not check your link because of a problem on our side.',
  retry: 'Try again',
  backToLogin: 'Back to log in',
} as const;

export const FREE_ACCOUNT_TEXT = {
  lead: 'Research any domain, keyword or URL for free. Upgrade when you need every row.',
  benefits: [
    'Unlimited searches of domains, keywords and URLs',
    'Your competitors’ top keywords and ads',
    'A first project to watch your own site',
  ],
} as const;
