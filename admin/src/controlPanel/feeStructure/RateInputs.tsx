import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { aLaCarteRateNames, type RateName } from '@landrecords/contracts/config/rates';
import { MoneyInput } from '../form';

/** The a la carte rates of 002 §3 in its three groups: searches, details, images. */
const groups: Array<{ name: string; rates: RateName[] }> = [
  { name: 'searches', rates: aLaCarteRateNames.filter((rate) => rate.startsWith('search')) },
  { name: 'details', rates: ['documentDetails', 'taxLienDetails'] },
  { name: 'images', rates: ['imageDocument', 'imageFirstPage', 'imageAdditionalPages'] },
];

/** A group of money fields under a legend. */
export function RateGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }}>
      <Box component="legend" sx={{ typography: 'subtitle1', mb: 1 }}>
        {translate(legend)}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', columnGap: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Every a la carte rate, in dollars (step 0.01); `suffix` 'CreditCard' for the card's alternate rates. */
export function RateInputs({ suffix = '' }: { suffix?: string }) {
  return (
    <>
      {groups.map((group) => (
        <RateGroup key={group.name} legend={`controlPanel.feeStructure.form.rates.${group.name}`}>
          {group.rates.map((rate) => (
            <MoneyInput
              key={rate}
              source={`${rate}${suffix}`}
              label={`controlPanel.feeStructure.form.rates.${rate}`}
              fullWidth
            />
          ))}
        </RateGroup>
      ))}
    </>
  );
}
