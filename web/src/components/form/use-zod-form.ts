import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api/errors';

/**
 * A react-hook-form form checked by a schema of contracts/ (the server checks the same one). Nothing is checked
 * as fields are left: the first check is on submit (so leaving the last field never shows a message that moves
 * the Submit button away from the click), then each field is checked again as the user corrects it. A refused
 * submit moves focus to the first field in error; FormErrorSummary announces how many there are, once.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

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
