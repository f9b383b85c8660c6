import { copyFile, link, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FeedRecordInput, SourcedDocKey } from '../../../contracts/records/feed';
import { pageContentOf, type PageContent } from './page-content';
import { coverLines, type Fonts } from './cover-page';
import { coverRows, page, stampRows, type TemplateName } from './page-layout';
import { templateStrips } from './page-templates';
import { fractionOf } from './random';
import { writeG4Tiff, type TiffPage } from './tiff-file';
import { loadTypedFont } from './typed-font';
import { TypedBlockRenderer } from './typed-text';

/**
 * Page images of the demo county, as the imaging capability will read them:
 *
 *   <imagesDir>/<imageKeyType>/<docKeyNumber>.tif
 *
 * one multi-page TIFF per record with pages (its sourcedDocKey names the file), one IFD per page, 1700 x 2200
 * at 200 dpi, 1 bit, CCITT G4 in strips of 50 rows, white is zero, as a recorder's scanner writes them.
 * A page is the recorder's stamp (typed per record; "Page x of y" typed once per x and y), on the first page a
 * typed cover (mail-to block, title, parties, parcel, legal), and the rest of a printed form drawn once.
 *
 * With `imagesPerShape`, only the first n records of each shape (forms and page count) get images of their own;
 * every later one gets a hard link to one of those, so each record still has its file with the right pages.
 */

export const imagePath = (imagesDir: string, key: Pick<SourcedDocKey, 'imageKeyType' | 'docKeyNumber'>): string =>
  join(imagesDir, key.imageKeyType, `${key.docKeyNumber}.tif`);

const shapeOf = (content: PageContent) =>
  `${content.first}|${content.following.join(',')}|${content.last ?? ''}|${content.pageCount}`;

/** A hard link, or a copy where the file system has none (or the file has too many links). */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if (!['EPERM', 'ENOTSUP', 'EXDEV', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await copyFile(from, to);
  }
}

export class PageImageWriter {
  pagesWritten = 0;
  /** TIFFs drawn and encoded. */
  filesWritten = 0;
  /** Records given a link to another record's TIFF of the same shape. */
  filesLinked = 0;
  private readonly renderer = new TypedBlockRenderer(page.width, page.rowsPerStrip);
  private readonly pageOf = new Map<string, Buffer>();
  private readonly folders = new Map<string, Promise<unknown>>();
  private readonly shapes = new Map<string, { files: Array<Promise<string>>; uses: number }>();

  private constructor(
    readonly imagesDir: string,
    readonly share: number,
    readonly imagesPerShape: number,
    private readonly fonts: Fonts,
  ) {}

  static async open(imagesDir: string, share = 1, imagesPerShape = Infinity): Promise<PageImageWriter> {
    const [stamp, small, cover, title] = await Promise.all([
      loadTypedFont(24),
      loadTypedFont(20),
      loadTypedFont(30),
      loadTypedFont(46, true),
    ]);
    return new PageImageWriter(imagesDir, share, imagesPerShape, { stamp, small, cover, title });
  }

  /** Whether the record's pages are among the share written (by its key, so the same on every run). */
  chosen(key: Pick<SourcedDocKey, 'imageKeyType' | 'docKeyNumber'>): boolean {
    return this.share >= 1 || fractionOf(`${key.imageKeyType}/${key.docKeyNumber}`) < this.share;
  }

  /** Writes the record's pages; resolves to the number of pages written (0 for a record without pages). */
  async write(record: FeedRecordInput): Promise<number> {
    if ('voided' in record && record.voided) return 0; // out of the index: no pages to retrieve
    const content = pageContentOf(record);
    if (!content || !this.chosen(content)) return 0;
    const path = imagePath(this.imagesDir, content);
    // Decided before any await, in the order records come, so the same records get images of their own every run.
    let shape = this.shapes.get(shapeOf(content));
    if (!shape) this.shapes.set(shapeOf(content), (shape = { files: [], uses: 0 }));
    if (shape.files.length >= this.imagesPerShape) {
      const sample = shape.files[shape.uses++ % shape.files.length]!;
      await this.folderOf(content);
      await rm(path, { force: true });
      await linkOrCopy(await sample, path);
      this.filesLinked += 1;
      return content.pageCount;
    }
    const writing = this.writeOwn(content, path);
    const written = writing.then(() => path);
    written.catch(() => {}); // a failure is reported by the write itself
    shape.files.push(written);
    return writing;
  }

  private async writeOwn(content: PageContent, path: string): Promise<number> {
    const middle = content.pageCount - 1 - (content.last && content.pageCount > 1 ? 1 : 0);
    const forms = [
      content.first,
      ...content.following.slice(0, middle),
      ...(content.last && content.pageCount > 1 ? [content.last] : []),
    ];
    const strips = new Map<TemplateName, Buffer[]>(
      await Promise.all(forms.map(async (form) => [form, await templateStrips(form)] as const)),
    );
    const file = this.compose(content, strips);
    await this.folderOf(content);
    // Removed first: the path may be a link to another record's file (from an earlier run), not to be written through.
    await rm(path, { force: true });
    await writeFile(path, file);
    this.pagesWritten += content.pageCount;
    this.filesWritten += 1;
    return content.pageCount;
  }

  private async folderOf(content: PageContent): Promise<void> {
    const folder = join(this.imagesDir, content.imageKeyType);
    let made = this.folders.get(folder);
    if (!made) {
      made = mkdir(folder, { recursive: true });
      this.folders.set(folder, made);
    }
    await made;
  }

  /** The TIFF of a record's pages. */
  compose(content: PageContent, forms: ReadonlyMap<TemplateName, Buffer[]>): Buffer {
    const { stamp, small } = this.fonts;
    const rows = page.rowsPerStrip;
    const right = page.width - 60;
    const [stampStrip] = this.renderer.render(rows, [
      { font: stamp, text: content.stamp, x: right, y: 14, align: 'right' },
    ]);
    const pages: TiffPage[] = [];
    for (let number = 1; number <= content.pageCount; number++) {
      const strips: Buffer[] = [stampStrip!];
      if (number === 1) {
        const fee = `Total Pages: ${content.pageCount}  Rec Fee: $${10 + 2 * (content.pageCount - 1)}.00`;
        strips.push(
          ...this.renderer.render(rows, [
            { font: small, text: fee, x: right, y: 0, align: 'right' },
            { font: small, text: 'DEMO COUNTY RECORDER, SAIPAN MP', x: right, y: 24, align: 'right' },
          ]),
          ...this.renderer.render(coverRows, coverLines(content, this.fonts)),
          ...forms.get(content.first)!.slice((stampRows + coverRows) / rows),
        );
      } else {
        const form =
          number === content.pageCount && content.last
            ? content.last
            : content.following[(number - 2) % content.following.length]!;
        strips.push(this.pageNumber(number, content.pageCount), ...forms.get(form)!.slice(stampRows / rows));
      }
      pages.push({ width: page.width, height: page.height, rowsPerStrip: rows, strips, dpi: page.dpi });
    }
    return writeG4Tiff(pages);
  }

  /** "Page x of y" under the stamp, typed once for each x and y. */
  private pageNumber(number: number, of: number): Buffer {
    const key = `${number}/${of}`;
    let strip = this.pageOf.get(key);
    if (!strip) {
      strip = this.renderer.render(page.rowsPerStrip, [
        { font: this.fonts.stamp, text: `Page ${number} of ${of}`, x: page.width - 60, y: 6, align: 'right' },
      ])[0]!;
      this.pageOf.set(key, strip);
    }
    return strip;
  }
}
