import { Button, Typography } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { watchSchema, type AlertMine } from '@landrecords/contracts/alerts/index';
import type { MessageRef } from '@landrecords/ui/i18n/server-messages';
import { useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { isApiError } from '../../lib/api/errors';
import { addMyWatch } from './api';
import { blankWatch } from './watch-text';
import { WatchFields } from './WatchFields';

const addWatchSchema = z.object({ watch: watchSchema });
type AddWatchValues = z.input<typeof addWatchSchema>;

type Props = {
  onDone: (mine: AlertMine, message: MessageRef) => void;
  onFailed: (error: unknown) => void;
};

/** "Add a watch" of My property alerts: one watch, active at once (the account's email needs no confirming). */
export function AddWatchForm({ onDone, onFailed }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(addWatchSchema, { watch: blankWatch('NAME') });
  const control = form.control as unknown as Control<AddWatchValues>;
  const kind = useWatch({ control, name: 'watch.kind' });
  const submit = useSingleSubmit(form, async ({ watch }) => {
    try {
      const { mine, message } = await addMyWatch(watch);
      form.reset({ watch: blankWatch(watch.kind) });
      onDone(mine, message);
    } catch (error) {
      // The server's paths are the watch's own fields ('lastName'): shown under this form's.
      if (isApiError(error)) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (messages[0]) form.setError(`watch.${field}` as 'watch', { message: messages[0] }, { shouldFocus: true });
        }
      }
      onFailed(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-watch-title">
      <Typography id="add-watch-title" component="h2" variant="h6" gutterBottom>
        {t('propertyAlerts.mine.addTitle')}
      </Typography>
      <WatchFields
        control={control}
        prefix="watch"
        kind={kind}
        onKindChange={(next) => form.reset({ watch: blankWatch(next) })}
        legend={t('propertyAlerts.mine.newWatch')}
      />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} aria-disabled={form.formState.isSubmitting || undefined}>
        {t('propertyAlerts.mine.add')}
      </Button>
    </form>
  );
}
