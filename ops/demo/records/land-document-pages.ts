import type { FeedRecordInput } from '../../../contracts/records/feed';
import { instrumentByCode, type InstrumentCode, type InstrumentGroup } from './code-lists';
import { dollars } from './county';
import { displayName } from './names';
import { labelled, partyNames, prose, stampDate, type PageContent } from './page-parts';
import type { TemplateName } from './page-layout';

/**
 * A land document's pages: its number and recorded time on the stamp, a cover addressed to the first grantee
 * with the instrument as title, then the parties, parcel, legal, amount, references and certificates; the
 * form follows from the instrument group (a mortgage has pages of terms, a plat its drawing).
 */

const firstForm: Record<InstrumentGroup, TemplateName> = {
  DEEDS: 'conveyance',
  MORTGAGES: 'mortgage',
  RELEASES: 'release',
  LIENS: 'lien',
  EASEMENTS: 'notice',
  LEASES: 'notice',
  PLATS: 'plat',
  TORRENS: 'certificate',
  MISC: 'notice',
};
type Base = Pick<PageContent, 'imageKeyType' | 'docKeyNumber' | 'pageCount' | 'mailTo' | 'subtitle'>;

export function landDocumentPages(record: Extract<FeedRecordInput, { kind: 'landDocument' }>, base: Base): PageContent {
  const instrument = instrumentByCode[record.instrumentCode as InstrumentCode];
  const group = instrument?.group ?? 'MISC';
  const legal = record.legals?.[0];
  const address = record.addresses?.[0];
  const grantee = record.grantees?.[0];
  const amount = record.mortgageAmount ?? record.salePrice;
  return {
    ...base,
    stamp: `${record.displayDocNumber ?? record.docNumber}  ${stampDate(record.recordedDateTime)}`,
    mailTo: grantee
      ? [
          displayName(grantee),
          address ? `${address.streetNumber} ${address.streetName}`.trim() : 'PO BOX 500',
          `${address?.city ?? 'SAIPAN'}, MP 96950`,
        ]
      : [],
    title: (record.instrumentDescription || record.instrumentCode).toUpperCase(),
    subtitle: `Document No. ${record.docNumber}${record.book ? `  Book ${record.book} Page ${record.page}` : ''}`,
    lines: [
      ...labelled('GRANTOR', partyNames(record.grantors)),
      ...labelled('GRANTEE', partyNames(record.grantees)),
      ...labelled('PARCEL ID', record.parcelIds?.join(', ')),
      ...labelled(
        'PROPERTY',
        address ? `${address.streetNumber ?? ''} ${address.streetName}, ${address.city ?? ''}`.trim() : '',
      ),
      ...labelled('LEGAL', legal?.description),
      ...labelled(
        record.mortgageAmount !== undefined ? 'AMOUNT SECURED' : 'CONSIDERATION',
        amount !== undefined ? dollars(amount) : '',
      ),
      ...labelled('REFERENCE', record.references?.map((r) => `DOC. NO. ${r.docNumber}`).join(', ')),
      ...labelled(
        'CERTIFICATE',
        record.torrensCertificates?.map((c) => `${c.certificateNumber} ${c.status ?? ''}`.trim()).join(', '),
      ),
    ],
    ...(group === 'PLATS'
      ? { first: 'plat', following: ['exhibit'] }
      : group === 'TORRENS'
        ? { first: 'certificate', following: ['memorials'] }
        : prose(firstForm[group], group === 'MORTGAGES')),
  };
}
