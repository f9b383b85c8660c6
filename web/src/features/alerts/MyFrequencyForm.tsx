import { Button } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { alertFrequencyRequestSchema, type AlertMine } from '@landrecords/contracts/alerts/index';
import type { MessageRef } from '@landrecords/ui/i18n/server-messages';
import { useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { saveMyFrequency } from './api';
import { FrequencyChoice } from './FrequencyChoice';

type Props = {
  frequency: 'IMMEDIATE' | 'DAILY';
  onDone: (mine: AlertMine, message: MessageRef) => void;
  onFailed: (error: unknown) => void;
};

/** How often the signed-in user is emailed, saved by its own button. */
export function MyFrequencyForm({ frequency, onDone, onFailed }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(alertFrequencyRequestSchema, { frequency });
  const control = form.control as unknown as Control<z.input<typeof alertFrequencyRequestSchema>>;
  const submit = useSingleSubmit(form, async (values) => {
    try {
      const { mine, message } = await saveMyFrequency(values);
      onDone(mine, message);
    } catch (error) {
      onFailed(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <FrequencyChoice control={control} name="frequency" />
      <div>
        <Button type="submit" variant="outlined" aria-disabled={form.formState.isSubmitting || undefined}>
          {t('propertyAlerts.mine.saveFrequency')}
        </Button>
      </div>
    </form>
  );
}
