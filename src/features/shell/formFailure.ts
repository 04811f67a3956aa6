/**
 * What a form shows after a failed call: a text for its alert region and the server's messages by
 * field. A 400 names its fields as `body.<name>`: those the form has go under their fields, any
 * other joins the text; a 429 carries the server's text (how long to wait); another refusal that
 * names a field the form has (Error.field: a declined card's number) shows its text there and in
 * the alert; anything else is the form's own fallback text.
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
  // A refusal about one field (a declined card's number): its text stands beside that field too.
  const about = error instanceof ApiError ? names.find((name) => `body.${name}` === error.field) : undefined;
  if (error instanceof ApiError && about)
    return { message: error.message, fields: { [about]: error.message } as Partial<Record<Name, string>> };
  return { message: fallback, fields: {} };
}
