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
  const [shownFailure, setShownFailure] = useState(failure);
  const [edited, setEdited] = useState<ReadonlySet<Name>>(() => new Set());
  if (failure !== shownFailure) {
    setShownFailure(failure);
    setEdited(new Set());
  }

  return (name) => {
    const binding = form.field(name);
    const serverMessage = edited.has(name) ? undefined : failure?.fields[name];
    const message = binding.message ?? serverMessage;
    return {
      ...binding,
      message,
      validationState: message ? 'invalid' : 'normal',
      onChange: (value: string) => {
        binding.onChange(value);
        if (!edited.has(name)) setEdited(new Set(edited).add(name));
      },
    };
  };
}
