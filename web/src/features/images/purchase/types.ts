import type { ImagePreviewSettings } from '@landrecords/contracts/images/preview';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';

/** What the preview hands the purchase: the document, its page choice, its title and its page count. */
export type PurchaseRequest = {
  sourcedDocKey: SourcedDocKey;
  settings: ImagePreviewSettings;
  title: string;
  pageCount: number;
};

/** How the purchase ended: the PDF saved, Back to the preview, or closed (Cancel, a failure). */
export type PurchaseOutcome = 'downloaded' | 'back' | 'closed';
