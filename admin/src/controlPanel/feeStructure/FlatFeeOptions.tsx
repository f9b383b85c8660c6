import { useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatDollars } from '@landrecords/contracts/money-format';
import { MoneyInput } from '../form';

/** 002 §9: five rate options, in the county's configuration and in the override. */
const OPTIONS = [0, 1, 2, 3, 4] as const;

type Rate = { option?: boolean; unlimitedNumberOfPages?: boolean; numberOfPages?: number | null; cost?: number | null };

/** "n image(s) for $cost" or "Unlimited images for $cost" (002 §5), cost in dollars as the form holds it. */
export function useRateText() {
  const translate = useTranslate();
  return (rate: Rate | undefined) => {
    const cost = formatDollars(Math.round(Number(rate?.cost ?? 0) * 100));
    if (rate?.unlimitedNumberOfPages) return translate('controlPanel.feeStructure.form.flatFee.unlimitedFor', { cost });
    const count = Number(rate?.numberOfPages ?? 0);
    return translate('controlPanel.feeStructure.form.flatFee.imagesFor', { count, cost });
  };
}

function FlatFeeOption({ index, off }: { index: number; off: boolean }) {
  const translate = useTranslate();
  const rateText = useRateText();
  const source = `rates.${index}`;
  const rate = useWatch({ name: source }) as Rate | undefined;
  const rowOff = off || !rate?.option;
  const field = (name: string) => `controlPanel.feeStructure.form.flatFee.${name}`;
  return (
    <Box
      component="fieldset"
      data-testid={`flat-fee-option-${index + 1}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 0, mb: 2, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 0.5, typography: 'subtitle2' }}>
        {translate(field('option'), { option: index + 1 })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, alignItems: 'flex-start' }}>
        <BooleanInput source={`${source}.option`} label={field('offered')} disabled={off} />
        <BooleanInput source={`${source}.unlimitedNumberOfPages`} label={field('unlimited')} disabled={rowOff} />
        <NumberInput
          source={`${source}.numberOfPages`}
          label={field('numberOfPages')}
          step={1}
          min={1}
          disabled={rowOff || Boolean(rate?.unlimitedNumberOfPages)}
          sx={{ width: '11rem' }}
        />
        <MoneyInput source={`${source}.cost`} label={field('cost')} disabled={rowOff} sx={{ width: '11rem' }} />
      </Box>
      <Typography variant="body2" color={rowOff ? 'text.secondary' : 'text.primary'} sx={{ mb: 1 }}>
        {rate?.option ? rateText(rate) : translate(field('notOffered'))}
      </Typography>
    </Box>
  );
}

/**
 * The five flat-fee rate options (002 §3), each with option, unlimited, number of images and cost; all disabled while
 * `controlledBy` (charging images, or reload by account admin for the override) is off, a row's fields while its
 * option is off (002 §4 Dependent fields).
 */
export function FlatFeeOptions({ controlledBy }: { controlledBy: string }) {
  const on = Boolean(useWatch({ name: controlledBy }));
  return (
    <Box sx={{ mt: 1 }}>
      {OPTIONS.map((index) => (
        <FlatFeeOption key={index} index={index} off={!on} />
      ))}
    </Box>
  );
}
