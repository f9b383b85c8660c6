// The documents bench:web opens in the image preview and buys (issue 22), made in its kept demo county through
// the real import path: one whose pages are a real recorder's scan (services/images/fixtures/deed-3917312.pdf,
// 7 pages of 1-bit CCITT G4 at 200 dpi, 1700 x 2200), and documents of 50 pages drawn as the demo draws its
// pages (G4 TIFF at 200 dpi), one for each timed download so every run is a first purchase.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { catchUpToNow } from '../../projections/platform/runner';
import { searchProjection } from '@landrecords/projections/search/index';
import type { DatabasePool } from '../../projections/platform/database';
import type { FeedRecordInput } from '../../contracts/records/feed';
import { readStream } from '../../projections/platform/eventstore/index';
import { importFeed } from '../../services/records/index';
import { countyRecords, PageImageWriter } from '../demo/records/index';
import { repositoryRoot } from '../runtime';

/** A document of the bench county as the search by document number finds it and the preview titles it. */
export type BenchDocument = { docNumber: string; pageCount: number; imageKey: string };

type LandDocument = Extract<FeedRecordInput, { kind: 'landDocument' }>;

const realScan = join(repositoryRoot, 'services', 'images', 'fixtures', 'deed-3917312.pdf');
const scanPages = 7;
const scanDocId = 8_999_999;
/** The 50-page documents take ids from here up, one a timed download, bought once and never again. */
const firstFiftyDocId = 9_000_001;

/** A deed of the generator's (a valid feed line of every part), given this id, page count and a recent date. */
function deedWith(docId: number, pageCount: number): LandDocument {
  const deed = [...countyRecords({ documents: 200, seed: 1 })].find(
    (record): record is LandDocument =>
      record.kind === 'landDocument' &&
      !record.voided &&
      record.sourcedDocKey !== undefined &&
      /deed/i.test(record.instrumentDescription ?? ''),
  );
  if (!deed?.sourcedDocKey) throw new Error('The demo generator made no deed with pages');
  const id = String(docId);
  return {
    ...deed,
    docId: id,
    docNumber: id,
    // Within the demo county's image dates (notable dates: images from 1985 to November 2026).
    recordedDateTime: '2024-06-03T09:00:00+10:00',
    references: [],
    pageCount,
    sourcedDocKey: { ...deed.sourcedDocKey, docKeyNumber: id },
  };
}

const imageKeyOf = (record: LandDocument) =>
  `${record.sourcedDocKey!.imageKeyType}/${record.sourcedDocKey!.docKeyNumber}`;
const benchDocument = (record: LandDocument): BenchDocument => ({
  docNumber: record.docNumber,
  pageCount: record.pageCount ?? 0,
  imageKey: imageKeyOf(record),
});
const imported = async (pool: DatabasePool, docId: number) =>
  (await readStream(pool, `landdoc-${docId}`)).version !== 'no_stream';

/**
 * Makes what is missing: the real scan's document once, and `downloads` 50-page documents not bought before
 * (those of earlier runs are bought, and a bought page is not charged again). Imports them, writes their pages
 * under `dataDir/images`, and catches the search tables up so the searches find them.
 */
export async function prepareImageDocuments(
  pool: DatabasePool,
  dataDir: string,
  downloads: number,
): Promise<{ scan: BenchDocument; fifty: BenchDocument[] }> {
  const imagesDir = join(dataDir, 'images');
  const records: LandDocument[] = [];
  const scan = deedWith(scanDocId, scanPages);
  // The scan is a PDF: the store takes a .tif of the same key first, so none may be there.
  const scanPath = join(imagesDir, `${imageKeyOf(scan)}.pdf`);
  await mkdir(dirname(scanPath), { recursive: true });
  await rm(join(imagesDir, `${imageKeyOf(scan)}.tif`), { force: true });
  await copyFile(realScan, scanPath);
  if (!(await imported(pool, scanDocId))) records.push(scan);

  const fifty: LandDocument[] = [];
  for (let docId = firstFiftyDocId; fifty.length < downloads; docId++) {
    if (!(await imported(pool, docId))) fifty.push(deedWith(docId, 50));
  }
  // One 50-page TIFF drawn, the others hard links to it (as the demo county shares its images).
  const writer = await PageImageWriter.open(imagesDir, 1, 1);
  for (const record of fifty) await writer.write(record);
  records.push(...fifty);

  if (records.length > 0) {
    const counts = await importFeed(
      pool,
      records.map((record) => JSON.stringify(record)),
      { system: 'bench-web' },
    );
    if (counts.rejected > 0) throw new Error(`The feed refused ${counts.rejected} of the bench's image documents`);
    await catchUpToNow(pool, searchProjection);
  }
  return { scan: benchDocument(scan), fifty: fifty.map(benchDocument) };
}
