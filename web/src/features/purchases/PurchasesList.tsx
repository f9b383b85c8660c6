import Download from '@mui/icons-material/Download';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Purchase } from '@landrecords/contracts/purchases/purchases';
import { amountOf, type PurchaseRowsProps } from './PurchasesTable';

/** The purchases on a phone or in a narrow window: one block each, its facts one under another and its download button in reach. */
export function PurchasesList({ rows, showBuyer, downloading, onDownload }: PurchaseRowsProps) {
  const { t } = useTranslation();
  const fact = (label: string, value: string) => (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: '7em' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Stack component="ul" aria-label={t('purchases.tableLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row: Purchase, index) => (
        <Fragment key={row.purchaseId}>
          {index > 0 && <Divider component="li" aria-hidden />}
          <Box component="li" sx={{ py: 1.5 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {row.title}
            </Typography>
            <Box component="dl" sx={{ my: 0.5 }}>
              {fact(t('purchases.documentNumber'), row.documentNumber)}
              {fact(t('purchases.purchasedAt'), row.purchasedAt)}
              {showBuyer && fact(t('purchases.boughtBy'), row.username)}
              {fact(t('purchases.pages'), row.pages.join(', '))}
              {fact(t('purchases.amount'), amountOf(t, row))}
            </Box>
            <Button
              size="small"
              variant="outlined"
              startIcon={<Download />}
              disabled={downloading !== null}
              onClick={() => onDownload(row)}
              aria-label={t('purchases.downloadDocument', { document: row.title, pages: row.pages.join(', ') })}
            >
              {downloading === row.purchaseId ? t('purchases.downloading') : t('purchases.download')}
            </Button>
          </Box>
        </Fragment>
      ))}
    </Stack>
  );
}
