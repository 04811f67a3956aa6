/**
 * What a form shows after a failed call: a text for its alert region and the server's messages by
 * field. A 400 names its fields as `body.<name>`: those the form has go under their fields, any
 * other joins the text; a 429 carries the server's text (how long to wait); anything else is the
 * form's own fallback text.
 */
import { ApiError } from '../../api/client';
import { TEXT } from '../../lib/spec/text';

export interface FormFailure<Name extends string> {
  message: string;
  fields: Partial<Record<Name, string>>;
}

export function formFailureFrom<Name extends string>(
  error: unknown,
  names: readonly Name[],
  fallback: string,
): FormFailure<Name> {
  if (error instanceof ApiError && error.status === 400) {
    const fields: Partial<Record<Name, string>> = {};
    const others: string[] = [];
    for (const { field, message } of error.fields) {
      const name = names.find((candidate) => `body.${candidate}` === field);
      if (name && fields[name] === undefined) fields[name] = message;
      else if (!name) others.push(message);
    }
    if (Object.keys(fields).length > 0 && others.length === 0) return { message: TEXT.checkFieldsInRed, fields };
    return { message: others.join(' ') || error.message || fallback, fields };
  }
  if (error instanceof ApiError && error.status === 429 && error.message) return { message: error.message, fields: {} };
  return { message: fallback, fields: {} };
}
