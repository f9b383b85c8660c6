import type { FeedRecordInput } from '../../../contracts/records/feed';
import { sale } from './deeds';
import { foreclosure } from './foreclosures';
import { assignment, modification, mortgage, refinance } from './mortgages';
import { codeListRecords } from './code-lists';
import { County, type CountyOptions } from './county';
import { OldBooks } from './old-books';
import { easement, judgment, mechanicsLien, noticeOfCommencement } from './encumbrances';
import { lease, powerOfAttorney, registration, survivorship } from './other-instruments';
import { PageImageWriter } from './page-images';
import { ruralParcel, subdivide } from './parcels';
import { WeightedTable } from './random';
import { TaxLiens } from './tax-liens';

/**
 * The demo county generator (DESIGN §3): a records feed of a realistic county of any size, the same for the
 * same seed. `documents` counts land documents; plats, Torrens certificates, tax liens, the 1800s books and
 * the tract index scale with it. Code lists come first; every other record follows the documents it needs.
 */

export type { CountyOptions } from './county';
export { PageImageWriter, imagePath } from './page-images';

type Event = (county: County) => boolean;
const events = new WeightedTable<Event>([
  [sale, 30],
  [refinance, 11],
  [(county) => mortgage(county, county.parcel(), false, true), 2.5],
  [assignment, 6],
  [modification, 1.5],
  [foreclosure, 0.8],
  [easement, 3.5],
  [judgment, 1.5],
  [mechanicsLien, 1],
  [lease, 4],
  [survivorship, 2],
  [powerOfAttorney, 1.5],
  [noticeOfCommencement, 1.5],
  [registration, 0.5],
]);

/** Parcels the county should have by land document `step`: those known when the index begins, and growth. */
const parcelsBy = (documents: number, step: number) => Math.max(10, Math.round(documents * 0.03)) + step * 0.1;

function recordLandDocument(county: County): void {
  for (let due = county.land.takeDue(county.step); due; due = county.land.takeDue(county.step)) {
    if (due.run()) return;
  }
  const random = county.random;
  if (county.parcels.length < parcelsBy(county.options.documents, county.step)) {
    const roll = random.next();
    if (roll < 0.55) subdivide(county, false);
    else if (roll < 0.7) subdivide(county, true);
    else ruralParcel(county, true);
    return;
  }
  const distress = county.year >= 2008 && county.year <= 2012;
  for (;;) {
    const event = distress && random.chance(0.02) ? foreclosure : events.pick(random);
    if (event(county)) return;
  }
}

/** The feed of a county, record by record (synchronous: a million documents take seconds). */
export function* countyRecords(options: CountyOptions): Generator<FeedRecordInput> {
  const county = new County(options);
  const startYear = options.startYear ?? 1980;
  yield* codeListRecords();
  const random = county.random;
  while (county.parcels.length < parcelsBy(options.documents, 0)) {
    if (random.chance(0.6)) subdivide(county, random.chance(0.15), startYear - random.int(1, 30));
    else ruralParcel(county, false);
  }
  yield* county.out.splice(0);
  const books = new OldBooks(county);
  const liens = new TaxLiens(county);
  for (let step = 0; step < options.documents; step++) {
    county.step = step;
    recordLandDocument(county);
    liens.step();
    for (let due = county.extras.takeDue(step); due; due = county.extras.takeDue(step)) due.run();
    books.step(step);
    if (county.out.length === 1) yield county.out.pop()!;
    else yield* county.out.splice(0);
  }
  yield* liens.remaining();
  yield* county.torrens.remaining();
}

export interface GenerateOptions extends CountyOptions {
  /** Writes page images under this folder (see page-images.ts for the layout). */
  imagesDir?: string;
  /** The share of records with pages that get images, 0..1 (default 1); chosen by key, not by chance. */
  imageShare?: number;
  /** Records of one shape (forms and page count) drawn before later ones share their images (default: all). */
  imagesPerShape?: number;
  /** An image writer already open (instead of imagesDir and imageShare), e.g. to read its counts. */
  imageWriter?: PageImageWriter;
}

/** The county's records; with `imagesDir`, each record's pages are written before it is yielded. */
export async function* generateCounty(options: GenerateOptions): AsyncGenerator<FeedRecordInput> {
  const writer =
    options.imageWriter ??
    (options.imagesDir
      ? await PageImageWriter.open(options.imagesDir, options.imageShare ?? 1, options.imagesPerShape)
      : undefined);
  if (!writer) {
    yield* countyRecords(options);
    return;
  }
  const writing = new Set<Promise<void>>();
  let failure: unknown;
  for (const record of countyRecords(options)) {
    const job: Promise<void> = writer
      .write(record)
      .then(
        () => undefined,
        (error: unknown) => void (failure ??= error),
      )
      .finally(() => writing.delete(job));
    writing.add(job);
    if (writing.size >= 16) await Promise.race(writing);
    if (failure) throw failure;
    yield record;
  }
  await Promise.all(writing);
  if (failure) throw failure;
}
