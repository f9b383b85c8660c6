import { declare } from '../message';
/** The preview's messages: the spec's words where it has them (000 §5, §8), ours for the pages rules it leaves open. */
export const imageMessages = {
  noImage: declare('IMAGE_NO_IMAGE', 'There is no image of this document.'),
  /** Drawn across every preview page (thumbnails.ts). */
  mark: declare('IMAGE_MARK', 'UNOFFICIAL COPY'),
  noPage: declare('IMAGE_NO_PAGE', ({ page }: { page: number | string }) => `Document does not have a page ${page}`),
  // ours
  notAPage: declare(
    'IMAGE_NOT_A_PAGE',
    ({ part }: { part: string }) => `"${part}" is not a page number. Ex.: 1, 3, 7-9, 11`,
  ),
  emptyPart: declare('IMAGE_EMPTY_PART', 'A page number or a range is missing between commas. Ex.: 1, 3, 7-9, 11'),
  firstPage: declare('IMAGE_FIRST_PAGE', 'Pages start at 1.'),
  reversedRange: declare(
    'IMAGE_REVERSED_RANGE',
    ({ part }: { part: string }) => `The range ${part} runs backwards: write the lower page first.`,
  ),
  pageNeeded: declare('IMAGE_PAGE_NEEDED', 'Name the page this change is for.'),
} as const;
