import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { alertSubscribeSchema, MAX_WATCHES } from '@landrecords/contracts/alerts/index';
import { translateMessage, type MessageRef } from '@landrecords/ui/i18n/server-messages';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { showFieldErrors, useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { serverMessageText } from '../../lib/api/error-text';
import { storedLanguage } from '../../lib/i18n';
import { subscribe } from './api';
import { FrequencyChoice } from './FrequencyChoice';
import { blankWatch } from './watch-text';
import { WatchFields } from './WatchFields';

/** The sign-up's fields; the language is the page's own, added when it is sent. */
const subscribeFormSchema = alertSubscribeSchema.omit({ language: true });
type SubscribeValues = z.input<typeof subscribeFormSchema>;

/**
 * The sign-up (issue 29): an email, how often, and 1 to 20 watches. Sent, the form gives way to the server's
 * "check your email"; refused, each message shows under its field, or above the button when it is the whole
 * request's (too many requests).
 */
export function SubscribeForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ message: MessageRef; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(subscribeFormSchema, { email: '', frequency: 'DAILY', watches: [blankWatch('NAME')] });
  const control = form.control as unknown as Control<SubscribeValues>;
  const watches = useFieldArray({ control, name: 'watches' });
  const kinds = useWatch({ control, name: 'watches' });
  // Where focus goes when what had it goes away: the heading of "Check your email", the add button after a removal.
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);
  const submit = useSingleSubmit(form, async (values) => {
    setFailure(null);
    try {
      const message = await subscribe({ ...values, language: storedLanguage() });
      setSent({ message, email: values.email });
    } catch (error) {
      showFieldErrors(form.setError, error);
      setFailure(serverMessageText(t, error));
    }
  });

  if (sent) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          <Typography component="h2" variant="h6" ref={sentHeading} tabIndex={-1} sx={{ outline: 'none' }}>
            {t('propertyAlerts.sent.title')}
          </Typography>
          <Typography>{translateMessage(t, sent.message)}</Typography>
          <Typography sx={{ mt: 1 }}>{t('propertyAlerts.sent.to', { email: sent.email })}</Typography>
          <Typography sx={{ mt: 1 }}>{t('propertyAlerts.sent.spam')}</Typography>
        </Alert>
        <Button
          onClick={() => {
            form.reset();
            setSent(null);
          }}
        >
          {t('propertyAlerts.sent.another')}
        </Button>
      </Stack>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="alerts-form-title">
      <Typography id="alerts-form-title" component="h2" variant="h6">
        {t('propertyAlerts.form.title')}
      </Typography>
      <TextInput
        control={control}
        name="email"
        type="email"
        label={t('fields.email')}
        required
        autoComplete="email"
        helperText={t('propertyAlerts.form.emailHint')}
      />
      <FrequencyChoice control={control} name="frequency" />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 500 }}>
        {t('propertyAlerts.form.watchesTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('propertyAlerts.form.watchesHint', { max: MAX_WATCHES })}
      </Typography>
      <Stack spacing={2}>
        {watches.fields.map((field, index) => (
          <WatchFields
            key={field.id}
            control={control}
            prefix={`watches.${index}`}
            kind={kinds?.[index]?.kind ?? field.kind}
            onKindChange={(kind) => {
              // Not the field array's update, which mounts the watch anew and drops the select's keyboard focus.
              form.clearErrors(`watches.${index}`);
              form.setValue(`watches.${index}`, blankWatch(kind));
            }}
            legend={t('propertyAlerts.form.watchNumber', { number: index + 1 })}
            onRemove={
              watches.fields.length > 1
                ? () => {
                    watches.remove(index);
                    window.setTimeout(() => addButton.current?.focus());
                  }
                : undefined
            }
          />
        ))}
      </Stack>
      <Box sx={{ mt: 1 }}>
        {watches.fields.length < MAX_WATCHES ? (
          <Button
            ref={addButton}
            startIcon={<Add />}
            onClick={() => watches.append(blankWatch('NAME'), { shouldFocus: true })}
          >
            {t('propertyAlerts.form.addWatch')}
          </Button>
        ) : (
          <Typography variant="body2">{t('propertyAlerts.form.maxWatches', { max: MAX_WATCHES })}</Typography>
        )}
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <FormErrorSummary control={control} />
      <SubmitButton sx={{ mt: 2 }} busy={submitting}>
        {submitting ? t('propertyAlerts.form.sending') : t('propertyAlerts.form.submit')}
      </SubmitButton>
    </form>
  );
}
