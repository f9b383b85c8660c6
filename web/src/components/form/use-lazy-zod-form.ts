import { useCallback, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formChecks } from './form-basics';

/**
 * useZodForm for a screen drawn before the schema library has loaded (the login page: zod and its schemas are a
 * third of that screen's script). The schema and its resolver load when `loadChecks` is called (the screen calls
 * it on the first focus in the form) and at the latest on the first submit. Should they fail to load, the form is
 * sent unchecked and the server's checks answer; the next submit tries the load again.
 */
export function useLazyZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  type Checks = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  const checks = useRef<Promise<Checks> | undefined>(undefined);
  // Resolves to null when they cannot load; the next call tries again.
  const loadChecks = useCallback((): Promise<Checks | null> => {
    const loading = (checks.current ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Checks,
    ));
    return loading.catch(() => {
      // Only the failed load is forgotten, not one a later call has started since.
      if (checks.current === loading) checks.current = undefined;
      return null;
    });
    // The loader is the screen's constant: a new one each render would not change what it loads.
  }, []);
  const resolver: Checks = async (values, context, options) => {
    const check = await loadChecks();
    return check ? check(values, context, options) : { values: values as z.output<Schema>, errors: {} };
  };
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver, defaultValues, ...formChecks });
  return { form, loadChecks };
}
