import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formChecks } from './form-basics';

export { showFieldErrors, useSingleSubmit } from './form-basics';

/**
 * A react-hook-form form checked by a schema of contracts/ (the server checks the same one), as `formChecks` says;
 * FormErrorSummary announces how many fields are in error, once.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues,
    ...formChecks,
  });
}
