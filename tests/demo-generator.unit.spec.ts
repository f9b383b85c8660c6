import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { feedRecordSchema, type FeedRecord, type FeedRecordInput } from '../contracts/records/feed';
import type { SourcedDocKey } from '../contracts/records/parts';
import { changingElements, G4StripEncoder, runCodes } from '../ops/demo/records/g4-encoder';
import { countyRecords, generateCounty, imagePath, PageImageWriter } from '../ops/demo/records/index';
import { readTiffDirectories, writeG4Tiff } from '../ops/demo/records/tiff-file';

const linesOf = (documents: number, seed: number) =>
  Array.from(countyRecords({ documents, seed }), (record) => JSON.stringify(record));
type Of<Kind extends FeedRecord['kind']> = Extract<FeedRecord, { kind: Kind }>;

const county = linesOf(5000, 11);
const records = county.map((line) => feedRecordSchema.parse(JSON.parse(line)));
const ofKind = <Kind extends FeedRecord['kind']>(kind: Kind) =>
  records.filter((record): record is Of<Kind> => record.kind === kind);
const documents = ofKind('landDocument').filter((document) => !document.voided);
const name = (party: { lastName: string; firstName: string; middleInitial: string }) =>
  `${party.lastName}|${party.firstName}|${party.middleInitial}`;

describe('the demo county generator', () => {
  it('writes the same lines for the same seed, and another county for another seed', () => {
    expect(linesOf(800, 5)).toEqual(linesOf(800, 5));
    expect(linesOf(800, 6)).not.toEqual(linesOf(800, 5));
  });

  it('writes lines the feed schema accepts: code lists first, every kind, as many land documents as asked', () => {
    expect(records.slice(0, 7).map((record) => record.kind)).toEqual(Array(7).fill('codeList'));
    const kinds = new Set(records.map((record) => record.kind));
    expect([...kinds].sort()).toEqual([
      'codeList',
      'grantorGranteeBookEntry',
      'landDocument',
      'plat',
      'taxLien',
      'torrensCertificate',
      'tractBookEntry',
      'tractIndexParcel',
    ]);
    const all = ofKind('landDocument');
    expect(new Set(all.map((document) => document.docId)).size).toBe(5000);
    expect(all.length).toBe(5000);
    expect(all.filter((document) => document.voided).length).toBeGreaterThan(0);
    expect(
      documents.every((document) => /^\d+$/.test(document.docNumber) && document.recordedDateTime.endsWith('+10:00')),
    ).toBe(true);
    expect(documents.filter((document) => document.docType === 'TORRENS').length).toBeGreaterThan(50);
    expect(documents.filter((document) => document.protected).length).toBeGreaterThan(5);
    expect(ofKind('grantorGranteeBookEntry')).toHaveLength(100);
    expect(ofKind('tractBookEntry')).toHaveLength(100);
  });

  it('numbers documents in the order they were recorded, within business hours', () => {
    for (let i = 1; i < documents.length; i++) {
      expect(Number(documents[i]!.docNumber)).toBeGreaterThan(Number(documents[i - 1]!.docNumber));
      expect(documents[i]!.recordedDateTime >= documents[i - 1]!.recordedDateTime).toBe(true);
    }
    const hours = documents.map((document) => Number(document.recordedDateTime.slice(11, 13)));
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...hours)).toBeLessThanOrEqual(16);
    expect(documents.at(-1)!.recordedDateTime.slice(0, 10) <= '2026-06-30').toBe(true);
  });

  it('links its chains of title: satisfactions to their mortgages, deeds from the last grantees', () => {
    const mortgages = new Map(documents.filter((d) => d.instrumentCode === 'MTG').map((d) => [d.docNumber, d]));
    const satisfactions = documents.filter((d) => d.instrumentCode === 'SAT');
    expect(satisfactions.length).toBeGreaterThan(300);
    for (const satisfaction of satisfactions) {
      const mortgage = mortgages.get(satisfaction.references[0]!.docNumber);
      expect(mortgage).toBeDefined();
      expect(Number(mortgage!.docNumber)).toBeLessThan(Number(satisfaction.docNumber));
      expect(satisfaction.parcelIds).toEqual(mortgage!.parcelIds);
    }
    expect(documents.filter((d) => d.instrumentCode === 'MTG').every((d) => (d.mortgageAmount ?? 0) > 0)).toBe(true);

    const deeds = documents.filter((d) => ['WD', 'SWD', 'QCD', 'TD', 'PRD', 'SD', 'CFD'].includes(d.instrumentCode));
    const lastDeed = new Map<string, (typeof deeds)[number]>();
    let linked = 0;
    for (const deed of deeds) {
      const previous = lastDeed.get(deed.parcelIds[0]!);
      lastDeed.set(deed.parcelIds[0]!, deed);
      if (
        !previous ||
        deed.references.some(
          (reference) => reference.docNumber === previous.docNumber && previous.instrumentCode === 'CFD',
        )
      )
        continue;
      const owners = new Set(previous.grantees.map(name));
      expect(deed.grantors.every((grantor) => owners.has(name(grantor)))).toBe(true);
      linked += 1;
    }
    expect(linked).toBeGreaterThan(200);
  });

  it('cancels Torrens certificates in favour of certificates it also sends, with memorials of registered documents', () => {
    const certificates = ofKind('torrensCertificate');
    const ids = new Set(certificates.map((certificate) => certificate.id));
    const cancelled = certificates.filter((certificate) => certificate.status === 'CANCELLED');
    expect(cancelled.length).toBeGreaterThan(10);
    for (const certificate of cancelled) {
      expect(certificate.cancelledBy.length).toBeGreaterThan(0);
      for (const next of certificate.cancelledBy) expect(ids.has(next.certificateId)).toBe(true);
    }
    const torrens = new Set(documents.filter((d) => d.docType === 'TORRENS').map((d) => d.docNumber));
    const memorials = certificates.flatMap((certificate) => certificate.memorials);
    expect(memorials.length).toBeGreaterThan(10);
    expect(memorials.every((memorial) => torrens.has(memorial.docNumber))).toBe(true);
  });

  it('files tax liens with taxpayers, releases and expiry', () => {
    const liens = ofKind('taxLien');
    expect(liens.length).toBeGreaterThan(80);
    expect(
      liens.every((lien) => lien.taxpayers.length > 0 && lien.taxpayers[0]!.displayAddress && lien.expirationDate),
    ).toBe(true);
    expect(liens.filter((lien) => lien.releases.length > 0).length).toBeGreaterThan(liens.length / 3);
  });

  it('names people as often as the country does: SMITH far more often than a rare name', () => {
    const surnames = new Map<string, number>();
    for (const document of documents) {
      for (const party of [...document.grantors, ...document.grantees]) {
        if (party.firstName) surnames.set(party.lastName, (surnames.get(party.lastName) ?? 0) + 1);
      }
    }
    const ranked = [...surnames].sort((a, b) => b[1] - a[1]).map(([surname]) => surname);
    expect(ranked.slice(0, 3)).toContain('SMITH');
    expect(surnames.get('SMITH')!).toBeGreaterThan(4 * (surnames.get('OLOPAI') ?? 0));
    expect(surnames.get('CAMACHO')).toBeGreaterThan(0);
  });

  it('codes G4 strips that libtiff decodes back pixel for pixel', async () => {
    for (const table of [...runCodes.terminating, ...runCodes.makeUp]) {
      const words = Array.from(table.codes, (code, i) => code.toString(2).padStart(table.lengths[i]!, '0'));
      for (const a of words) expect(words.filter((b) => b !== a && b.startsWith(a))).toEqual([]);
    }
    const width = 1700;
    const rows = 60;
    const pixels = new Uint8Array(width * rows);
    let state = 7;
    for (let i = 0; i < pixels.length;) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const run = 1 + (state % (i % 3 === 0 ? 1700 : 40));
      pixels.fill((state >> 8) & 1, i, Math.min(pixels.length, i + run));
      i += run;
    }
    const encoder = new G4StripEncoder(width);
    const strips = [0, 1, 2].map((s) =>
      encoder.encode(20, (y, out) => changingElements(pixels, (s * 20 + y) * width, width, out)),
    );
    const tiff = writeG4Tiff([{ width, height: rows, rowsPerStrip: 20, strips, dpi: 200 }]);
    const decoded = await sharp(tiff).extractChannel(0).raw().toBuffer();
    expect(Array.from(decoded, (value) => (value < 128 ? 1 : 0))).toEqual(Array.from(pixels));
  });

  it('writes each record with pages as a multi-page 1-bit G4 TIFF at 200 dpi', async () => {
    const imagesDir = await mkdtemp(join(tmpdir(), 'demo-images-'));
    try {
      const written: FeedRecordInput[] = [];
      for await (const record of generateCounty({ documents: 30, seed: 3, imagesDir })) written.push(record);
      const document = written.find((record) => record.kind === 'landDocument' && (record.pageCount ?? 0) >= 3);
      if (document?.kind !== 'landDocument') throw new Error('no document of three pages');
      const file = await readFile(imagePath(imagesDir, document.sourcedDocKey));
      const pages = readTiffDirectories(file);
      expect(pages).toHaveLength(document.pageCount!);
      for (const tags of pages) {
        expect([tags.get(256)?.[0], tags.get(257)?.[0], tags.get(258)?.[0]]).toEqual([1700, 2200, 1]);
        expect([tags.get(259)?.[0], tags.get(262)?.[0], tags.get(282)?.[0], tags.get(296)?.[0]]).toEqual([
          4, 0, 200, 2,
        ]);
      }
      const second = await sharp(file, { page: 1 }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      expect(second.info).toMatchObject({ width: 1700, height: 2200 });
      expect(second.data.some((value) => value < 128)).toBe(true);
      const plats = written.filter((record) => record.kind === 'plat');
      expect(plats.length).toBeGreaterThan(0);
      const third = await PageImageWriter.open(imagesDir, 0.3);
      const keys = Array.from({ length: 2000 }, (_, i) => ({
        imageKeyType: 'DEED',
        docKeyNumber: String(100_000 + i),
      }));
      const chosen = keys.filter((key) => third.chosen(key)).length;
      expect(chosen).toBeGreaterThan(500);
      expect(chosen).toBeLessThan(700);
    } finally {
      await rm(imagesDir, { recursive: true, force: true });
    }
  });

  it('shares images between records of the same shape, each record still with its file of its own page count', async () => {
    const imagesDir = await mkdtemp(join(tmpdir(), 'demo-shared-images-'));
    try {
      const withPages: Array<{ key: SourcedDocKey; pageCount: number }> = [];
      for await (const record of generateCounty({ documents: 200, seed: 3, imagesDir, imagesPerShape: 2 })) {
        if (!('sourcedDocKey' in record) || !record.sourcedDocKey || !record.pageCount) continue;
        if (!('voided' in record && record.voided))
          withPages.push({ key: record.sourcedDocKey, pageCount: record.pageCount });
      }
      const files = new Set<number>();
      for (const { key, pageCount } of withPages) {
        const path = imagePath(imagesDir, key);
        expect(readTiffDirectories(await readFile(path))).toHaveLength(pageCount);
        files.add((await stat(path)).ino);
      }
      expect(files.size).toBeGreaterThan(10);
      expect(files.size).toBeLessThan(withPages.length / 2);
    } finally {
      await rm(imagesDir, { recursive: true, force: true });
    }
  });
});
