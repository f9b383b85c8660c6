import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Typography>
        <Link component={RouterLink} to="/home">
          {t('notFound.home')}
        </Link>
      </Typography>
    </>
  );
}
