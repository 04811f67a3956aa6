/** Error bodies the tests expect to the letter, where more than one operation answers them. */
import { DUPLICATE_EMAIL_SERVER_ERROR } from '../../lib/spec/auth';
import { TEXT } from '../../lib/spec/text';

/** A registration with an e-mail that already has an account, in any case (409). */
export const DUPLICATE_EMAIL_BODY = {
  statusCode: 409,
  error: 'Conflict',
  message: TEXT.duplicateEmail,
  code: 'DuplicateEmail',
  isSuccessful: false,
  errors: [DUPLICATE_EMAIL_SERVER_ERROR],
};

/** A login that fails, whatever the reason: the same body, so it tells nothing (401). */
export const LOGIN_FAILURE_BODY = {
  statusCode: 401,
  error: 'Unauthorized',
  message: TEXT.loginFailed,
  code: 'INVALID_CREDENTIALS',
  isSuccessful: false,
  errors: [TEXT.loginFailed],
};
