import { useState } from 'react';
import { BooleanInput, Button, SelectInput, useLocale, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { panelCall, SectionForm, sectionPath, SectionTextInput, useSectionForm } from '../form';

const label = (name: string) => `controlPanel.feeStructure.form.billingSchedule.${name}`;
/** 002 §5, §9: renewal day options are 1 to 28. */
const renewalDays = Array.from({ length: 28 }, (_, index) => ({ id: index + 1, name: String(index + 1) }));

type LastRanSeen = string | null | undefined;

/**
 * Run Billing Now: the account tasks of every account, now; allowed from idle or SUCCESS (002 §4). Once it ran,
 * the section is read again for its new lastRan (the form's own values stay as they are).
 */
function RunBillingNow({ onRan }: { onRan: (lastRan: LastRanSeen) => void }) {
  const { act, status } = useSectionForm();
  const run = async () => {
    if ((await act('POST', 'controlPanel/billingSchedule/run')) === undefined) return;
    const read = await panelCall<{ lastRan?: string | null }>('GET', sectionPath('billingSchedule')).catch(() => null);
    if (read?.content) onRan(read.content.lastRan ?? null);
  };
  return (
    <Button label={label('runNow')} variant="outlined" disabled={status === 'LOADING'} onClick={() => void run()}>
      <PlayArrowIcon />
    </Button>
  );
}

/** When the billing run last ran, read-only (the run sets it). */
function LastRan({ seen }: { seen: LastRanSeen }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { saved } = useSectionForm();
  const lastRan = seen === undefined ? (saved as { lastRan?: string | null } | undefined)?.lastRan : seen;
  const when = lastRan
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long' }).format(new Date(lastRan))
    : translate(label('never'));
  return (
    <Typography sx={{ mb: 2 }} data-testid="billing-last-ran">
      {translate(label('lastRan'), { when })}
    </Typography>
  );
}

/** billingSchedule: Schedule (002 §3 Billing schedule): automatic billing and image renewal, day and time. */
export default function BillingSchedule() {
  const [lastRan, setLastRan] = useState<LastRanSeen>(undefined);
  return (
    <SectionForm section="billingSchedule" actions={<RunBillingNow onRan={setLastRan} />}>
      <LastRan seen={lastRan} />
      <BooleanInput source="automaticBilling" label={label('automaticBilling')} />
      <BooleanInput source="automaticImageRenewal" label={label('automaticImageRenewal')} />
      <SelectInput
        source="renewalDay"
        label={label('renewalDay')}
        choices={renewalDays}
        isRequired
        sx={{ width: '14rem' }}
      />
      <SectionTextInput
        source="renewalTime"
        label={label('renewalTime')}
        helperText={label('renewalTimeHint')}
        sx={{ width: '14rem' }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
    </SectionForm>
  );
}
