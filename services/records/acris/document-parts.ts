import type { OnAcrisReject } from './acris-csv';
import { partySide, type ControlCode } from './control-codes';
import type { DocumentChildren, FromRow } from './document-children';

/**
 * The parts of one kind a document keeps: each once, up to what the feed holds. A row past that is reported by
 * its line (a condominium declaration can list more units than a feed line holds) and the document still goes.
 */
function keep<Part extends FromRow>(
  parts: Part[],
  value: (part: Part) => unknown,
  max: number,
  what: string,
  onReject: OnAcrisReject,
): Part[] {
  const kept = new Map<string, Part>();
  for (const part of parts) {
    const key = JSON.stringify(value(part));
    if (kept.has(key)) continue;
    if (kept.size < max) kept.set(key, part);
    else {
      const reason = `the document has more than ${max} ${what}: this one is left out`;
      onReject({ file: part.file, lineNumber: part.lineNumber, reason });
    }
  }
  return [...kept.values()];
}

/**
 * What the child rows of a document give it: its parties on their sides (partySide), its legals with their
 * parcel IDs and addresses, its references, and its remark lines in their order as additional information.
 */
export function documentParts(children: DocumentChildren, code: ControlCode | undefined, onReject: OnAcrisReject) {
  const side = (want: 'grantors' | 'grantees') => {
    const parties = children.parties.filter(({ partyType }) => partySide(code, partyType) === want);
    return keep(parties, ({ party }) => party, 1000, want, onReject).map(({ party }) => party);
  };
  const legals = keep(
    children.legals,
    ({ legal, parcelId, address }) => [legal, parcelId, address],
    1000,
    'legals',
    onReject,
  );
  const addresses = legals.flatMap(({ address, ...from }) => (address ? [{ ...from, address }] : []));
  const remarks = [...children.remarks].sort((a, b) => a.order - b.order || a.lineNumber - b.lineNumber);
  return {
    grantors: side('grantors'),
    grantees: side('grantees'),
    legals: legals.map(({ legal }) => legal),
    parcelIds: keep(legals, ({ parcelId }) => parcelId, 500, 'parcel IDs', onReject).map(({ parcelId }) => parcelId),
    addresses: keep(addresses, ({ address }) => address, 100, 'addresses', onReject).map(({ address }) => address),
    references: keep(children.references, ({ reference }) => reference, 500, 'references', onReject).map(
      ({ reference }) => reference,
    ),
    additionalInfo: keep(remarks, ({ text, lineNumber }) => [text, lineNumber], 50, 'remark lines', onReject).map(
      ({ text }) => text,
    ),
  };
}
