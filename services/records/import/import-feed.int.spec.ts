import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catchUp } from '@landrecords/projections/platform/runner';
import { rebuildProjection } from '@landrecords/projections/platform/rebuild';
import { searchProjection } from '@landrecords/projections/search/index';
import { sql } from '@landrecords/projections/platform/database';
import { freshDatabase, logSettled, type TestDatabase } from '../../../tests/support/database';
import { feedLine as line, sampleLandDocument } from '../../../tests/support/records';
import { importFeed, parseFeedLine, type Rejected } from './import-feed';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const importer = { system: 'test-import' };
const project = async () => {
  await logSettled(db.pool);
  await catchUp(db.pool, searchProjection);
};
const documentNumbers = () =>
  db.pool.anyFirst(sql.unsafe`SELECT result->>'docNumber' FROM search_documents ORDER BY doc_number_key`);
const eventTypes = () => db.pool.anyFirst(sql.unsafe`SELECT type FROM es_events ORDER BY global_position`);

describe('importing the records feed', () => {
  it('imports the good lines around a bad one and reports the bad one by number and reason', async () => {
    const rejected: Rejected[] = [];
    const counts = await importFeed(
      db.pool,
      [
        line(sampleLandDocument({ docId: '2024000101' })),
        '{"kind": "landDocument", "docId": ',
        line({ ...sampleLandDocument({ docId: '2024000102' }), recordedDateTime: 'yesterday' }),
        '',
        line(sampleLandDocument({ docId: '2024000103' })),
        line({ kind: 'codeList', list: 'instrumentCodes', entries: [{ code: 'WD', description: 'Warranty Deed' }] }),
        line({ kind: 'lighthouse' }),
      ],
      importer,
      { batchSize: 2, onReject: (reject) => void rejected.push(reject) },
    );
    expect(counts).toEqual({ read: 6, changed: 3, unchanged: 0, rejected: 3 });
    expect(rejected.map(({ lineNumber, reason }) => [lineNumber, reason])).toEqual([
      [2, 'not valid JSON'],
      [3, 'recordedDateTime: Invalid ISO datetime'],
      [
        7,
        "kind: Invalid discriminator value. Expected 'landDocument' | 'torrensCertificate' | 'tractBookEntry' | 'grantorGranteeBookEntry' | 'plat' | 'taxLien' | 'tractIndexParcel' | 'codeList'",
      ],
    ]);
    await project();
    expect(await documentNumbers()).toEqual(['2024000101', '2024000103']);
    const names = await db.pool.any(sql.unsafe`
      SELECT grantor, last_key, first_key FROM search_document_names WHERE doc_id = '2024000101' ORDER BY grantor`);
    expect(names).toEqual([
      { grantor: false, last_key: 'SABLAN', first_key: 'JOSE' },
      { grantor: true, last_key: 'CAMACHO', first_key: 'ROSA' },
    ]);
  });

  it('changes nothing when the same lines come again, corrects a changed record and voids one', async () => {
    const events = () => db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
    const before = await events();
    const again = await importFeed(
      db.pool,
      [
        line(sampleLandDocument({ docId: '2024000101' })),
        line(Object.fromEntries(Object.entries(sampleLandDocument({ docId: '2024000101' })).reverse())),
      ],
      importer,
    );
    expect(again).toMatchObject({ changed: 0, unchanged: 2 });
    expect(await events()).toBe(before);

    await importFeed(
      db.pool,
      [
        line(sampleLandDocument({ docId: '2024000101', instrumentCode: 'QCD' })),
        line(sampleLandDocument({ docId: '2024000103', voided: true })),
      ],
      importer,
    );
    await project();
    expect(await documentNumbers()).toEqual(['2024000101']);
    expect(await db.pool.oneFirst(sql.unsafe`SELECT instrument_code FROM search_documents`)).toBe('QCD');
    expect((await eventTypes()).slice(-2)).toEqual(['LandDocumentCorrected', 'LandDocumentVoided']);
  });

  it('names a Torrens cancellation and a lien release for what they are', async () => {
    const certificate = {
      kind: 'torrensCertificate',
      id: 'C-1',
      certificateNumber: '1001',
      certifiedDate: '1990-05-01',
      status: 'ACTIVE',
      sourcedDocKey: { docKeyType: 'CERT', docKeyNumber: 'C-1', imageKeyType: 'CERT' },
    };
    const lien = {
      kind: 'taxLien',
      docId: 'L-1',
      docNumber: '5001',
      instrumentCode: 'FTL',
      recordedDateTime: '2020-01-02T10:00:00+10:00',
      lienNumber: '123456',
      lienDate: '2019-12-20',
      totalAmount: 1234567,
      sourcedDocKey: { docKeyType: 'DOC', docKeyNumber: 'L-1', imageKeyType: 'LIEN' },
    };
    await importFeed(db.pool, [line(certificate), line(lien)], importer);
    await importFeed(
      db.pool,
      [
        line({
          ...certificate,
          status: 'CANCELLED',
          cancelledBy: [{ certificateId: 'C-2', certificateNumber: '1002' }],
        }),
        line({ ...lien, releases: [{ releaseDocNumber: '5002', releaseDate: '2021-01-01' }] }),
      ],
      importer,
    );
    expect((await eventTypes()).slice(-4)).toEqual([
      'TorrensCertificateIssued',
      'TaxLienFiled',
      'TorrensCertificateCancelled',
      'TaxLienReleased',
    ]);
    await project();
    expect(await db.pool.oneFirst(sql.unsafe`SELECT released FROM search_tax_liens WHERE doc_id = 'L-1'`)).toBe(true);
    expect(await db.pool.oneFirst(sql.unsafe`SELECT result->>'status' FROM search_torrens_certificates`)).toBe(
      'CANCELLED',
    );
  });

  it('rebuilds the search tables to the same rows', async () => {
    const snapshot = () =>
      db.pool.oneFirst(sql.unsafe`
        SELECT md5(string_agg(d::text, '|' ORDER BY d::text)) || md5(coalesce((SELECT string_agg(n::text, '|' ORDER BY n::text) FROM search_document_names n), ''))
        FROM search_documents d`);
    const before = await snapshot();
    await db.pool.query(sql.unsafe`DELETE FROM search_documents`);
    await logSettled(db.pool);
    await rebuildProjection(db.pool, searchProjection);
    expect(await snapshot()).toBe(before);
  });

  it('rebuilds every search table to the same rows in batches of three, a record corrected batches after it came', async () => {
    const snapshot = async () => {
      const tables: Record<string, unknown> = {};
      for (const table of searchProjection.tables) {
        tables[table] = await db.pool.oneFirst(sql.unsafe`
          SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '')
          FROM ${sql.identifier([table])} t`);
      }
      return tables;
    };
    const before = await snapshot();
    expect(Number(await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`))).toBeGreaterThan(6);
    await logSettled(db.pool);
    await rebuildProjection(db.pool, searchProjection, { batchSize: 3 });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a record whose text or field name holds NUL, which PostgreSQL cannot store', async () => {
    expect(parseFeedLine(line(sampleLandDocument({ docId: '2024000201', docNumber: 'A\u0000B' })))).toEqual({
      reason: 'docNumber: text may not contain the NUL character',
    });
    expect(
      parseFeedLine(line(sampleLandDocument({ docId: '2024000201', grantors: [{ lastName: 'Cruz\u0000' }] }))),
    ).toEqual({ reason: 'grantors.0.lastName: text may not contain the NUL character' });
    expect(parseFeedLine(line({ ...sampleLandDocument({ docId: '2024000201' }), 'note\u0000': 'x' }))).toEqual({
      reason: 'record: text may not contain the NUL character',
    });
    expect(parseFeedLine(line(sampleLandDocument({ docId: '2024000201', docNumber: 'A\\u0000B' })))).toHaveProperty(
      'record',
    );
  });

  it('rejects a line its reader refused, with the reason the reader gave', async () => {
    const rejected: Rejected[] = [];
    const counts = await importFeed(db.pool, [{ refused: 'line longer than 1 MB', line: '{"kind":' }], importer, {
      onReject: (reject) => void rejected.push(reject),
    });
    expect(counts).toEqual({ read: 1, changed: 0, unchanged: 0, rejected: 1 });
    expect(rejected).toEqual([{ lineNumber: 1, reason: 'line longer than 1 MB', line: '{"kind":' }]);
  });

  it('writes a part batch once the lines stop coming for a while, without waiting for the rest', async () => {
    let release!: () => void;
    const rest = new Promise<void>((resolve) => (release = resolve));
    async function* lines() {
      yield line(sampleLandDocument({ docId: '2024000301' }));
      yield line(sampleLandDocument({ docId: '2024000302' }));
      await rest;
      yield line(sampleLandDocument({ docId: '2024000303' }));
    }
    const written = () =>
      db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events WHERE stream_id LIKE 'landdoc-20240003%'`);
    const importing = importFeed(db.pool, lines(), importer, { flushWhenIdleMs: 50 });
    let writtenBeforeTheRest = 0;
    for (const deadline = Date.now() + 3000; Date.now() < deadline && writtenBeforeTheRest < 2;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      writtenBeforeTheRest = Number(await written());
    }
    release();
    expect(await importing).toMatchObject({ read: 3, changed: 3 });
    expect(writtenBeforeTheRest).toBe(2);
  });
});
