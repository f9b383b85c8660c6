import type { TFunction } from 'i18next';
import { efileRejectionReasons, type EfileRejectionReason } from '@landrecords/contracts/efile/review';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

/** A standard rejection reason in the reader's language, by its declared message's code. */
export const reasonText = (t: TFunction, reason: EfileRejectionReason) =>
  translateMessage(t, efileRejectionReasons[reason]);
