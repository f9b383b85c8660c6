import { Alert, Box, Button, Grid, Paper, Stack } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SearchType } from '@landrecords/contracts/codes';
import type { SearchSettings } from '@landrecords/contracts/search/form-settings';
import type { HistoryEntry } from '../history-wording';
import { PageTitle } from '../../../components/PageTitle';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import { useCurrentUser } from '../../../lib/session';
import { useSearchSubmit } from '../run';
import { forgetCriteria, restoredValues, storeCriteria, storedCriteria } from './criteria-store';
import { formDefaults } from './form-defaults';
import { useCountyToday, useSearchSettings } from './form-data';
import { NotableDatesPanel } from './NotableDatesPanel';
import { searchResolver } from './search-resolver';

export type SearchFormApi = UseFormReturn<FieldValues>;

type Props = {
  type: SearchType;
  /** The form's entry of the search history to fill it from (001 §4.11), 1 the newest; else its last criteria. */
  historyNumber?: number;
  children: (form: SearchFormApi, settings: SearchSettings) => ReactNode;
  /** Whether the date range is checked (the tax lien's other methods have none). Default: always. */
  datesApply?: (values: FieldValues) => boolean;
  /** The criteria sent, from the checked values (the tax lien blanks other methods' fields, 001 §4.9). */
  prepare?: (values: FieldValues, defaults: FieldValues) => FieldValues;
  /** The right-hand notable dates panel, when the county shows notable dates. Default: shown. */
  notableDates?: boolean;
};

const always = () => true;

/**
 * The frame every search form shares (001 §2.1): its heading and county note, the fields, Submit and Clear, the
 * search's message, the notable dates beside it. It opens with the history entry asked for or the criteria
 * last entered here, checks with the server's rules on Submit (then as the user corrects), ignores a second
 * Submit while one runs, and keeps the submitted criteria for next time.
 */
export function SearchForm(props: Props) {
  const { data: settings } = useSearchSettings();
  const { data: user } = useCurrentUser();
  const today = useCountyToday();
  if (!settings || !user) return null;
  const history = (user.searchHistoryList as HistoryEntry[])[(props.historyNumber ?? 0) - 1];
  const fromHistory = props.historyNumber && history?.type === props.type ? history.criteria : undefined;
  return (
    <LoadedSearchForm
      {...props}
      settings={settings}
      today={today}
      restored={fromHistory ?? storedCriteria(props.type)}
    />
  );
}

function LoadedSearchForm({
  type,
  children,
  datesApply = always,
  prepare,
  notableDates = true,
  settings,
  today,
  restored,
}: Props & { settings: SearchSettings; today: string; restored: Record<string, unknown> | null | undefined }) {
  const { t } = useTranslation();
  const defaults = useMemo(() => formDefaults(type, settings, today), [type, settings, today]);
  const form = useForm<FieldValues>({
    resolver: searchResolver(type, today, datesApply),
    defaultValues: restoredValues(defaults, restored),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { submit, running, message } = useSearchSubmit();

  const onSubmit = form.handleSubmit(async (values) => {
    const criteria = prepare ? prepare(values, defaults) : values;
    storeCriteria(type, form.getValues());
    await submit(type, criteria);
  });
  const clear = () => {
    forgetCriteria(type);
    form.reset(defaults);
  };
  const labels = { book: settings.bookLabel, torrens: settings.torrensLabel };
  const note = settings.countyNotes[type];
  const panel = notableDates && settings.showNotableDates;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: panel ? 8 : 12 }}>
        <PageTitle>{t(`searchForms.headings.${type}`, labels)}</PageTitle>
        {note && (
          <Alert severity="info" sx={{ mb: 2 }} aria-label={t('searchForms.countyNote')}>
            {note}
          </Alert>
        )}
        <Paper
          component="form"
          onSubmit={onSubmit}
          noValidate
          sx={{ p: { xs: 2, sm: 3 } }}
          aria-label={t(`searchForms.headings.${type}`, labels)}
        >
          {children(form, settings)}
          <FormErrorSummary control={form.control} />
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <SubmitButton busy={running}>{running ? t('searchForms.searching') : t('common.submit')}</SubmitButton>
            <Button variant="outlined" onClick={clear}>
              {t('searchForms.clear')}
            </Button>
          </Stack>
          <Box role="status" aria-live="polite" sx={{ mt: message ? 2 : 0 }}>
            {message && <Alert severity="info">{translateMessage(t, message)}</Alert>}
          </Box>
        </Paper>
      </Grid>
      {panel && (
        <Grid size={{ xs: 12, lg: 4 }}>
          <NotableDatesPanel />
        </Grid>
      )}
    </Grid>
  );
}
