import type { LandDocumentRecord, Party } from '@landrecords/contracts/records/feed';

/** LAST, FIRST M as the index prints a person, a business name alone; the feed's own display name first. */
function displayName(party: Party): string {
  if (party.displayName) return party.displayName;
  const given = [party.firstName, party.middleInitial].filter(Boolean).join(' ');
  return given ? `${party.lastName}, ${given}` : party.lastName;
}

/** What an alert email lists of a matched document: its number, type, recorded time and parties. */
export type MatchedDocument = {
  docId: string;
  /** The number the document is found by (the portal's deep link), and the one shown. */
  docNumber: string;
  shownNumber: string;
  instrument: string;
  docType: string;
  /** As the county's clock wrote it (ISO 8601 with its offset): shown as written, in the county's zone. */
  recordedDateTime: string;
  grantors: string[];
  grantees: string[];
};

export const matchedDocumentOf = (record: LandDocumentRecord): MatchedDocument => ({
  docId: record.docId,
  docNumber: record.docNumber,
  shownNumber: record.displayDocNumber || record.docNumber,
  instrument: record.instrumentDescription || record.instrumentCode,
  docType: record.docType,
  recordedDateTime: record.recordedDateTime,
  grantors: record.grantors.map(displayName),
  grantees: record.grantees.map(displayName),
});
