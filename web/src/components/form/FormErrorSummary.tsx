import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';

/**
 * One announcement for a refused submit ("3 fields need correcting."), instead of every field's message read out
 * at once; focus has moved to the first of them, whose own message the reader then hears with its label.
 */
export function FormErrorSummary<Values extends FieldValues, Output>({
  control,
}: {
  control: Control<Values, unknown, Output>;
}) {
  const { t } = useTranslation();
  const { errors, submitCount } = useFormState({ control });
  const count = Object.keys(errors).length;
  const [text, setText] = useState('');
  useEffect(() => {
    if (submitCount === 0) return;
    // Emptied first, so the same words after a second refused submit are announced again.
    setText('');
    const timer = window.setTimeout(() => setText(count > 0 ? t('searchForms.fieldsToCorrect', { count }) : ''), 50);
    return () => window.clearTimeout(timer);
    // Announced once per submit (submitCount), not as each field is corrected: count is read, not watched.
  }, [submitCount, t]);
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {text}
    </Box>
  );
}
