import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FormValues } from '../form';

type Read = () => FormValues;

/** Hands the form's getValues to the screen around it (see useWholeForm). */
export function WholeFormValues({ into }: { into: RefObject<Read | null> }) {
  const { getValues } = useFormContext();
  useEffect(() => {
    into.current = getValues as Read;
  }, [getValues, into]);
  return null;
}

/**
 * A SectionForm transform that posts every field the form shows, disabled ones included: react-hook-form leaves a
 * disabled input out of what it submits, and the server would reset it to its default (002 §4 disables fields,
 * it does not clear them: a flat-fee option kept while charging for images is off).
 */
export function useWholeForm() {
  const read = useRef<Read | null>(null);
  const transform = useCallback((values: FormValues) => ({ ...values, ...(read.current?.() ?? {}) }), []);
  return { read, transform };
}
