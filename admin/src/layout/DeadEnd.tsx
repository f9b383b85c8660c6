import { Link, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@landrecords/ui/document-title';
import { portalUrl } from '../lib/product';

/**
 * A screen with nothing to use on it (not allowed, not found): its title (the layout's heading), why, and the way
 * back to the portal.
 */
export function DeadEnd({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <>
      <Title title={title} />
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Typography>
        <Link href={portalUrl('home')}>{t('shell.toPortal')}</Link>
      </Typography>
    </>
  );
}

/** A role without the screen asked for (000 §6): USER and GUEST, or ACCOUNT on the control panel. */
export function NotAllowed() {
  const { t } = useTranslation();
  return <DeadEnd title={t('pageTitles.notAllowed')} text={t('shell.notAllowedHere')} />;
}

export function NotFound() {
  const { t } = useTranslation();
  return <DeadEnd title={t('notFound.title')} text={t('shell.notFoundText')} />;
}
