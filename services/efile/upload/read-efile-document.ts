import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { efileMessages as m } from '@landrecords/contracts/efile/messages';
import { UserFacingError } from '../../platform/http/errors';
import { readDirectories } from '../../images/index';

/** A received file judged by its content: a PDF that pdf-lib reads, or a classic TIFF whose pages are all in it. */
export type EfileDocument =
  | { format: 'pdf'; path: string; numberOfPages: number; pdf: PDFDocument }
  | { format: 'tiff'; path: string; numberOfPages: number };

const refused = (message: typeof m.damaged) => new UserFacingError(message, 400);

/** '%PDF-' within the first kilobyte (as readers allow), or a classic TIFF's byte order and 42. */
export function formatOf(head: Buffer): 'pdf' | 'tiff' | null {
  if (head.subarray(0, HEAD_SEARCH).includes('%PDF-', 0, 'latin1')) return 'pdf';
  const tiffMagic = head.subarray(0, 4).toString('latin1');
  if (tiffMagic === 'II*\0' || tiffMagic === 'MM\0*') return 'tiff';
  return null;
}
const HEAD_SEARCH = 1024;

/**
 * Opens the file as its content says, else refuses it: not a PDF or TIFF ('Invalid file format; PDF or TIF
 * only.'), encrypted, damaged or cut short, or without pages. The page count is the file's own.
 */
export async function readEfileDocument(path: string, head: Buffer): Promise<EfileDocument> {
  const format = formatOf(head);
  if (format === null) throw refused(m.invalidFormat);
  const bytes = await readFile(path);
  if (format === 'pdf') return { format, path, ...(await openPdf(bytes)) };
  return { format, path, numberOfPages: tiffPageCount(bytes) };
}

async function openPdf(bytes: Buffer): Promise<{ pdf: PDFDocument; numberOfPages: number }> {
  // A PDF ends with %%EOF (ISO 32000 7.5.5); pdf-lib would read a cut-short one as far as it goes.
  if (!bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF', 0, 'latin1')) throw refused(m.damaged);
  let pdf: PDFDocument;
  try {
    // Loaded whatever its encryption, so that an encrypted file is told apart from a damaged one.
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true, ignoreEncryption: true });
  } catch {
    throw refused(m.damaged);
  }
  if (pdf.isEncrypted) throw refused(m.encrypted);
  let numberOfPages: number;
  try {
    numberOfPages = pdf.getPageCount();
    for (const page of pdf.getPages()) page.getMediaBox();
  } catch {
    throw refused(m.damaged);
  }
  if (numberOfPages < 1) throw refused(m.noPages);
  return { pdf, numberOfPages };
}

const STRIP_OFFSETS = 273;
const STRIP_BYTE_COUNTS = 279;
const TILE_OFFSETS = 324;
const TILE_BYTE_COUNTS = 325;

/** A TIFF's directories are its pages; each page's strips (or tiles) must lie within the file, or it was cut short. */
function tiffPageCount(bytes: Buffer): number {
  let directories: Array<Map<number, number[]>>;
  try {
    directories = readDirectories(bytes, new Set([STRIP_OFFSETS, STRIP_BYTE_COUNTS, TILE_OFFSETS, TILE_BYTE_COUNTS]));
  } catch {
    throw refused(m.damaged);
  }
  for (const directory of directories) {
    const offsets = directory.get(STRIP_OFFSETS) ?? directory.get(TILE_OFFSETS);
    const counts = directory.get(STRIP_BYTE_COUNTS) ?? directory.get(TILE_BYTE_COUNTS);
    if (!offsets || !counts || offsets.length !== counts.length) throw refused(m.damaged);
    if (offsets.some((offset, index) => offset + counts[index]! > bytes.length)) throw refused(m.damaged);
  }
  if (directories.length < 1) throw refused(m.noPages);
  return directories.length;
}
