import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAT_PAGE_SIZE, type PlatListRequest } from '@landrecords/contracts/search/details';
import { post } from '../../../lib/api/client';
import type { Plat } from './plat-match';

type PlatPage = {
  codeDescriptionResultList: Array<{ code: string; platNumber: string; platName: string }>;
  totalRecordCount: number;
};
type SortKey = PlatListRequest['sortKey'];

/**
 * The plat lookup (001 §2.12, §2.22): 10 plats a page with up to 10 page links, sortable by name or number,
 * filtered by typed text; choosing one fills the form's plat, number and name.
 */
export default function PlatListDialog({ onClose, onSelect }: { onClose: () => void; onSelect: (plat: Plat) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [filterText, setFilterText] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [sortKey, setSortKey] = useState<SortKey>('name');
  const [sortDirection, setSortDirection] = useState<'ASC' | 'DESC'>('ASC');
  const { data } = useQuery({
    queryKey: ['plats', filterText, pageNumber, sortKey, sortDirection],
    queryFn: ({ signal }) =>
      post<PlatPage>('helperdata/plats', { filterText, pageNumber, sortKey, sortDirection }, { signal }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((data?.totalRecordCount ?? 0) / PLAT_PAGE_SIZE));
  const sortBy = (key: SortKey) => {
    setSortDirection(key === sortKey && sortDirection === 'ASC' ? 'DESC' : 'ASC');
    setSortKey(key);
    setPageNumber(1);
  };
  const header = (key: SortKey) => (
    <TableCell
      component="th"
      scope="col"
      sortDirection={sortKey === key ? (sortDirection === 'ASC' ? 'asc' : 'desc') : false}
    >
      <TableSortLabel
        active={sortKey === key}
        direction={sortKey === key && sortDirection === 'DESC' ? 'desc' : 'asc'}
        onClick={() => sortBy(key)}
      >
        {t(`searchForms.plat.${key}`)}
      </TableSortLabel>
    </TableCell>
  );
  const rows = data?.codeDescriptionResultList ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('searchForms.plat.dialogTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('searchForms.plat.filter')}
          value={filterText}
          onChange={(event) => {
            setFilterText(event.target.value);
            setPageNumber(1);
          }}
          fullWidth
          margin="dense"
          autoFocus
        />
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                {header('number')}
                {header('name')}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const plat = { code: row.code, number: row.platNumber, name: row.platName };
                return (
                  <TableRow key={row.code} hover>
                    <TableCell>{row.platNumber}</TableCell>
                    <TableCell>{row.platName}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => onSelect(plat)}
                        aria-label={`${t('searchForms.plat.select')} ${row.platNumber} ${row.platName}`}
                      >
                        {t('searchForms.plat.select')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        {data && rows.length === 0 && <Typography sx={{ mt: 2 }}>{t('searchForms.plat.none')}</Typography>}
        {pages > 1 && (
          <Pagination
            sx={{ mt: 2 }}
            count={pages}
            page={pageNumber}
            siblingCount={4}
            boundaryCount={1}
            onChange={(_event, page) => setPageNumber(page)}
            aria-label={t('searchForms.plat.page', { page: pageNumber, pages })}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
