import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import type { EfileReviewList } from '@landrecords/contracts/efile/review';
import type { ReviewFilter } from './api';
import type { ReviewFormat } from './format';
import { StatusChip } from './StatusChip';

type Props = {
  list: EfileReviewList;
  status: ReviewFilter;
  format: ReviewFormat;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** One page of submissions: each row opens the submission; the pager below pages the server's list. */
export function SubmissionTable({ list, status, format, pageSizes, onPage, onPageSize }: Props) {
  const { t } = useTranslation();
  const caption = t('efileReview.table.caption', { filter: t(`efileReview.filter.${status}`) });
  if (list.rows.length === 0) {
    return <Typography sx={{ my: 2 }}>{t(`efileReview.empty.${status}`)}</Typography>;
  }
  return (
    <Paper variant="outlined">
      {/* Focusable: on a phone the table scrolls sideways, by keyboard too. */}
      <TableContainer tabIndex={0} role="region" aria-label={caption}>
        <Table size="small" aria-label={caption} sx={{ minWidth: 1000 }}>
          <TableHead>
            <TableRow>
              {(['transaction', 'submittedAt', 'filer', 'account', 'pages', 'total', 'payment', 'status'] as const).map(
                (column) => (
                  <TableCell
                    key={column}
                    align={column === 'pages' || column === 'total' ? 'right' : 'left'}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  >
                    {t(`efileReview.columns.${column}`)}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.map((row) => (
              <TableRow key={row.submissionId} hover>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={`/efile/review/${row.submissionId}`} sx={{ fontWeight: 700 }}>
                    {row.transactionNumber}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {t(`efileReview.efileTypes.${row.efileType}`)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.moment(row.submittedAt)}</TableCell>
                <TableCell sx={{ minWidth: '14rem' }}>
                  {row.name}
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.email}
                  </Typography>
                </TableCell>
                <TableCell>{row.accountName ?? t('efileReview.anonymous')}</TableCell>
                <TableCell align="right">{row.numberOfPages}</TableCell>
                <TableCell align="right">{format.money(row.totalChargeCents)}</TableCell>
                <TableCell>
                  {t(`efileReview.paymentMethods.${row.paymentMethod}`)}
                  <Typography variant="body2" color="text.secondary">
                    {t(`efileReview.paymentStatuses.${row.paymentStatus}`)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <StatusChip status={row.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.total}
        page={list.page - 1}
        rowsPerPage={list.pageSize}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_event, page) => onPage(page + 1)}
        onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
        labelRowsPerPage={t('efileReview.pager.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('efileReview.pager.displayed', { from, to, count })}
        getItemAriaLabel={(type) => t(`efileReview.pager.${type}`)}
      />
    </Paper>
  );
}
