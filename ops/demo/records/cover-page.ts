import type { PageContent } from './page-parts';
import { page } from './page-layout';
import type { TypedFont } from './typed-font';
import type { TypedLine } from './typed-text';

/**
 * The typed cover of a first page (rows 100-899): the mail-to block top left, the instrument as a title, the
 * document number and book and page under it, then the parties, parcel, legal and amount, wrapped at words.
 */

export interface Fonts {
  stamp: TypedFont;
  small: TypedFont;
  cover: TypedFont;
  title: TypedFont;
}

export function coverLines(content: PageContent, fonts: Fonts): TypedLine[] {
  const { cover, title } = fonts;
  const left = 150;
  const width = Math.floor((page.width - 2 * left) / cover.advance);
  const mailTo = content.mailTo.length
    ? ['RECORDING REQUESTED BY AND', 'WHEN RECORDED MAIL TO:', '', ...content.mailTo]
    : [];
  const body = content.lines.flatMap((line) => wrap(line, width)).slice(0, 8);
  return [
    ...mailTo.map((text, i) => ({ font: cover, text: text.slice(0, 60), x: left, y: 30 + i * 38 })),
    { font: title, text: content.title.slice(0, 56), x: page.width / 2, y: 290, align: 'center' as const },
    { font: cover, text: content.subtitle.slice(0, width), x: page.width / 2, y: 365, align: 'center' as const },
    ...body.map((text, i) => ({ font: cover, text, x: left, y: 440 + i * 40 })),
  ];
}

/** A cover line cut at words to `width` characters, continued lines indented. */
function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > width / 2 ? cut : width;
    out.push(rest.slice(0, at));
    rest = `    ${rest.slice(at).trim()}`;
  }
  return [...out, rest];
}
