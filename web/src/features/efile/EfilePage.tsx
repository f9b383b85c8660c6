import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

/** E-file (document 3) arrives with its own issue; until then the page says so plainly. */
export default function EfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('efile.title')}</PageTitle>
      <Typography>{t('efile.notYet')}</Typography>
    </>
  );
}
