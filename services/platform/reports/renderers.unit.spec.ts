import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { renderReportPdf } from './pdf';
import type { ReportDocument, ReportRow } from './report-document';
import { writeReportXlsx } from './xlsx';

const chainHead = '9f2c'.repeat(16);

async function* listed(rows: ReportRow[]): AsyncIterable<ReportRow> {
  for (const row of rows) yield row;
}

async function* generated(count: number): AsyncIterable<ReportRow> {
  for (let index = 0; index < count; index++) {
    yield { at: '2026-03-14T16:05:00.000Z', user: `user${index}`, type: 'Image purchase', amount: 150 + index };
  }
}

const columns: ReportDocument['columns'] = [
  { key: 'at', header: 'Date', width: 16, kind: 'date' },
  { key: 'user', header: 'Username', width: 18 },
  { key: 'type', header: 'Transaction type', width: 14 },
  { key: 'amount', header: 'Amount', width: 10, kind: 'money' },
];

function reportOf(rows: AsyncIterable<ReportRow>, changes: Partial<ReportDocument> = {}): ReportDocument {
  return {
    name: 'UserReport',
    title: 'User Report',
    criteria: ['From: 03/01/2026 12:00 AM', 'To: 03/31/2026 11:59 PM'],
    columns,
    rows,
    closing: [{ label: 'Total', value: 123_456, kind: 'money' }],
    empty: 'No transactions match these criteria.',
    chainHead,
    generatedAt: '2026-03-15T01:00:00.000Z',
    timeZone: 'Pacific/Guam',
    language: 'en',
    ...changes,
  };
}

/** Each page's text as pdf.js reads it (the embedded fonts' ToUnicode maps). */
async function pagesOf(bytes: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return pages;
}

const noSpaces = (text: string) => text.replace(/\s+/g, '');

describe('the report PDF', () => {
  it('prints names in Latin, Cyrillic, Japanese, Chinese, Korean, Thai and Bengali in their own scripts', async () => {
    const names = ['Åmot Taitano', 'Иван Петров', '山田 太郎', '张伟', '김민준', 'สมชาย ใจดี', 'অমিত'];
    const rows = names.map((user, index) => ({ at: '2026-03-14T16:05:00.000Z', user, type: 'Deposit', amount: index }));
    const bytes = await renderReportPdf(
      reportOf(listed(rows), { title: 'ユーザーレポート', language: 'ja', criteria: ['利用者: 山田'] }),
    );
    // Subset: the fonts hold only the glyphs used (the CJK collection alone is 19 MB).
    expect(bytes.length).toBeLessThan(400_000);
    const [page] = await pagesOf(bytes);
    const text = noSpaces(page!);
    for (const name of [...names.slice(0, -1), 'ユーザーレポート', '利用者:山田'])
      expect(text).toContain(noSpaces(name));
    // Bengali is shaped: the vowel sign ি is drawn before the consonant it follows, and read back in that order.
    expect(text).toContain('অিমত');
    expect(text).not.toContain('?');
  });

  it('prints the title, criteria, money, dates in the county zone, the closing line and the footer', async () => {
    const rows = [{ at: '2026-03-14T16:05:00.000Z', user: 'jdoe', type: 'Deposit', amount: 123_456 }];
    const [page] = await pagesOf(await renderReportPdf(reportOf(listed(rows))));
    // 16:05 UTC is 02:05 AM the next day in Guam (UTC+10).
    for (const expected of [
      'User Report',
      'From: 03/01/2026 12:00 AM',
      '$1,234.56',
      '03/15/2026 02:05 AM',
      'Total: $1,234.56',
    ]) {
      expect(page).toContain(expected);
    }
    expect(page).toContain(`Chain head: ${chainHead}`);
    expect(page).toContain('Generated: 03/15/2026 11:00 AM');
    expect(page).toContain('Page 1 of 1');
  });

  it('repeats the column heads on every page, numbers the pages and prints the criteria once', async () => {
    const progress: number[] = [];
    const pages = await pagesOf(
      await renderReportPdf(reportOf(generated(1200), { total: 1200 }), { onProgress: (done) => progress.push(done) }),
    );
    expect(pages.length).toBeGreaterThan(20);
    pages.forEach((page, index) => {
      expect(page).toContain('Transaction type');
      expect(page).toContain('User Report');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(pages.filter((page) => page.includes('From: 03/01/2026'))).toHaveLength(1);
    expect(pages.join('\n')).toContain('user1199');
    expect(progress).toEqual([500, 1000, 1200]);
  });

  it('cuts a cell to its column with "..." and prints `empty` when there are no rows', async () => {
    const long = { at: null, user: 'x'.repeat(300), type: 'Deposit', amount: 1 };
    const [clipped] = await pagesOf(await renderReportPdf(reportOf(listed([long]))));
    expect(clipped).toMatch(/x{10,}\.\.\./);
    expect(clipped).not.toContain('x'.repeat(100));
    const [empty] = await pagesOf(await renderReportPdf(reportOf(listed([]))));
    expect(empty).toContain('No transactions match these criteria.');
  });

  it('stops with an AbortError when its signal is aborted, having read no further', async () => {
    const controller = new AbortController();
    let read = 0;
    async function* counted() {
      for await (const row of generated(5000)) {
        read += 1;
        if (read === 700) controller.abort();
        yield row;
      }
    }
    await expect(renderReportPdf(reportOf(counted()), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(read).toBe(700);
  });

  it('names the package to install when a font file is missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-fonts-'));
    const before = process.env.REPORT_FONT_DIR;
    process.env.REPORT_FONT_DIR = empty;
    try {
      await expect(renderReportPdf(reportOf(listed([])))).rejects.toThrow(/NotoSans-Regular\.ttf.*fonts-noto-core/);
    } finally {
      if (before === undefined) delete process.env.REPORT_FONT_DIR;
      else process.env.REPORT_FONT_DIR = before;
      rmSync(empty, { recursive: true });
    }
  });
});

async function workbookOf(doc: ReportDocument, options = {}) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeReportXlsx(doc, output, options);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

describe('the report workbook', () => {
  it('reads back with a bold frozen header, money as dollars, dates on the county clock and the chain head', async () => {
    const rows = [
      { at: '2026-03-14T16:05:00.000Z', user: '山田 太郎', type: 'Deposit', amount: 123_456 },
      { at: null, user: 'অমিত', type: 'Refund', amount: -150 },
    ];
    const workbook = await workbookOf(reportOf(listed(rows)));
    const sheet = workbook.getWorksheet('UserReport')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Username', 'Transaction type', 'Amount']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2026, 2, 15, 2, 5)));
    expect(first.getCell(2).value).toBe('山田 太郎');
    expect(first.getCell(4).value).toBe(1234.56);
    expect(first.getCell(4).numFmt).toBe('"$"#,##0.00');
    expect(sheet.getRow(3).getCell(4).value).toBe(-1.5);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Total', 1234.56]);
    expect(sheet.getRow(5).getCell(1).value).toBe(`Chain head: ${chainHead}`);
    expect(workbook.keywords).toBe(chainHead);
    const criteria = workbook.getWorksheet('Criteria')!;
    expect(criteria.getColumn(1).values).toEqual([
      undefined,
      'User Report',
      'From: 03/01/2026 12:00 AM',
      'To: 03/31/2026 11:59 PM',
      `Chain head: ${chainHead}`,
      'Generated: 03/15/2026 11:00 AM',
    ]);
  });

  it('writes `empty` when there are no rows, reports progress and stops on abort', async () => {
    const empty = await workbookOf(reportOf(listed([]), { closing: [] }));
    expect(empty.getWorksheet('UserReport')!.getRow(2).getCell(1).value).toBe('No transactions match these criteria.');

    const progress: number[] = [];
    const many = await workbookOf(reportOf(generated(1100)), { onProgress: (done: number) => progress.push(done) });
    expect(many.getWorksheet('UserReport')!.getRow(1101).getCell(2).value).toBe('user1099');
    expect(progress).toEqual([500, 1000, 1100]);

    const controller = new AbortController();
    const stopped = new PassThrough();
    let read = 0;
    async function* counted() {
      for await (const row of generated(5000)) {
        read += 1;
        if (read === 600) controller.abort();
        yield row;
      }
    }
    await expect(writeReportXlsx(reportOf(counted()), stopped, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(read).toBe(600);
    expect(stopped.destroyed).toBe(true);
  });
});
