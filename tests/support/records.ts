import type { FeedRecordInput } from '../../contracts/records/feed';

type LandDocumentInput = Extract<FeedRecordInput, { kind: 'landDocument' }>;

/** A land document as the feed carries it, with plain values a test overrides. */
export const sampleLandDocument = (overrides: Partial<LandDocumentInput> & { docId: string }): LandDocumentInput => ({
  kind: 'landDocument',
  docNumber: overrides.docId,
  docType: 'ABSTRACT',
  instrumentCode: 'WD',
  instrumentDescription: 'Warranty Deed',
  recordedDateTime: '2024-03-05T09:30:00+10:00',
  grantors: [{ lastName: 'Camacho', firstName: 'Rosa', middleInitial: 'T' }],
  grantees: [{ lastName: 'Sablan', firstName: 'José', middleInitial: '' }],
  sourcedDocKey: { docKeyType: 'DOC', docKeyNumber: overrides.docId, imageKeyType: 'DEED' },
  pageCount: 2,
  ...overrides,
});

export const feedLine = (value: unknown) => JSON.stringify(value);
