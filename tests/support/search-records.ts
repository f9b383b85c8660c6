import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { sampleLandDocument } from './records';

/** A small county for the search tests: a few records of every kind, each there to be found or not. */
const key = (id: string, imageKeyType = 'DEED') => ({ docKeyType: 'DOC', docKeyNumber: id, imageKeyType });

export const testCodeLists: FeedRecordInput[] = [
  {
    kind: 'codeList',
    list: 'instrumentCodes',
    entries: [
      { code: 'WD', description: 'Warranty Deed', group: 'DEEDS' },
      { code: 'MTG', description: 'Mortgage', group: 'MORTGAGES' },
      { code: 'SAT', description: 'Satisfaction of Mortgage', group: 'MORTGAGES' },
    ],
  },
  {
    kind: 'codeList',
    list: 'instrumentGroups',
    entries: [
      { code: 'DEEDS', description: 'Deeds' },
      { code: 'MORTGAGES', description: 'Mortgages' },
    ],
  },
  { kind: 'plat', platCode: 'SUN', platNumber: '101', platName: 'Sunset Hills Addition' },
];

export const testDocuments: FeedRecordInput[] = [
  sampleLandDocument({
    docId: '1001',
    docNumber: '1001',
    book: '12',
    page: '340',
    recordedDateTime: '2020-02-03T09:15:00+10:00',
    grantors: [{ lastName: 'Smith', firstName: 'John', middleInitial: 'A' }],
    grantees: [{ lastName: 'Camacho', firstName: 'Rosa', middleInitial: 'T' }],
    parcelIds: ['01-234-56'],
    addresses: [{ streetNumber: '12', streetName: 'Beach Road', city: 'Garapan' }],
    legals: [{ type: 'LB', platCode: 'SUN', lot: '5', block: '2' }],
    salePrice: 25000000,
  }),
  sampleLandDocument({
    docId: '1002',
    docNumber: '1002',
    instrumentCode: 'MTG',
    instrumentDescription: 'Mortgage',
    book: '12',
    page: '355',
    recordedDateTime: '2020-02-03T09:20:00+10:00',
    grantors: [{ lastName: 'Camacho', firstName: 'Rosa', middleInitial: 'T' }],
    grantees: [{ lastName: 'Bank of Guam' }],
    parcelIds: ['01-234-56'],
    legals: [{ type: 'LB', platCode: 'SUN', lot: '5', block: '2' }],
    mortgageAmount: 20000000,
    sourcedDocKey: key('1002', 'MTG'),
  }),
  sampleLandDocument({
    docId: '1003',
    docNumber: '1003',
    instrumentCode: 'SAT',
    instrumentDescription: 'Satisfaction of Mortgage',
    book: '9',
    page: '12',
    recordedDateTime: '2023-07-14T14:05:00+10:00',
    grantors: [{ lastName: 'Bank of Guam' }],
    grantees: [{ lastName: 'Camacho', firstName: 'Rosa', middleInitial: 'T' }],
    references: [{ docNumber: '1002' }],
    legals: [{ type: 'MB', section: '12', township: '45', range: '3', qq: 'NE', q: 'SW' }],
    tractParcels: [{ island: 'Saipan', village: 'Garapan', parcelId: '005A' }],
  }),
  sampleLandDocument({
    docId: '1004',
    docNumber: '1004',
    docType: 'TORRENS',
    recordedDateTime: '2024-01-10T10:00:00+10:00',
    grantors: [{ lastName: 'Smithson', firstName: 'Jane' }],
    grantees: [{ lastName: 'Tenorio', firstName: 'Juan', middleInitial: 'C' }],
    torrensCertificates: [{ certificateNumber: '5001', status: 'ACTIVE' }],
    pageCount: 0,
  }),
  sampleLandDocument({
    docId: '1005',
    docNumber: '1005',
    recordedDateTime: '2024-05-01T11:00:00+10:00',
    grantors: [{ lastName: 'Sealed', firstName: 'Party' }],
    grantees: [{ lastName: 'Smith', firstName: 'Jill' }],
    protected: true,
  }),
];

export const testOtherRecords: FeedRecordInput[] = [
  {
    kind: 'torrensCertificate',
    id: 'TC-5000',
    certificateNumber: '5000',
    certifiedDate: '1995-03-01',
    status: 'CANCELLED',
    legalText: 'Lot 7 Block 3 Sunset Hills Addition',
    cancelledBy: [{ certificateId: 'TC-5001', certificateNumber: '5001' }],
    memorials: [{ docNumber: '0800', text: 'Easement to Commonwealth Utilities', recordedDate: '1996-01-02' }],
    sourcedDocKey: key('TC-5000', 'CERT'),
    pageCount: 1,
  },
  {
    kind: 'torrensCertificate',
    id: 'TC-5001',
    certificateNumber: '5001',
    certifiedDate: '2024-01-10',
    status: 'ACTIVE',
    legalText: 'Lot 7 Block 3 Sunset Hills Addition',
    recitalText: 'Transfer from Smithson to Tenorio',
    sourcedDocKey: key('TC-5001', 'CERT'),
    pageCount: 1,
  },
  {
    kind: 'tractBookEntry',
    docId: 'TB-17',
    instrumentDescription: 'Patent',
    recordedDateTime: '1888-06-01T10:00:00+10:00',
    legals: [{ type: 'MB', section: '8', township: '45', range: '3' }],
    sourcedDocKey: key('TB-17', 'TRACT'),
    pageCount: 2,
  },
  {
    kind: 'grantorGranteeBookEntry',
    id: 'GG-3',
    type: 'Deed',
    fromName: 'SMITH, ELIJAH',
    toName: 'CAMACHO, JOSE',
    fromDate: '1871-04-01',
    toDate: '1871-04-03',
    sourcedDocKey: key('GG-3', 'GGBOOK'),
    pageCount: 1,
  },
  {
    kind: 'taxLien',
    docId: 'TL-1',
    docNumber: '7001',
    instrumentCode: 'FTL',
    instrumentDescription: 'Federal Tax Lien',
    recordedDateTime: '2022-09-09T09:00:00+10:00',
    lienNumber: '880011',
    lienDate: '2022-09-01',
    totalAmount: 1234500,
    taxpayers: [{ lastName: 'Smith', firstName: 'John', displayAddress: '12 Beach Road, Garapan' }],
    sourcedDocKey: key('TL-1', 'LIEN'),
    pageCount: 1,
  },
  {
    kind: 'taxLien',
    docId: 'TL-2',
    docNumber: '7002',
    instrumentCode: 'FTL',
    recordedDateTime: '2010-09-09T09:00:00+10:00',
    lienNumber: '770022',
    lienDate: '2010-09-01',
    totalAmount: 500000,
    expirationDate: '2020-09-01',
    taxpayers: [{ lastName: 'Smith', firstName: 'John' }],
    sourcedDocKey: key('TL-2', 'LIEN'),
  },
  { kind: 'tractIndexParcel', island: 'Saipan', village: 'Garapan', parcelId: '005A', description: 'Beachfront' },
];

export const testCounty = [...testCodeLists, ...testDocuments, ...testOtherRecords];

/**
 * Documents for the AND of two names (issue 11): most carry a party whose name begins with MO on both sides
 * (Moore, Morales grantors; Mora, Moss grantees), so 'MO' AND 'MO' finds over a thousand; the rest mix in
 * Baker and Cruz, instruments, books, days and a few protected ones, so each sort key and filter matters.
 */
export function nameAndDocuments(count = 1200): FeedRecordInput[] {
  const instruments = [
    ['WD', 'Warranty Deed'],
    ['MTG', 'Mortgage'],
    ['SAT', 'Satisfaction of Mortgage'],
  ] as const;
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const [instrumentCode, instrumentDescription] = instruments[(n * 7) % 3]!;
    const day = new Date(Date.UTC(2001, 0, 1) + ((n * 53) % 6000) * 86_400_000).toISOString().slice(0, 10);
    const grantors = [
      n % 3 === 0 ? { lastName: 'Baker', firstName: 'Dan' } : { lastName: 'Moore', firstName: ['Ana', 'Ben'][n % 2]! },
      ...(n % 7 === 0 ? [{ lastName: 'Morales', firstName: 'Eva', middleInitial: 'Q' }] : []),
    ];
    const grantees = [
      n % 4 === 0 ? { lastName: 'Cruz', firstName: 'Gil' } : { lastName: 'Mora', firstName: 'Fe' },
      ...(n % 5 === 0 ? [{ lastName: 'Moss Holdings' }] : []),
    ];
    return sampleLandDocument({
      docId: `AND${n}`,
      docNumber: String(2_000_000 + ((n * 389) % 5000)),
      instrumentCode,
      instrumentDescription,
      book: String((n * 13) % 41),
      page: String((n * 17) % 97),
      recordedDateTime: `${day}T${String(8 + (n % 9)).padStart(2, '0')}:00:00+10:00`,
      grantors,
      grantees,
      protected: n % 50 === 0,
      sourcedDocKey: key(`AND${n}`, instrumentCode === 'MTG' ? 'MTG' : 'DEED'),
    });
  });
}
