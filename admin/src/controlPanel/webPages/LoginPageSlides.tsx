import { FormHelperText } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';
import { SectionForm } from '../form';

const field = 'controlPanel.webPages.slides';
const slideCounts = [1, 2, 3, 4, 5, 6].map((count) => ({ id: count, name: String(count) }));

/**
 * /controlPanel/loginPageSlides (002 §3 Login slides): how many of the county's slides the login and home pages
 * show, 1 to 6; with 2 or more they advance every 30 seconds and have controls (§4, §9).
 */
export default function LoginPageSlides() {
  const translate = useTranslate();
  return (
    <SectionForm section="loginPageSlides">
      <FormHelperText sx={{ maxWidth: '40rem' }}>{translate(`${field}.explain`)}</FormHelperText>
      <SelectInput
        source="numberOfSlides"
        label={`${field}.numberOfSlides`}
        choices={slideCounts}
        translateChoice={false}
        emptyText={false}
        isRequired
        helperText={false}
        sx={{ minWidth: '12rem' }}
      />
    </SectionForm>
  );
}
