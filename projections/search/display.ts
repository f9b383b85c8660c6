/** How the index shows dates, names and book/page: the county's clock as the recording system wrote it. */

/** 2024-03-05 or 2024-03-05T09:30:00+10:00 → 03/05/2024. */
export function displayDate(iso: string | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/** 2024-03-05T14:05:00+10:00 → { time: '02:05', amPm: 'PM' }, the clock time written in the record. */
export function displayTime(iso: string): { time: string; amPm: 'AM' | 'PM' } {
  const hours = Number(iso.slice(11, 13));
  const minutes = iso.slice(14, 16);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return { time: `${String(twelve).padStart(2, '0')}:${minutes}`, amPm: hours < 12 ? 'AM' : 'PM' };
}

export function displayDateTime(iso: string): string {
  const { time, amPm } = displayTime(iso);
  return `${displayDate(iso)} ${time} ${amPm}`;
}

export const displayBookAndPage = (book: string, page: string, bookType = '') =>
  book === '' ? '' : `${book}/${page}${bookType ? `/${bookType}` : ''}`;

/** LAST, FIRST M, as indexes print a person; a business name alone. */
export function displayName(party: {
  lastName: string;
  firstName: string;
  middleInitial: string;
  displayName?: string;
}) {
  if (party.displayName) return party.displayName;
  const given = [party.firstName, party.middleInitial].filter(Boolean).join(' ');
  return given ? `${party.lastName}, ${given}` : party.lastName;
}

/** Book and page left-padded so they sort as numbers where they are numbers. */
export const bookKey = (book: string, page: string) =>
  book === '' ? '' : `${book.toUpperCase().padStart(12, '0')}/${page.toUpperCase().padStart(8, '0')}`;

/** Integer cents to the dollars the wire carries (docs/decisions.md: dollars on the wire, cents inside). */
export const dollars = (cents: number | undefined) => (cents === undefined ? null : cents / 100);
