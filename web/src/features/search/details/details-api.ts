import type { ResultKind } from '@landrecords/contracts/search/paging';
import type { LegalDescriptionTypeDetail, ParcelIdLinks } from '@landrecords/contracts/search/details';
import { isUnpaidDetail, type SearchResultRow } from '@landrecords/contracts/search/results';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { post } from '../../../lib/api/client';
import { showUsageBalance, type Pay } from '../run/run-search';
import type { UsageBalance } from '@landrecords/contracts/auth/current-user';

/** The detail call of each result kind (001 §7). */
const detailCalls: Record<ResultKind, string> = {
  general: 'search/documentDetails',
  torrens: 'search/torrensCertificateDetails',
  taxLien: 'search/taxLienDetails',
  tractBook: 'search/tractBookDetails',
  grantorGranteeBook: 'search/grantorGranteeBookDetails',
};

/**
 * A record's detail; a detail that must be paid for first (id 0) opens the card steps and is asked for again
 * once a card is authorized, else it is not shown (null).
 */
export async function fetchDetail<Detail extends SearchResultRow>(
  kind: ResultKind,
  docId: string,
  sourcedDocKey: SourcedDocKey | undefined,
  pay: Pay,
  signal?: AbortSignal,
): Promise<Detail | null> {
  for (;;) {
    const detail = await post<Detail | { id: 0; paymentNeeded: boolean; paymentNeededAgain: boolean }>(
      detailCalls[kind],
      { docId, sourcedDocKey },
      { signal },
    );
    if (!isUnpaidDetail(detail)) {
      // A charged detail brings the balance it left (001 §4.2): the header shows it at once.
      const { usageBalance } = detail as { usageBalance?: UsageBalance };
      if (usageBalance) showUsageBalance(usageBalance);
      return detail as Detail;
    }
    if (!detail.paymentNeeded && !detail.paymentNeededAgain) return null;
    if (!(await pay(detail.paymentNeededAgain ? 'paymentNeededAgain' : 'paymentNeeded'))) return null;
  }
}

export const legalDescriptionDetails = (id: string) =>
  post<{ legalDescriptionTypeDetails: LegalDescriptionTypeDetail[] }>('search/legalDescriptionDetails', { id });

export const parcelLinks = (system: 'tax' | 'gis', id: string) => post<ParcelIdLinks>(`${system}/getLinks`, { id });
