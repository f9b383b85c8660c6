import { beforeAll, describe, expect, it } from '@jest/globals';
import { feedRecordSchema } from '@landrecords/contracts/records/feed';
import { findAcrisFiles } from './acris-csv';
import { sampleFolder } from '../../../tests/support/acris-samples';
import { codeListRecords, loadAcrisCodes, partySide, type AcrisCodes } from './control-codes';

describe('the document control codes', () => {
  let codes: AcrisCodes;
  beforeAll(async () => {
    codes = await loadAcrisCodes(await findAcrisFiles(sampleFolder), () => undefined);
  });

  it('lists every document type of the sample with its class as instrument group', () => {
    const [instrumentGroups, instrumentCodes, documentTypes] = codeListRecords(codes).map((record) =>
      record.kind === 'codeList' ? feedRecordSchema.parse(record) : undefined,
    );
    expect(instrumentCodes).toMatchObject({ kind: 'codeList', list: 'instrumentCodes' });
    const entries = instrumentCodes?.kind === 'codeList' ? instrumentCodes.entries : [];
    expect(entries).toHaveLength(123);
    expect(entries).toContainEqual({ code: 'DEED, LE', description: 'LIFE ESTATE DEED', group: 'DEED' });
    expect(entries).toContainEqual({ code: 'LTPA', description: 'LETTERS PATENT', group: 'DEED' });
    expect(entries).toContainEqual({ code: 'RPTT&RET', description: 'BOTH RPTT AND RETT', group: 'OTHR' });
    expect(entries).toContainEqual({ code: 'UCC1', description: 'UNIFORM COMMERCIAL CODE 1', group: 'UCC' });
    expect(instrumentGroups).toMatchObject({
      list: 'instrumentGroups',
      entries: [{ code: 'DEED' }, { code: 'MTGE' }, { code: 'UCC' }, { code: 'OTHR' }],
    });
    expect(documentTypes).toMatchObject({
      list: 'documentTypes',
      entries: [
        { code: 'DEED', group: 'DEED' },
        { code: 'MTGE', group: 'MTGE' },
        { code: 'UCC', group: 'UCC' },
        { code: 'OTHR', group: 'OTHR' },
      ],
    });
  });

  const side = (docType: string, partyType: string) => partySide(codes.controlCodes.get(docType), partyType);

  it('puts the party of a role on its side, whatever its position', () => {
    expect([side('DEED', '1'), side('DEED', '2'), side('MTGE', '1'), side('MTGE', '2')]).toEqual([
      'grantors',
      'grantees',
      'grantors',
      'grantees',
    ]);
    expect(side('MMTG', '1')).toBe('grantees'); // MORTGAGEE/LENDER, the master mortgage's only party
    expect(side('DEED, LE', '3')).toBe('grantors'); // LIFE ESTATE RETAINED
  });

  it('goes by position where the role says no side: 1 grantor, 2 and 3 grantee', () => {
    expect([side('PAT', '1'), side('PAT', '2'), side('CORR', '3'), side('UNKNOWN', '1')]).toEqual([
      'grantors',
      'grantees',
      'grantees',
      'grantors',
    ]);
    expect(side('INIT', '3')).toBe('grantees'); // ASSIGNEE
    expect(side('DEED', '4')).toBeUndefined();
  });
});
