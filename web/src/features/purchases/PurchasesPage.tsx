import { Alert, LinearProgress, TablePagination, Typography, useMediaQuery, type Theme } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Purchase } from '@landrecords/contracts/purchases/purchases';
import { useAlert } from '../../components/dialogs/alerts';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/api/error-text';
import { useCurrentUser, usePortalSettings } from '../../lib/session';
import { downloadPurchase, listPurchases } from './api';
import { PurchasesList } from './PurchasesList';
import { PurchaseSearch } from './PurchaseSearch';
import { PurchasesTable } from './PurchasesTable';
import { saveFile } from '@landrecords/ui/save-file';
import { pdfNameOf } from './save-file';

const pageSizes = [10, 25, 50, 100];

/**
 * Purchased documents (ours, beyond the spec): what the signed-in user bought (an account administrator: the
 * account), paged and searchable by document number, each downloadable again at no charge. Not for GUEST.
 */
export default function PurchasesPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageTitle>{t('purchases.title')}</PageTitle>
      {user?.role === 'GUEST' ? <Typography>{t('purchases.guest')}</Typography> : user && <PurchasesLibrary />}
    </>
  );
}

function PurchasesLibrary() {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const { data: settings } = usePortalSettings();
  const [documentNumber, setDocumentNumber] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [downloading, setDownloading] = useState<string | null>(null);
  const purchases = useQuery({
    queryKey: ['purchases', { documentNumber, page, pageSize }],
    queryFn: ({ signal }) => listPurchases({ documentNumber, page: page + 1, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const answer = purchases.data;
  const provider = settings?.countyName ?? t('app.title');
  // A phone or a narrow window gets a list: a table's download column would sit past the screen's edge.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const Rows = narrow ? PurchasesList : PurchasesTable;

  const download = async (purchase: Purchase) => {
    setDownloading(purchase.purchaseId);
    try {
      saveFile(await downloadPurchase(purchase.purchaseId), pdfNameOf(purchase.title));
    } catch (error) {
      await showAlert({ message: errorText(t, error, provider) });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {answer?.scope === 'ACCOUNT' ? t('purchases.introAccount') : t('purchases.intro')}
      </Typography>
      <PurchaseSearch
        value={documentNumber}
        onSearch={(typed) => {
          setDocumentNumber(typed);
          setPage(0);
        }}
      />
      {purchases.isFetching && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {purchases.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(t, purchases.error, provider)}
        </Alert>
      )}
      {answer && answer.total === 0 && (
        <Typography role="status">{documentNumber ? t('purchases.noneFound') : t('purchases.none')}</Typography>
      )}
      {answer && answer.total > 0 && (
        <>
          <Rows
            rows={answer.rows}
            showBuyer={answer.scope === 'ACCOUNT'}
            downloading={downloading}
            onDownload={(purchase) => void download(purchase)}
          />
          <TablePagination
            component="div"
            count={answer.total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={pageSizes}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('purchases.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('purchases.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`purchases.goTo.${type}`)}
          />
        </>
      )}
    </>
  );
}
