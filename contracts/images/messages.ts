/** The preview's messages: the spec's words where it has them (000 §5, §8), ours for the pages rules it leaves open. */
export const imageMessages = {
  noImage: 'There is no image of this document.',
  /** Drawn across every preview page (thumbnails.ts). */
  mark: 'UNOFFICIAL COPY',
  noPage: (page: number | string) => `Document does not have a page ${page}`,
  // ours
  notAPage: (part: string) => `"${part}" is not a page number. Ex.: 1, 3, 7-9, 11`,
  emptyPart: 'A page number or a range is missing between commas. Ex.: 1, 3, 7-9, 11',
  firstPage: 'Pages start at 1.',
  reversedRange: (part: string) => `The range ${part} runs backwards: write the lower page first.`,
  pageNeeded: 'Name the page this change is for.',
} as const;
