import { declare } from '../message';

/**
 * The e-file upload's messages: the spec's words where it has them (002 §5), ours for a file it cannot read and
 * for the checks before payment (issue 27), each of which names the page.
 */
export const efileMessages = {
  invalidFormat: declare('EFILE_INVALID_FORMAT', 'Invalid file format; PDF or TIF only.'),
  tooLarge: declare('EFILE_TOO_LARGE', 'Document exceeds the max size of 25MB.'),
  // ours
  fileRequired: declare('EFILE_FILE_REQUIRED', 'A file is required.'),
  uploadUnreadable: declare(
    'EFILE_UPLOAD_UNREADABLE',
    'The upload was not received whole. Please upload the file again.',
  ),
  fieldsUnreadable: declare('EFILE_FIELDS_UNREADABLE', 'The e-file fields could not be read.'),
  encrypted: declare(
    'EFILE_ENCRYPTED',
    'The PDF is encrypted or password protected. Save it without a password and upload it again.',
  ),
  damaged: declare(
    'EFILE_DAMAGED',
    'The file is damaged or incomplete and its pages cannot be read. Scan or save it again and upload it again.',
  ),
  noPages: declare('EFILE_NO_PAGES', 'The document has no pages.'),
  efileType: declare('EFILE_TYPE', 'Choose a document type: LR, MAP, MAR, UCC-1 or UCC-2.'),
  efileOff: declare('EFILE_OFF', 'E-file is not available.'),
  tooManyUploads: declare('EFILE_TOO_MANY_UPLOADS', 'Too many uploads from this address. Try again in a few minutes.'),
  noSuchImage: declare('EFILE_NO_SUCH_IMAGE', 'The uploaded document was not found. Upload it again.'),
  /** The checks before payment (issue 27); each names the page. */
  pageSize: declare(
    'EFILE_CHECK_PAGE_SIZE',
    ({ page, size }: { page: number; size: string }) =>
      `Page ${page} is ${size} inches; pages must be 8.5 × 11 or 8.5 × 14 inches.`,
  ),
  resolution: declare(
    'EFILE_CHECK_RESOLUTION',
    ({ page, dpi }: { page: number; dpi: number }) =>
      `Page ${page} is scanned at ${dpi} dpi; at least 200 dpi is required.`,
  ),
  colourPage: declare(
    'EFILE_CHECK_COLOUR',
    ({ page }: { page: number }) => `Page ${page} is scanned in colour; pages must be scanned in black and white.`,
  ),
  greyscalePage: declare(
    'EFILE_CHECK_GREYSCALE',
    ({ page }: { page: number }) => `Page ${page} is scanned in greyscale; pages must be scanned in black and white.`,
  ),
  topMargin: declare(
    'EFILE_CHECK_TOP_MARGIN',
    ({ page }: { page: number }) =>
      `The top 3 inches of page ${page} are not blank; they are left for the recording stamp.`,
  ),
  blankPage: declare('EFILE_CHECK_BLANK_PAGE', ({ page }: { page: number }) => `Page ${page} is blank.`),
  pageNotExamined: declare(
    'EFILE_CHECK_NOT_EXAMINED',
    ({ page }: { page: number }) => `Page ${page} could not be examined; the recorder will look at it.`,
  ),
} as const;
