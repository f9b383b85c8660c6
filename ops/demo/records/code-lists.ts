import type { CodeListRecord, FeedRecordInput } from '../../../contracts/records/feed';
import { islands, municipalities } from './islands';

/**
 * The demo county's code lists as its recording system sends them first in the feed: instrument groups and
 * codes, document types (property codes, which are also the image key types accounts are granted), book
 * types, municipalities, other-lot codes and the islands of the tract index with their villages.
 */

export const instrumentGroups = {
  DEEDS: 'Deeds and Conveyances',
  MORTGAGES: 'Mortgages and Assignments',
  RELEASES: 'Satisfactions and Releases',
  LIENS: 'Liens, Judgments and Notices',
  EASEMENTS: 'Easements and Rights of Way',
  LEASES: 'Leases',
  PLATS: 'Plats and Condominiums',
  TORRENS: 'Torrens Registration',
  MISC: 'Miscellaneous',
} as const;
export type InstrumentGroup = keyof typeof instrumentGroups;

/** Property codes: what an account's document types grant, and the folder of a record's page images. */
export const documentTypes = {
  DEED: ['Deeds', 'DEEDS'],
  MTG: ['Mortgages', 'MORTGAGES'],
  REL: ['Releases', 'RELEASES'],
  LIEN: ['Liens and Judgments', 'LIENS'],
  EASE: ['Easements', 'EASEMENTS'],
  LEAS: ['Leases', 'LEASES'],
  PLAT: ['Plats', 'PLATS'],
  TORR: ['Torrens Certificates and Documents', 'TORRENS'],
  MISC: ['Miscellaneous', 'MISC'],
  TAXL: ['Federal and State Tax Liens', undefined],
  TRBK: ['Tract Books', undefined],
  GGBK: ['Grantor-Grantee Books', undefined],
} as const;
export type DocumentTypeCode = keyof typeof documentTypes;

const groupDocumentType: Record<InstrumentGroup, DocumentTypeCode> = {
  DEEDS: 'DEED',
  MORTGAGES: 'MTG',
  RELEASES: 'REL',
  LIENS: 'LIEN',
  EASEMENTS: 'EASE',
  LEASES: 'LEAS',
  PLATS: 'PLAT',
  TORRENS: 'TORR',
  MISC: 'MISC',
};

/** code: [description, group, fewest pages, most pages] */
const instruments = {
  WD: ['Warranty Deed', 'DEEDS', 1, 4],
  SWD: ['Special Warranty Deed', 'DEEDS', 2, 5],
  QCD: ['Quit Claim Deed', 'DEEDS', 1, 3],
  TD: ["Trustee's Deed", 'DEEDS', 2, 6],
  PRD: ["Personal Representative's Deed", 'DEEDS', 2, 5],
  SD: ["Sheriff's Deed", 'DEEDS', 2, 6],
  CFD: ['Contract for Deed', 'DEEDS', 3, 12],
  MTG: ['Mortgage', 'MORTGAGES', 6, 30],
  ASGN: ['Assignment of Mortgage', 'MORTGAGES', 1, 3],
  MOD: ['Modification of Mortgage', 'MORTGAGES', 2, 8],
  SUBO: ['Subordination Agreement', 'MORTGAGES', 2, 6],
  SAT: ['Satisfaction of Mortgage', 'RELEASES', 1, 2],
  REL: ['Release', 'RELEASES', 1, 2],
  PREL: ['Partial Release', 'RELEASES', 1, 3],
  EASE: ['Easement', 'EASEMENTS', 2, 8],
  ROW: ['Right of Way', 'EASEMENTS', 2, 6],
  LIS: ['Lis Pendens', 'LIENS', 1, 4],
  JUDG: ['Judgment', 'LIENS', 1, 5],
  ML: ["Mechanic's Lien", 'LIENS', 1, 3],
  FTL: ['Notice of Federal Tax Lien', 'LIENS', 1, 2],
  STL: ['Notice of State Tax Lien', 'LIENS', 1, 2],
  RFTL: ['Release of Federal Tax Lien', 'RELEASES', 1, 1],
  RSTL: ['Release of State Tax Lien', 'RELEASES', 1, 1],
  RVK: ['Revocation of Certificate of Release', 'LIENS', 1, 1],
  LEAS: ['Lease', 'LEASES', 4, 20],
  MLEA: ['Memorandum of Lease', 'LEASES', 1, 4],
  PLAT: ['Plat', 'PLATS', 1, 4],
  CDEC: ['Condominium Declaration', 'PLATS', 12, 30],
  DECR: ['Decree of Registration', 'TORRENS', 2, 6],
  CERT: ['Certificate of Title', 'TORRENS', 1, 2],
  AFF: ['Affidavit', 'MISC', 1, 3],
  DC: ['Death Certificate', 'MISC', 1, 1],
  POA: ['Power of Attorney', 'MISC', 1, 4],
  NOC: ['Notice of Commencement', 'MISC', 1, 2],
} as const;
export type InstrumentCode = keyof typeof instruments;

export interface Instrument {
  code: InstrumentCode;
  description: string;
  group: InstrumentGroup;
  documentType: DocumentTypeCode;
  pages: readonly [number, number];
}
export const instrumentByCode = Object.fromEntries(
  Object.entries(instruments).map(([code, [description, group, fewest, most]]): [string, Instrument] => [
    code,
    { code: code as InstrumentCode, description, group, documentType: groupDocumentType[group], pages: [fewest, most] },
  ]),
) as Record<InstrumentCode, Instrument>;

/** Before 1990 deeds, mortgages and the rest went to books of their own; since then one Official Records series. */
export const bookTypes = {
  OR: 'Official Records',
  D: 'Deed Book',
  M: 'Mortgage Book',
  MISC: 'Miscellaneous Book',
  P: 'Plat Book',
  T: 'Torrens Register',
} as const;
export type BookType = keyof typeof bookTypes;

export const otherLotCodes = { OL: 'Outlot', TR: 'Tract', PCL: 'Parcel', RES: 'Reserve', COM: 'Common Area' } as const;

const entries = (list: Record<string, string>) =>
  Object.entries(list).map(([code, description]) => ({ code, description }));

/** The code list records, in the order the feed sends them. */
export function codeListRecords(): FeedRecordInput[] {
  const lists: Array<[CodeListRecord['list'], CodeListRecord['entries']]> = [
    ['instrumentGroups', entries(instrumentGroups)],
    [
      'instrumentCodes',
      Object.values(instrumentByCode).map(({ code, description, group }) => ({ code, description, group })),
    ],
    [
      'documentTypes',
      Object.entries(documentTypes).map(([code, [description, group]]) => ({
        code,
        description,
        ...(group ? { group } : {}),
      })),
    ],
    ['bookTypes', entries(bookTypes)],
    ['municipalities', entries(municipalities)],
    ['otherLotCodes', entries(otherLotCodes)],
    ['islands', Object.entries(islands).map(([code, island]) => ({ code, description: island.name }))],
  ];
  return lists.map(([list, listEntries]) => ({ kind: 'codeList', list, entries: listEntries }));
}
