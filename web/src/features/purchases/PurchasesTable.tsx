import Download from '@mui/icons-material/Download';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '@landrecords/contracts/money-format';
import type { Purchase } from '@landrecords/contracts/purchases/purchases';

/** What a purchase cost: dollars, or the flat-fee images it took. */
export const amountOf = (t: TFunction, row: Purchase) =>
  row.method === 'FLAT_FEE' ? t('purchases.images', { count: row.images }) : formatDollars(row.amountCents);

export type PurchaseRowsProps = {
  rows: readonly Purchase[];
  /** The account administrator's list names who bought each. */
  showBuyer: boolean;
  downloading: string | null;
  onDownload: (purchase: Purchase) => void;
};

/** The document's title, and its number under it when the title does not already say it. */
function DocumentName({ row }: { row: Purchase }) {
  const { t } = useTranslation();
  if (row.title.includes(row.documentNumber)) return row.title;
  return (
    <>
      {row.title}
      <Typography variant="body2" color="text.secondary">
        {t('purchases.numberLine', { number: row.documentNumber })}
      </Typography>
    </>
  );
}

/**
 * The purchases as a table (from a tablet's width up): the document, when, who (for the account administrator), which pages, for how much,
 * and its download. A table wider than the screen scrolls within its labelled region (WCAG 1.4.10).
 */
export function PurchasesTable({ rows, showBuyer, downloading, onDownload }: PurchaseRowsProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t('purchases.tableLabel')}
      tabIndex={0}
      sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
    >
      <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('purchases.document')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('purchases.purchasedAt')}
            </TableCell>
            {showBuyer && (
              <TableCell component="th" scope="col">
                {t('purchases.boughtBy')}
              </TableCell>
            )}
            <TableCell component="th" scope="col">
              {t('purchases.pages')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('purchases.amount')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('purchases.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.purchaseId}>
              <TableCell component="th" scope="row">
                <DocumentName row={row} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.purchasedAt}</TableCell>
              {showBuyer && <TableCell>{row.username}</TableCell>}
              <TableCell>{row.pages.join(', ')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amountOf(t, row)}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  startIcon={<Download />}
                  disabled={downloading !== null}
                  onClick={() => onDownload(row)}
                  aria-label={t('purchases.downloadDocument', { document: row.title, pages: row.pages.join(', ') })}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {downloading === row.purchaseId ? t('purchases.downloading') : t('purchases.download')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
