import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

/** A screen with nothing to use on it (not found, not allowed): its title, why when there is more to say, and home. */
export function DeadEnd({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {text && <Typography sx={{ mb: 2 }}>{text}</Typography>}
      <Typography>
        <Link component={RouterLink} to="/home">
          {t('notFound.home')}
        </Link>
      </Typography>
    </>
  );
}
