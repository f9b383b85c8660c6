import { List, ListItem, ListItemButton, ListItemText, ListSubheader, Paper, TextField } from '@mui/material';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchType } from '@landrecords/contracts/codes';
import { sortedSearches } from './search-names';

type Props = {
  searchList: readonly string[];
  labels: { bookLabel: string; torrensLabel: string };
  current: SearchType | undefined;
};

/** The side navigation of the searches this user may run, sorted by name (001 §2.1). */
export function SearchNav({ searchList, labels }: Props) {
  const { t, i18n } = useTranslation();
  const searches = sortedSearches(t, searchList, labels, i18n.language);
  return (
    <Paper component="nav" aria-labelledby="search-nav-title" sx={{ mb: 2 }}>
      <List dense subheader={<ListSubheader id="search-nav-title">{t('searchForms.searches')}</ListSubheader>}>
        {searches.map(({ type, name }) => (
          <ListItem key={type} disablePadding>
            <ListItemButton
              component={NavLink}
              to={`/search/${type}`}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 'bold' } }}
            >
              <ListItemText primary={name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** On a phone: the same searches as one select above the form, so the form is not pushed off the screen. */
export function SearchTypeSelect({ searchList, labels, current }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const searches = sortedSearches(t, searchList, labels, i18n.language);
  return (
    <TextField
      select
      label={t('searchForms.searchType')}
      value={current ?? ''}
      onChange={(event) => void navigate(`/search/${event.target.value}`)}
      fullWidth
      margin="dense"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 1 }}
    >
      {!current && <option value="" />}
      {searches.map(({ type, name }) => (
        <option key={type} value={type}>
          {name}
        </option>
      ))}
    </TextField>
  );
}
