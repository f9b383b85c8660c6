import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../components/LinkList';
import type { HomeContent } from '@landrecords/contracts/config/home';
import { HomeCard } from './HomeCard';

export function LinksCard({ links }: { links: HomeContent['links']['paragraphs'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard title={t('home.links')}>
      {links.length === 0 && <Typography variant="body2">{t('home.noLinks')}</Typography>}
      <LinkList links={links} />
    </HomeCard>
  );
}
