import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { sortKeysByKind } from '@landrecords/contracts/search/paging';
import type { SearchSettings } from '@landrecords/contracts/search/form-settings';
import { sortLabel } from './columns';
import type { ResultsView } from './use-results-view';

type Props = {
  view: ResultsView;
  settings: SearchSettings | undefined;
  canDownload: boolean;
  onDownload: () => void;
  downloading: boolean;
  onBack: (() => void) | null;
  onNotableDates: (() => void) | null;
};

/** Sort key and direction, Filter Selections / Remove Filter, Reset Read, Download, Back, Notable Dates (001 §2.15). */
export function ResultsToolbar({
  view,
  settings,
  canDownload,
  onDownload,
  downloading,
  onBack,
  onNotableDates,
}: Props) {
  const { t } = useTranslation();
  const { kind, sortKey, sortDirection } = view;
  const ascending = sortDirection === 'ASC';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
      <TextField
        select
        size="small"
        label={t('searchResults.sortBy')}
        value={sortKey}
        onChange={(event) => view.sortBy(event.target.value, sortDirection)}
        disabled={view.busy}
        sx={{ minWidth: 180 }}
      >
        {sortKeysByKind[kind].map((key) => (
          <MenuItem key={key} value={key}>
            {sortLabel(t, key, settings)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={() => view.sortBy(sortKey, ascending ? 'DESC' : 'ASC')}
        disabled={view.busy}
        startIcon={ascending ? <ArrowUpward aria-hidden /> : <ArrowDownward aria-hidden />}
        aria-label={t(ascending ? 'searchResults.sortedAscending' : 'searchResults.sortedDescending', {
          shown: ascending ? t('searchResults.asc') : t('searchResults.desc'),
        })}
      >
        {ascending ? t('searchResults.asc') : t('searchResults.desc')}
      </Button>
      {view.filtered ? (
        <Button variant="outlined" onClick={view.removeFilter}>
          {t('searchResults.removeFilter')}
        </Button>
      ) : (
        <Button variant="outlined" onClick={view.applyFilter} disabled={view.checked.size === 0}>
          {t('searchResults.filterSelections')}
        </Button>
      )}
      {view.visited.size > 0 && (
        <Button variant="outlined" onClick={view.resetRead}>
          {t('searchResults.resetRead')}
        </Button>
      )}
      {canDownload && (
        <Button variant="outlined" onClick={onDownload} disabled={downloading}>
          {t('searchResults.download')}
        </Button>
      )}
      {onBack && (
        <Button variant="contained" onClick={onBack}>
          {t('searchResults.backToResults')}
        </Button>
      )}
      {onNotableDates && (
        <Button variant="text" onClick={onNotableDates}>
          {t('searchResults.notableDates')}
        </Button>
      )}
    </Box>
  );
}
