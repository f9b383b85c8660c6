import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { feedRecordSchema } from '@landrecords/contracts/records/feed';
import {
  appendRows,
  convert,
  copyOfSamples,
  documentOf,
  sampleFolder,
  sampleRow,
  type Conversion,
} from '../../../tests/support/acris-samples';

const deed = '2014041100010001';
/** A real row of another document, given to the sample deed: the samples' ids do not join by themselves. */
const givenToTheDeed = (row: string) => row.replace(/^[^,]+/, deed);

describe('a document with its parties, legals, references and remarks (real rows joined to the sample deed)', () => {
  let folder: string;
  let joined: Conversion;
  beforeAll(async () => {
    folder = await copyOfSamples();
    const rows = async (file: string, ...wanted: [string, string?][]) =>
      appendRows(
        folder,
        file,
        (await Promise.all(wanted.map(([id, holding]) => sampleRow(file, id, holding)))).map(givenToTheDeed),
      );
    await rows(
      'acris_real_property_parties.csv',
      ['2004030201814001'],
      ['FT_3830004427183'],
      ['2003092201119002'],
      ['2005082901561002'],
    );
    await rows('acris_real_property_legals.csv', ['2012022100546002'], ['2011021600237001'], ['2010050701047002']);
    await rows(
      'acris_real_property_references.csv',
      ['2015043000201004'],
      ['2007062501150001'],
      ['FT_3990004603799'],
      ['2011032900305002'],
      ['2011032900305002'],
    );
    await rows('acris_real_property_remarks.csv', ['2004100501750003'], ['2006011702062002']);
    joined = await convert(folder);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('splits "LAST, FIRST M" people and keeps businesses whole, on the side their party type gives', () => {
    const document = documentOf(joined.records, deed);
    expect(document.grantors).toEqual([
      {
        lastName: 'SMERECHNIAK',
        firstName: 'MARGUERITE',
        middleInitial: 'M',
        displayName: 'SMERECHNIAK, MARGUERITE M',
      },
      { lastName: 'GENOVESE', firstName: 'FRANK', middleInitial: 'R', displayName: 'GENOVESE, FRANK R/GUARDIAN' },
    ]);
    expect(document.grantees).toEqual([
      {
        lastName: 'ABACUS FEDERAL SAVINGS BANK',
        firstName: '',
        middleInitial: '',
        displayName: 'ABACUS FEDERAL SAVINGS BANK',
      },
      { lastName: 'CITIBANK, N.A.', firstName: '', middleInitial: '', displayName: 'CITIBANK, N.A.' },
    ]);
  });

  it('makes condominium units CONDO legals, other lots LB legals, with parcel IDs and addresses in the borough', () => {
    const document = documentOf(joined.records, deed);
    expect(document.legals).toEqual([
      {
        type: 'CONDO',
        block: '197',
        lot: '1104',
        unit: '203',
        municipality: 'MANHATTAN',
        description: 'COMMERCIAL CONDO UNIT(S)',
        comment: '',
      },
      {
        type: 'LB',
        block: '6733',
        lot: '86',
        municipality: 'BROOKLYN',
        description: 'DWELLING ONLY - 1 FAMILY',
        comment: '',
      },
      { type: 'LB', block: '1119', lot: '1', municipality: 'BROOKLYN', description: 'OTHER', comment: 'PARTIAL LOT' },
    ]);
    expect(document.parcelIds).toEqual(['1-00197-1104', '3-06733-0086', '3-01119-0001']);
    expect(document.addresses).toEqual([
      { streetNumber: '139', streetName: 'CENTRE STREET', city: 'MANHATTAN' },
      { streetNumber: '1225', streetName: 'EAST 13TH STREET', city: 'BROOKLYN' },
      { streetNumber: '622', streetName: 'ATLANTIC AVENUE', city: 'BROOKLYN' },
    ]);
  });

  it('refers by CRFN, by reel and page as book and page, by document id, each reference once', () => {
    expect(documentOf(joined.records, deed).references).toEqual([
      { docNumber: '2014000252969' },
      { book: '1996', page: '735' },
      { docNumber: 'FT_3860001194186' },
      { docNumber: '2004000617077' },
    ]);
  });

  it('keeps the remarks as additional information, and the document still passes the schema', () => {
    const document = documentOf(joined.records, deed);
    expect(document.additionalInfo).toEqual(['Consolidation, Extension & Modification', 'DEED']);
    expect(() => feedRecordSchema.parse(document)).not.toThrow();
    expect(joined.summary.withoutMaster).toEqual({ parties: 100, legals: 100, references: 98, remarks: 10 });
  });
});

describe('the Socrata API column names', () => {
  it('reads a master exported with document_id, recorded_datetime, document_amt, reel_yr...', async () => {
    const folder = await copyOfSamples();
    const header =
      'document_id,record_type,crfn,recorded_borough,doc_type,document_date,document_amt,recorded_datetime,modified_date,reel_yr,reel_nbr,reel_pg,percent_trans,good_through_date';
    const row = `${deed},A,2014000131777,1,DEED,2014-04-04T00:00:00.000,730000,2014-04-17T00:00:00.000,2014-04-17T00:00:00.000,0,0,0,100,2015-07-31T00:00:00.000`;
    await writeFile(join(folder, 'acris_real_property_master.csv'), `${header}\n${row}\n`);
    const fromApi = await convert(folder);
    await rm(folder, { recursive: true, force: true });
    expect(documentOf(fromApi.records, deed)).toEqual(documentOf((await convert(sampleFolder)).records, deed));
  });
});
