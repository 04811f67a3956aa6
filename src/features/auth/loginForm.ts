/**
 * The login form's values and its submit rule, free of API and store imports so the view can use
 * them (doc 1 §3 login form, §4 "Login").
 */

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

/** Doc 1 §4: the form submits only when username and password are both filled. */
export function canSubmitLogin(values: Pick<LoginValues, 'username' | 'password'>): boolean {
  return values.username.trim() !== '' && values.password !== '';
}
