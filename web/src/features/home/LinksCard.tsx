import { Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HomeContent } from '@landrecords/contracts/config/home';
import { HomeCard } from './HomeCard';

export function LinksCard({ links }: { links: HomeContent['links']['paragraphs'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard title={t('home.links')}>
      {links.length === 0 && <Typography variant="body2">{t('home.noLinks')}</Typography>}
      <List dense disablePadding>
        {links.map((link) => (
          <ListItem key={link.url} disableGutters>
            <Link href={link.url} target="_blank" rel="noopener noreferrer">
              {link.description}
            </Link>
          </ListItem>
        ))}
      </List>
    </HomeCard>
  );
}
