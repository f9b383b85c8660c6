import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { field, readAcrisCsv, type AcrisFile, type OnAcrisBytes, type OnAcrisReject } from './acris-csv';
import { boroughs } from './legals';

/**
 * acris_document_control_codes.csv: per document type its description, its class and the names of its party
 * roles. The four classes are the instrument groups; their codes are the image key types account document
 * types grant (DEED, MTGE, UCC, OTHR), so documentTypes lists the same four, each covering its own group.
 */
export const instrumentGroups = {
  DEED: 'DEEDS AND OTHER CONVEYANCES',
  MTGE: 'MORTGAGES & INSTRUMENTS',
  UCC: 'UCC AND FEDERAL LIENS',
  OTHR: 'OTHER DOCUMENTS',
} as const;
export type InstrumentGroup = keyof typeof instrumentGroups;

export type ControlCode = { docType: string; description: string; group: InstrumentGroup; partyRoles: string[] };
export type AcrisCodes = { controlCodes: Map<string, ControlCode>; propertyTypes: Map<string, string> };

/** A class by how its description begins (DEEDS AND OTHER CONVEYANCES, MORTGAGES & INSTRUMENTS...). */
const classBeginnings: [string, InstrumentGroup][] = [
  ['DEED', 'DEED'],
  ['MORTGAGE', 'MTGE'],
  ['UCC', 'UCC'],
  ['OTHER', 'OTHR'],
];
const groupOfClass = (classDescription: string) =>
  classBeginnings.find(([beginning]) => classDescription.startsWith(beginning))?.[1];

/** Reads the control codes and, when the folder has it, acris_property_type_codes.csv. */
export async function loadAcrisCodes(
  files: Partial<Record<AcrisFile, string>>,
  onReject: OnAcrisReject,
  onBytes?: OnAcrisBytes,
): Promise<AcrisCodes> {
  const controlCodes = new Map<string, ControlCode>();
  const propertyTypes = new Map<string, string>();
  if (!files.controlCodes) throw new Error('no acris_document_control_codes.csv in the folder');
  const columns = ['doc_type', 'doc_type_description', 'class_code_description'];
  for await (const row of readAcrisCsv(files.controlCodes, 'controlCodes', columns, onReject, onBytes)) {
    const docType = field(row, 'doc_type');
    const group = groupOfClass(field(row, 'class_code_description').toUpperCase());
    if (docType === '' || docType.length > 20) {
      onReject({
        file: row.file,
        lineNumber: row.lineNumber,
        reason: `document type '${docType}' is empty or longer than 20`,
      });
    } else if (!group) {
      onReject({
        file: row.file,
        lineNumber: row.lineNumber,
        reason: `class '${field(row, 'class_code_description')}' is none of the four`,
      });
    } else {
      const partyRoles = ['party1_type', 'party2_type', 'party3_type'].map((column) =>
        field(row, column).toUpperCase(),
      );
      controlCodes.set(docType, { docType, description: field(row, 'doc_type_description'), group, partyRoles });
    }
  }
  if (files.propertyTypes) {
    for await (const row of readAcrisCsv(
      files.propertyTypes,
      'propertyTypes',
      ['property_type', 'description'],
      onReject,
      onBytes,
    )) {
      if (field(row, 'property_type') !== '') propertyTypes.set(field(row, 'property_type'), field(row, 'description'));
    }
  }
  return { controlCodes, propertyTypes };
}

const grantorRoles = new Set(
  'GRANTOR SELLER MORTGAGOR MORTGAGER BORROWER ASSIGNOR LESSOR LANDLORD DEBTOR DECEDENT PAYER RETAINED'.split(' '),
);
const granteeRoles = new Set('GRANTEE BUYER MORTGAGEE LENDER ASSIGNEE LESSEE TENANT SECURED'.split(' '));

/**
 * The side of the index a party is on. The control code names the role of each party type; the first word of it
 * that says a side decides (MORTGAGOR/BORROWER grantor, MORTGAGEE/LENDER grantee, ASSIGNOR/OLD LENDER grantor,
 * SECURED PARTY grantee, LIFE ESTATE RETAINED grantor), so a master mortgage (MMTG), whose only party 1 is the
 * lender, lists the lender as grantee. A role that says no side (PARTY 1, PARTY TWO, NYC, IRS) or a document type
 * the table lacks goes by position: party type 1 is the grantor side, 2 the grantee side, and 3 (ASSIGNEE, NEW
 * SECURED PARTY, PARTY 3) the grantee side. Any other party type is on no side.
 */
export function partySide(code: ControlCode | undefined, partyType: string): 'grantors' | 'grantees' | undefined {
  if (!['1', '2', '3'].includes(partyType)) return undefined;
  const role = code?.partyRoles[Number(partyType) - 1] ?? '';
  for (const word of role.split(/[^A-Z]+/)) {
    if (grantorRoles.has(word)) return 'grantors';
    if (granteeRoles.has(word)) return 'grantees';
  }
  return partyType === '1' ? 'grantors' : 'grantees';
}

/**
 * The code lists the feed carries before the documents, in the demo county's order: instrument groups, instrument
 * codes, document types, and the five boroughs as the municipalities the legals name.
 */
export function codeListRecords({ controlCodes }: AcrisCodes): FeedRecordInput[] {
  const groups = Object.entries(instrumentGroups).map(([code, description]) => ({ code, description }));
  return [
    { kind: 'codeList', list: 'instrumentGroups', entries: groups },
    {
      kind: 'codeList',
      list: 'instrumentCodes',
      entries: [...controlCodes.values()].map(({ docType, description, group }) => ({
        code: docType,
        description,
        group,
      })),
    },
    { kind: 'codeList', list: 'documentTypes', entries: groups.map((entry) => ({ ...entry, group: entry.code })) },
    {
      kind: 'codeList',
      list: 'municipalities',
      entries: Object.values(boroughs).map((name) => ({ code: name, description: name })),
    },
  ];
}
