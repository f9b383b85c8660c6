import { List, ListItem, ListItemButton, ListItemText, ListSubheader, Paper } from '@mui/material';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import { useCountyToday } from './forms/form-data';
import { historyWording, type HistoryEntry } from './history-wording';

/**
 * The side navigation of recent searches (000 §2): up to five, the newest labelled Current, each linking
 * /search/searchHistory/{type}/{n} and saying what it looked for as a person would. GUEST has none.
 */
export function RecentSearches({
  user,
  labels,
}: {
  user: CurrentUser;
  labels: { bookLabel: string; torrensLabel: string; indexBegin?: string };
}) {
  const { t } = useTranslation();
  const today = useCountyToday();
  if (user.role === 'GUEST') return null;
  const entries = (user.searchHistoryList as HistoryEntry[]).slice(0, 5);
  return (
    <Paper component="nav" aria-labelledby="recent-searches">
      <List dense subheader={<ListSubheader id="recent-searches">{t('search.recent')}</ListSubheader>}>
        {entries.length === 0 && (
          <ListItem>
            <ListItemText secondary={t('search.noRecent')} />
          </ListItem>
        )}
        {entries.map((entry, index) => (
          <ListItem key={`${entry.type}-${index}`} disablePadding>
            <ListItemButton component={NavLink} to={`/search/searchHistory/${entry.type}/${index + 1}`}>
              <ListItemText
                primary={index === 0 ? t('search.current') : undefined}
                secondary={historyWording(t as never, entry, { ...labels, today })}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
