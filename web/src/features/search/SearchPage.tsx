import { Grid, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { useCurrentUser } from '../../lib/session';
import { RecentSearches } from './RecentSearches';

/**
 * The search area's frame: recent searches beside it. The fifteen search forms (spec 001) are the next screens to
 * be built; until then it lists the searches this user may run.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 3 }}>
        <RecentSearches user={user} />
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <PageTitle>{t('search.title')}</PageTitle>
        <Typography>{t('search.formsComing')}</Typography>
        <List>
          {user.searchList.map((type) => (
            <ListItem key={type}>{t(`searchTypes.${type}`)}</ListItem>
          ))}
        </List>
      </Grid>
    </Grid>
  );
}
