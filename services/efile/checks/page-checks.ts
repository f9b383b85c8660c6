import { efileMessages as m } from '@landrecords/contracts/efile/messages';
import type { EfileCheckName, EfileWarning } from '@landrecords/contracts/efile/upload';
import type { Message } from '@landrecords/contracts/message';
import type { CheckSettings, PageFacts } from './page-facts';

/** The page sizes a recorder takes (issue 27): letter and legal, either way up. */
const PAGE_SIZES: ReadonlyArray<readonly [number, number]> = [
  [8.5, 11],
  [8.5, 14],
];
/** A scan's size wanders by a few pixels; an eighth of an inch is still the size. */
const SIZE_TOLERANCE_INCHES = 0.125;
export const MIN_DPI = 200;
/** Less ink than this share of the page (a few specks of dust) is a blank page. */
export const BLANK_PAGE_INK = 0.0005;
/** More ink than this in the top 3 inches (about a short word) leaves no room for the stamp. */
export const TOP_MARGIN_INK = 0.001;

const inches = (value: number) => String(Math.round(value * 100) / 100);

export function isRecordableSize(widthInches: number, heightInches: number): boolean {
  const [short, long] = [widthInches, heightInches].sort((a, b) => a - b) as [number, number];
  return PAGE_SIZES.some(
    ([w, h]) => Math.abs(short - w) <= SIZE_TOLERANCE_INCHES && Math.abs(long - h) <= SIZE_TOLERANCE_INCHES,
  );
}

const warning = (check: EfileWarning['check'], page: number, message: Message): EfileWarning => ({
  check,
  page,
  code: message.code,
  message: message.text,
  ...(message.params ? { params: { ...message.params } } : {}),
});

/** What the county's checks find on one page, in the order the settings list them. */
export function pageWarnings(facts: PageFacts, settings: CheckSettings): EfileWarning[] {
  const { page } = facts;
  const found: EfileWarning[] = [];
  const on = (check: EfileCheckName) => settings[check];
  if (on('pageSize') && !isRecordableSize(facts.widthInches, facts.heightInches)) {
    const size = `${inches(facts.widthInches)} × ${inches(facts.heightInches)}`;
    found.push(warning('pageSize', page, m.pageSize({ page, size })));
  }
  if (!facts.examined) {
    if (Object.values(settings).some(Boolean)) found.push(warning('notExamined', page, m.pageNotExamined({ page })));
    return found;
  }
  if (on('resolution') && Math.round(facts.dpi) < MIN_DPI) {
    found.push(warning('resolution', page, m.resolution({ page, dpi: Math.round(facts.dpi) })));
  }
  if (on('blackAndWhite') && facts.scan !== 'blackAndWhite') {
    const message = facts.scan === 'colour' ? m.colourPage({ page }) : m.greyscalePage({ page });
    found.push(warning('blackAndWhite', page, message));
  }
  const ink = facts.ink;
  const blank = ink !== null && ink.page < BLANK_PAGE_INK;
  if (on('topMargin') && page === 1 && ink !== null && !blank && ink.top > TOP_MARGIN_INK) {
    found.push(warning('topMargin', page, m.topMargin({ page })));
  }
  if (on('blankPage') && blank) found.push(warning('blankPage', page, m.blankPage({ page })));
  return found;
}
