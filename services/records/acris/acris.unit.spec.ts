import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { feedRecordSchema } from '@landrecords/contracts/records/feed';
import { amountInCents } from './document-amount';
import {
  convert,
  copyOfSamples,
  documentOf,
  landDocuments,
  sampleFolder,
  samplesWithRealWorldRows,
  type Conversion,
} from '../../../tests/support/acris-samples';

const master = 'acris_real_property_master.csv';
const parties = 'acris_real_property_parties.csv';
const references = 'acris_real_property_references.csv';

describe('ACRIS samples to the records feed', () => {
  let samples: Conversion;
  beforeAll(async () => {
    samples = await convert(sampleFolder);
  });

  it('makes every master row a land document the feed accepts, after the code lists', () => {
    expect(landDocuments(samples.records)).toHaveLength(100);
    for (const record of samples.records) expect(() => feedRecordSchema.parse(record)).not.toThrow();
    expect(
      samples.records.slice(0, 4).map((record) => (record.kind === 'codeList' ? record.list : record.kind)),
    ).toEqual(['instrumentGroups', 'instrumentCodes', 'documentTypes', 'municipalities']);
    expect(samples.summary).toEqual({
      documents: 100,
      codeLists: 4,
      rejected: 2,
      // The five samples are independent: no child row's document id is a master's.
      withoutMaster: { parties: 100, legals: 100, references: 98, remarks: 10 },
    });
  });

  it('rejects the two references that name no document (reel borough 5, all else 0)', () => {
    expect(samples.rejects).toEqual([
      { file: references, lineNumber: 11, reason: 'the reference names no document: no CRFN, document id or reel' },
      { file: references, lineNumber: 85, reason: 'the reference names no document: no CRFN, document id or reel' },
    ]);
  });

  it('maps a deed with an amount: CRFN, sale price, dates in summer time, borough, image key type', () => {
    expect(documentOf(samples.records, '2014041100010001')).toEqual({
      kind: 'landDocument',
      docId: '2014041100010001',
      docNumber: '2014000131777',
      displayDocNumber: '2014000131777',
      docType: 'ABSTRACT',
      instrumentCode: 'DEED',
      instrumentDescription: 'DEED',
      recordedDateTime: '2014-04-17T00:00:00-04:00',
      instrumentDate: '2014-04-04',
      salePrice: 73_000_000,
      grantors: [],
      grantees: [],
      legals: [],
      parcelIds: [],
      addresses: [],
      references: [],
      additionalInfo: [],
      displayOnly: [
        { label: 'Borough', value: 'MANHATTAN' },
        { label: '% transferred', value: '100' },
      ],
      sourcedDocKey: { docKeyType: 'ACRIS', docKeyNumber: '2014041100010001', imageKeyType: 'DEED' },
      pageCount: 0,
    });
  });

  it('maps a mortgage recorded in winter: mortgage amount, New York standard time', () => {
    const mortgage = documentOf(samples.records, '2010012100518002');
    expect(mortgage).toMatchObject({
      docNumber: '2010000030511',
      instrumentCode: 'MTGE',
      instrumentDescription: 'MORTGAGE',
    });
    expect(mortgage).toMatchObject({
      recordedDateTime: '2010-01-27T00:00:00-05:00',
      instrumentDate: '2009-04-28',
      mortgageAmount: 39_500_000,
    });
    expect(mortgage.salePrice).toBeUndefined();
    expect(mortgage.sourcedDocKey.imageKeyType).toBe('MTGE');
  });

  it('maps a pre-ACRIS mortgage: document id as number, reel as book and page, cents, no document date', () => {
    const mortgage = documentOf(samples.records, 'FT_2110000790211');
    expect(mortgage).toMatchObject({
      docNumber: 'FT_2110000790211',
      book: '1007',
      page: '1',
      mortgageAmount: 21_455_127,
    });
    expect(mortgage.recordedDateTime).toBe('1990-09-20T00:00:00-04:00');
    expect(mortgage.displayDocNumber).toBeUndefined();
    expect(mortgage.instrumentDate).toBeUndefined();
    expect(mortgage.displayOnly).toEqual([
      { label: 'Borough', value: 'BRONX' },
      { label: 'Reel year', value: '1990' },
    ]);
    expect(documentOf(samples.records, 'FT_3700007528170').mortgageAmount).toBe(2_335_861);
  });

  it('takes the sale price of a transfer tax return (seller and buyer) and no amount of 0', () => {
    expect(documentOf(samples.records, '2005050300535001')).toMatchObject({
      salePrice: 62_600_000,
      sourcedDocKey: { imageKeyType: 'OTHR' },
    });
    const agreement = documentOf(samples.records, 'FT_4420002639842');
    expect([agreement.mortgageAmount, agreement.salePrice]).toEqual([undefined, undefined]);
  });

  it('gives a 1927 recording New York standard time of 1927', () => {
    expect(documentOf(samples.records, 'FT_3120009031912')).toMatchObject({
      recordedDateTime: '1927-01-28T00:00:00-05:00',
      book: '5973',
      page: '1684',
    });
  });
});

describe('damaged rows', () => {
  let folder: string;
  let damaged: Conversion;
  let samples: Conversion;
  beforeAll(async () => {
    samples = await convert(sampleFolder);
    folder = await copyOfSamples({
      [master]: (lines) =>
        lines.map((line, index) => {
          const lineNumber = index + 1;
          if (lineNumber === 3) return line.replace('09/20/1990,09/20/1990', '13/45/1990,09/20/1990');
          if (lineNumber === 4) return 'FT_4420002639842,A,,4,AGMT';
          if (lineNumber === 14) return line.replace(',626000,', ',62x000,');
          return line;
        }),
      [parties]: (lines) => [
        ...lines,
        '2010012100518002,P,7,"SMITH, JOHN",,,,,,,',
        '2010012100518002,P,1,"UNCLOSED, NAME,,,,,,,,,',
      ],
    });
    damaged = await convert(folder);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reports each damaged row with its file, line and reason', () => {
    const byLine = damaged.rejects.filter((reject) => reject.file !== references);
    expect(byLine).toEqual([
      { file: parties, lineNumber: 102, reason: "party type '7' is not 1, 2 or 3" },
      { file: parties, lineNumber: 103, reason: 'a quote is never closed (to the end of the file)' },
      { file: master, lineNumber: 3, reason: "recorded date '13/45/1990' is not a date" },
      { file: master, lineNumber: 4, reason: expect.stringContaining('Invalid Record Length') },
      { file: master, lineNumber: 14, reason: "amount '62x000' is not a number" },
    ]);
  });

  it('converts every other row as before', () => {
    const damagedIds = ['FT_2110000790211', 'FT_4420002639842', '2005050300535001'];
    expect(landDocuments(damaged.records)).toEqual(
      landDocuments(samples.records).filter((record) => !damagedIds.includes(record.docId)),
    );
    expect(damaged.summary).toMatchObject({ documents: 97, rejected: 7 });
  });
});

describe('amounts as clerks type them', () => {
  it('reads thousands separators and a dollar sign, and still refuses what is not an amount', () => {
    expect(amountInCents('200,000')).toBe(20_000_000);
    expect(amountInCents('$1,250.00')).toBe(125_000);
    expect(amountInCents('$1,250,000')).toBe(125_000_000);
    expect(amountInCents('$395000')).toBe(39_500_000);
    expect(amountInCents('214551.27')).toBe(21_455_127);
    expect(amountInCents('0')).toBeUndefined();
    for (const garbage of ['12abc', '1,2,3', '1,23', '12,3456', ',100', '$', '1.2.3', '$-5', '1 000'])
      expect({ garbage, cents: amountInCents(garbage) }).toEqual({ garbage, cents: Number.NaN });
  });
});

describe('real-world rows: amounts with separators, institutions, names with punctuation', () => {
  let folder: string;
  let converted: Conversion;
  beforeAll(async () => {
    folder = await samplesWithRealWorldRows();
    converted = await convert(folder);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('takes "200,000" and "$1,250.00" as amounts, rejecting nothing more than the samples', () => {
    expect(converted.summary).toMatchObject({ documents: 103, rejected: 2 });
    expect(documentOf(converted.records, '2015070100123001').salePrice).toBe(20_000_000);
    expect(documentOf(converted.records, '2015070200456001').mortgageAmount).toBe(125_000_000);
    expect(documentOf(converted.records, '2015070300789001').salePrice).toBe(125_000);
  });

  it('keeps an institution whole and a trailing role off the name, the name as printed on display', () => {
    const deed = documentOf(converted.records, '2015070100123001');
    expect(deed.grantors).toMatchObject([
      { lastName: 'TRUSTEES/COLUMBIA', firstName: '', middleInitial: '', displayName: 'TRUSTEES/COLUMBIA' },
    ]);
    expect(deed.grantees).toMatchObject([
      { lastName: 'TEACHERS COLLEGE, COLUMBIA UNIVERSITY', firstName: '', middleInitial: '' },
    ]);
    expect(deed.parcelIds).toEqual(['1-02139-0051']);
    expect(documentOf(converted.records, '2015070200456001').grantees).toMatchObject([
      { lastName: 'CITIBANK, N.A.', firstName: '', displayName: 'CITIBANK, N.A., AS AGENT' },
    ]);
    expect(documentOf(converted.records, '2015070300789001').grantors).toMatchObject([
      { lastName: "O'BRIEN", firstName: 'PATRICK', displayName: "O'BRIEN, PATRICK,TR." },
    ]);
  });
});
