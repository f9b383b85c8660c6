import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { useAlert } from '../../../components/dialogs/alerts';
import { errorText } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { usePurchase, type PurchaseRequest } from '../purchase';
import { NoImagesDialog, PreviewLoadingDialog } from './PreviewStates';
import { PreviewDialog } from './PreviewDialog';
import { thumbnailsQuery } from './preview-api';

/** The server's word for a document whose pages are not on file, or not to be shown to this caller. */
const noImageCode = 'IMAGE_NO_IMAGE';

/**
 * One document's preview and what follows it (000 §4 "Image purchase flow"): the dialog while the first
 * thumbnails load, then the preview (or the no-images dialog); Continue hands the selection to the purchase
 * flow, the preview hidden meanwhile, shown again as it was on Back and closed once the PDF is saved or the
 * purchase is left.
 */
export default function PreviewFlow({ sourcedDocKey, onClose }: { sourcedDocKey: SourcedDocKey; onClose: () => void }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const { start, dialogs } = usePurchase();
  const [purchasing, setPurchasing] = useState(false);
  const first = useQuery(thumbnailsQuery(sourcedDocKey, null));
  const failure = first.error;
  const noImages =
    first.data?.header.pageCount === 0 || (isApiError(failure) && failure.envelope?.code === noImageCode);

  // Any other failure is said in an alert (000 §8) and ends the preview.
  useEffect(() => {
    if (!failure || noImages) return;
    void showAlert({ message: errorText(t, failure, t('app.title')) }).then(onClose);
  }, [failure, noImages, onClose, showAlert, t]);

  const purchase = async (request: PurchaseRequest) => {
    setPurchasing(true);
    const outcome = await start(request);
    if (outcome === 'back') setPurchasing(false);
    else onClose();
  };

  return (
    <>
      {noImages ? (
        <NoImagesDialog title={first.data?.header.uiTitleBeginningOfSentence} onClose={onClose} />
      ) : first.data ? (
        <PreviewDialog
          first={first.data}
          hidden={purchasing}
          onClose={onClose}
          onContinue={(request) => void purchase(request)}
        />
      ) : (
        !failure && <PreviewLoadingDialog onClose={onClose} />
      )}
      {dialogs}
    </>
  );
}
