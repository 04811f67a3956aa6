import { useState } from 'react';

import type { FormFailure } from './formFailure';
import type { FieldBinding, FormApi } from '../../ui/Form/useForm';

/**
 * The fields of a form that shows a failed call's field messages (the login page, the comparison
 * page's login dialog, the password pages): a server message stands under its field until that
 * field is edited or the next attempt answers; the form's own check speaks first. Returns the
 * binding to spread into each field's <Input>.
 */
export function useServerFieldMessages<Name extends string>(
  form: FormApi<Name>,
  failure: FormFailure<Name> | null,
): (name: Name) => FieldBinding {
  const server = useFailureUntilEdited(failure);
  return (name) => {
    const binding = form.field(name);
    const message = binding.message ?? server.messageOf(name);
    return {
      ...binding,
      message,
      validationState: message ? 'invalid' : 'normal',
      onChange: (value: string) => {
        binding.onChange(value);
        server.markEdited(name);
      },
    };
  };
}

export interface FailureUntilEdited<Name extends string> {
  /** The server's message for a field, unless the field was edited since the failure came. */
  messageOf: (name: Name) => string | undefined;
  /** The user changed these fields: their server messages go. */
  markEdited: (...names: Name[]) => void;
}

/**
 * A failed call's field messages for a form that binds its own fields: each stands until its field
 * is edited or the next call answers (a new failure or none).
 */
export function useFailureUntilEdited<Name extends string>(
  failure: FormFailure<Name> | null,
): FailureUntilEdited<Name> {
  const [shownFailure, setShownFailure] = useState(failure);
  const [edited, setEdited] = useState<ReadonlySet<Name>>(() => new Set());
  if (failure !== shownFailure) {
    setShownFailure(failure);
    setEdited(new Set());
  }
  return {
    messageOf: (name) => (edited.has(name) ? undefined : failure?.fields[name]),
    markEdited: (...names) =>
      setEdited((previous) =>
        names.every((name) => previous.has(name)) ? previous : new Set([...previous, ...names]),
      ),
  };
}
