import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  transactionReportRanges,
  transactionReportSchema,
  type TransactionReportRequest,
} from '@landrecords/contracts/portal/transaction-report';
import { todayIn } from '@landrecords/contracts/validation/dates';
import { LoadingDialog } from '../../components/dialogs/LoadingDialog';
import { TextInput } from '../../components/form/TextInput';
import { useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { errorText } from '../../lib/api/error-text';
import { normaliseDateTyping } from '../../lib/dates';
import { transactionReport } from './api';

type Props = { isAccountAdministrator: boolean; timeZone: string; provider: string; onClose: () => void };

function RadioField({
  control,
  name,
  label,
  options,
}: {
  control: Control<TransactionReportRequest>;
  name: 'reportType' | 'reportRange';
  label: string;
  options: Array<{ value: string; label: string }>;
}) {
  const labelId = useId();
  const { field } = useController({ control, name });
  return (
    <FormControl sx={{ mt: 1 }}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * The transactions report (000 §2): ACCOUNT or USER (the account administrator chooses), today, this month, the
 * year to date or a custom range of at most a year; the PDF opens in a new window.
 */
export default function TransactionReportDialog({ isAccountAdministrator, timeZone, provider, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => transactionReportSchema(todayIn(timeZone)), [timeZone]);
  const form = useZodForm(schema, { fromDate: '', toDate: '', reportType: 'USER', reportRange: 'YTD' });
  const control = form.control as unknown as Control<TransactionReportRequest>;
  const custom = useWatch({ control, name: 'reportRange' }) === 'CUSTOM';

  const submit = useSingleSubmit(form, async (request) => {
    setFailure(null);
    // Opened at the click, so a popup blocker lets it through; filled when the PDF arrives.
    const opened = window.open('', '_blank');
    try {
      const pdf = await transactionReport(request);
      const url = URL.createObjectURL(pdf);
      if (opened) opened.location.href = url;
      else window.location.assign(url);
      onClose();
    } catch (error) {
      opened?.close();
      setFailure(errorText(t, error, provider));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('report.title')}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent dividers>
          {isAccountAdministrator && (
            <RadioField
              control={control}
              name="reportType"
              label={t('report.type')}
              options={[
                { value: 'ACCOUNT', label: t('report.allForAccount') },
                { value: 'USER', label: t('report.mineOnly') },
              ]}
            />
          )}
          <RadioField
            control={control}
            name="reportRange"
            label={t('report.range')}
            options={transactionReportRanges.map((range) => ({ value: range, label: t(`report.ranges.${range}`) }))}
          />
          <Stack direction="row" spacing={2}>
            <TextInput
              control={form.control}
              name="fromDate"
              label={t('report.from')}
              placeholder={t('report.datePlaceholder')}
              disabled={!custom}
              required={custom}
              format={normaliseDateTyping}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextInput
              control={form.control}
              name="toDate"
              label={t('report.to')}
              placeholder={t('report.datePlaceholder')}
              disabled={!custom}
              format={normaliseDateTyping}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('report.generate')}
          </Button>
        </DialogActions>
      </form>
      <LoadingDialog open={form.formState.isSubmitting} />
    </Dialog>
  );
}
