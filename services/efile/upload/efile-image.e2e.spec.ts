import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { efileMessages as m } from '@landrecords/contracts/efile/messages';
import type { EfileImageResponse } from '@landrecords/contracts/efile/upload';
import { sql } from '@landrecords/projections/platform/database';
import { signedInClient } from '../../../tests/support/api-client';
import { givenAccount } from '../../../tests/support/accounts';
import { testContext } from '../../../tests/support/context';
import { givenUser } from '../../../tests/support/people';
import { buildApp } from '../../app';
import { authRoutes } from '../../auth/index';
import { saveSection } from '../../config/index';
import {
  blackAndWhiteTiff,
  bodyText,
  efileUpload,
  multipartBody,
  multipartHeaders,
  pageSvg,
  streamedUpload,
} from '../fixtures/uploads';
import { efileImageRoutes, efileImageStore, uploadedEfileImage } from '../index';

const fixture = (name: string) => fileURLToPath(new URL(`../../images/fixtures/${name}`, import.meta.url));
const staff = { actor: { userId: '1', username: 'provider.staff', role: 'TRIMIN' } };

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let dataDir: string;

/** The county's e-file: on, $5.00 the first page, $1.25 each page after, the card surcharge 3%, checks on. */
const efileSettings = {
  efile: true,
  firstPageRate: 5,
  additionalPagesRate: 1.25,
  applySurcharge: true,
  surchargeMethod: 'dollars',
  surcharge: 0.75,
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'efile-upload-'));
  ctx = await testContext({ DATA_DIR: dataDir, LOG_LEVEL: process.env.EUPL_LOG ?? 'silent' });
  app = await buildApp(ctx, { apiRoutes: [authRoutes, efileImageRoutes] });
  await saveSection(ctx.pool, 'efile', efileSettings, staff);
  await saveSection(
    ctx.pool,
    'creditCardExtra',
    { applySurcharge: true, surchargeMethod: 'percent', surchargePercent: 3 },
    staff,
  );
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = { ok: boolean; message: string | null; code?: string; content: EfileImageResponse | null };

async function upload(payload: Buffer | Readable, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/efile/image',
    payload: payload as Buffer,
    headers: { ...multipartHeaders, ...headers },
  });
  return { status: response.statusCode, body: response.json() as Answer };
}

const filesIn = (folder: 'incoming' | 'pending') => readdir(join(dataDir, 'efile', folder)).catch(() => [] as string[]);
const uploadedEvents = async () =>
  Number(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events WHERE type = 'EfileImageUploaded'`));

describe('an anonymous filer uploads a real scanned PDF', () => {
  it('hears the page count read from the file and the card charges, and the stored image is found by its id', async () => {
    const deed = await readFile(fixture('deed-3917312.pdf'));
    const { status, body } = await upload(efileUpload(deed, 'deed.pdf'));
    expect(status).toBe(200);
    // 7 pages: $5.00 + 6 × $1.25 = $12.50; the card surcharge 3% of it, $0.375, rounds to $0.38.
    expect(body.content).toMatchObject({
      numberOfPages: 7,
      firstPageCharge: 5,
      additionalPagesCharge: 7.5,
      paymentMethod: 'CREDIT_CARD',
      surcharge: 0.38,
      totalCharge: 12.88,
      efileType: 'LR',
      overrideAllowed: true,
    });
    const imageId = body.content!.imageId;
    const stored = await uploadedEfileImage(ctx.pool, imageId);
    expect(stored).toMatchObject({
      imageId,
      format: 'pdf',
      numberOfPages: 7,
      bytes: deed.length,
      uploadedBy: null,
      charges: { firstPageCents: 500, additionalPagesCents: 750, surchargeCents: 38, totalCents: 1288 },
    });
    expect(stored!.warnings).toEqual(body.content!.warnings);
    // Letter pages at 200 dpi in black and white; the recorded copy carries its stamp at the top of page 1.
    expect(body.content!.warnings.map(({ check, page }) => ({ check, page }))).toEqual([
      { check: 'topMargin', page: 1 },
    ]);
    expect(await efileImageStore(dataDir).pageCount(stored!.imageKey)).toBe(7);
    expect((await efileImageStore(dataDir).source(stored!.imageKey)).bytes.equals(deed)).toBe(true);
    expect(await uploadedEfileImage(ctx.pool, '3b0b2a53-7d0e-4a43-9d0c-1b1b9bb1f111')).toBeNull();
    expect(await uploadedEfileImage(ctx.pool, 'not-an-id')).toBeNull();
  });

  it('reads the decree’s 4 legal-length pages, warning of their size and the stamp’s room, page by page', async () => {
    const { body } = await upload(efileUpload(await readFile(fixture('decree-1460797.pdf')), 'decree.pdf'));
    // $5.00 + 3 × $1.25 = $8.75; 3% of it, $0.2625, is $0.26.
    expect(body.content).toMatchObject({
      numberOfPages: 4,
      additionalPagesCharge: 3.75,
      surcharge: 0.26,
      totalCharge: 9.01,
    });
    const warnings = body.content!.warnings;
    // The scans are cropped to 8.18 × 13.15 inches and so on: neither letter nor legal.
    expect(warnings.filter((w) => w.check === 'pageSize').map((w) => w.page)).toEqual([1, 2, 3, 4]);
    expect(warnings.find((w) => w.check === 'pageSize')!.message).toBe(
      'Page 1 is 8.18 × 13.15 inches; pages must be 8.5 × 11 or 8.5 × 14 inches.',
    );
    // A recorded copy carries its stamp at the top of the first page already.
    expect(warnings.filter((w) => w.check === 'topMargin').map((w) => w.page)).toEqual([1]);
    expect(warnings.filter((w) => ['resolution', 'blackAndWhite', 'blankPage'].includes(w.check))).toEqual([]);
  });

  it('a multi-page TIFF gives its page count, and an escrow user is charged by escrow with the payment surcharge', async () => {
    const accountId = await givenAccount(ctx.pool, { name: 'Saipan Title', paymentMethod: 'ESCROW' });
    await givenUser(ctx.pool, { username: 'escrow.filer', accountId, password: 'Secret#2024' });
    const filer = await signedInClient(app, 'escrow.filer', 'Secret#2024');
    const page = pageSvg(1700, 2200, bodyText, 200);
    const tiff = await blackAndWhiteTiff([page, page, page], 1700, 2200, 200);
    const response = await app.inject({
      method: 'POST',
      url: '/api/efile/image',
      payload: efileUpload(tiff, 'scan.tif', { efileType: 'MAP', name: 'Rosa Camacho' }),
      headers: { ...multipartHeaders, 'x-csrf-token': filer.cookies.lr_csrf! },
      cookies: filer.cookies,
    });
    const body = response.json() as Answer;
    // $5.00 + 2 × $1.25 = $7.50, and the efile section's $0.75 payment surcharge.
    expect(body.content).toMatchObject({
      numberOfPages: 3,
      efileType: 'MAP',
      paymentMethod: 'ESCROW',
      firstPageCharge: 5,
      additionalPagesCharge: 2.5,
      surcharge: 0.75,
      totalCharge: 8.25,
      warnings: [],
    });
    const stored = await uploadedEfileImage(ctx.pool, body.content!.imageId);
    expect(stored).toMatchObject({ format: 'tiff', uploadedBy: { accountId } });
    expect(stored!.imageKey).toMatch(/^pending\/.+\.tif$/);
    expect(await efileImageStore(dataDir).pageCount(stored!.imageKey)).toBe(3);
  });
});

describe('a file the recorder cannot take is refused with its message, and nothing is stored', () => {
  const refusedWith = async (payload: Buffer, message: string, status = 400) => {
    const before = await uploadedEvents();
    const pendingBefore = await filesIn('pending');
    const answer = await upload(payload);
    expect({ status: answer.status, ok: answer.body.ok, message: answer.body.message }).toEqual({
      status,
      ok: false,
      message,
    });
    expect(await filesIn('incoming')).toEqual([]);
    expect(await filesIn('pending')).toEqual(pendingBefore);
    expect(await uploadedEvents()).toBe(before);
  };

  it('a text file named .pdf', async () => {
    const text = Buffer.from('This is a letter, not a scan.\n'.repeat(50));
    await refusedWith(efileUpload(text, 'letter.pdf'), 'Invalid file format; PDF or TIF only.');
  });

  it('an encrypted PDF', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    // A standard security handler's dictionary, as an encrypting writer leaves in the trailer.
    pdf.context.trailerInfo.Encrypt = pdf.context.register(
      pdf.context.obj({
        Filter: PDFName.of('Standard'),
        V: 1,
        R: 2,
        O: PDFHexString.of('00'.repeat(32)),
        U: PDFHexString.of('00'.repeat(32)),
        P: -44,
      }),
    );
    await refusedWith(efileUpload(Buffer.from(await pdf.save()), 'locked.pdf'), m.encrypted.text);
  });

  it('a truncated TIFF and a PDF cut short', async () => {
    const page = pageSvg(1700, 2200, bodyText, 200);
    const tiff = await blackAndWhiteTiff([page, page], 1700, 2200, 200);
    await refusedWith(efileUpload(tiff.subarray(0, Math.floor(tiff.length * 0.6)), 'scan.tif'), m.damaged.text);
    const deed = await readFile(fixture('deed-3917312.pdf'));
    await refusedWith(efileUpload(deed.subarray(0, Math.floor(deed.length / 2)), 'deed.pdf'), m.damaged.text);
  });

  it('a body cut short, no file at all, and an unknown document type', async () => {
    const whole = efileUpload(await readFile(fixture('decree-1460797.pdf')), 'decree.pdf');
    await refusedWith(whole.subarray(0, 100_000), m.uploadUnreadable.text);
    await refusedWith(multipartBody([{ name: 'json', data: '{"efileType":"LR"}' }]), 'A file is required.');
    const deed = await readFile(fixture('deed-3917312.pdf'));
    await refusedWith(efileUpload(deed, 'deed.pdf', { efileType: 'WILL' }), m.efileType.text);
  });

  it('a file over 25,000,000 bytes, refused while it streams, with the server’s memory bounded', async () => {
    const before = await uploadedEvents();
    const pendingBefore = await filesIn('pending');
    global.gc?.();
    const base = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers - (base.heapUsed + base.arrayBuffers));
    }, 5);
    // 40 MB made as it is sent, with no length declared: only counting can stop it.
    const big = streamedUpload(40_000_000);
    const answer = await upload(big.body);
    clearInterval(sampler);
    // The server read past the limit before refusing: the count stopped it, not a declared length.
    expect(big.read()).toBeGreaterThan(25_000_000);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ ok: false, message: 'Document exceeds the max size of 25MB.' });
    expect(peak).toBeLessThan(24_000_000);
    expect(await filesIn('incoming')).toEqual([]);
    expect(await filesIn('pending')).toEqual(pendingBefore);
    expect(await uploadedEvents()).toBe(before);
  });

  it('a body that declares more than the limit is refused before it is read', async () => {
    const big = streamedUpload(30_000_000);
    const answer = await upload(big.body, { 'content-length': '30200000' });
    expect(answer.body).toMatchObject({ ok: false, message: 'Document exceeds the max size of 25MB.' });
    expect(big.read()).toBeLessThan(1_000_000);
  });
});

describe('the county’s e-file setting', () => {
  it('off: no upload is taken', async () => {
    await saveSection(ctx.pool, 'efile', { ...efileSettings, efile: false }, staff);
    const deed = await readFile(fixture('deed-3917312.pdf'));
    const answer = await upload(efileUpload(deed, 'deed.pdf'));
    await saveSection(ctx.pool, 'efile', efileSettings, staff);
    expect(answer).toMatchObject({ status: 403, body: { ok: false, message: 'E-file is not available.' } });
  });

  it('its checks: only those turned on warn, and whether the filer may submit despite them is answered', async () => {
    const decree = efileUpload(await readFile(fixture('decree-1460797.pdf')), 'decree.pdf');
    await saveSection(ctx.pool, 'efile', { ...efileSettings, checkPageSize: false, allowOverride: false }, staff);
    const { body } = await upload(decree);
    await saveSection(ctx.pool, 'efile', efileSettings, staff);
    expect(body.content!.overrideAllowed).toBe(false);
    expect(body.content!.warnings.map(({ check, page }) => `${check} ${page}`)).toEqual(['topMargin 1']);
    expect((await uploadedEfileImage(ctx.pool, body.content!.imageId))!.overrideAllowed).toBe(false);
  });
});
