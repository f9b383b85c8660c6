import { useRef } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api/errors';

/**
 * How every form checks (use-zod-form.ts, use-lazy-zod-form.ts): nothing as fields are left, the first check on
 * submit (so leaving the last field never shows a message that moves the Submit button away from the click), then
 * each field again as the user corrects it; a refused submit moves focus to the first field in error.
 */
export const formChecks = { mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true } as const;

/** The server's field errors of a refused body, shown under their fields; focus goes to the first of them. */
export function showFieldErrors<Values extends FieldValues>(setError: UseFormSetError<Values>, error: unknown) {
  if (!isApiError(error)) return;
  let first = true;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) setError(field as Path<Values>, { message: messages[0] }, { shouldFocus: first });
    first = false;
  }
}

/** A submit handler that ignores a second submit while the first is in flight (000 §4). */
export function useSingleSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  onValid: (values: Output) => Promise<void>,
) {
  const inFlight = useRef(false);
  return form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await onValid(values);
    } finally {
      inFlight.current = false;
    }
  });
}
