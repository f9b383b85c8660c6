import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { TypeFeatures } from 'pdf-lib/cjs/types/fontkit';
import { fontkitFor, loadFont, type LoadedFont, type Script, type Weight } from './report-fonts';

/** A stretch of text that one font prints; `emboldened`: drawn bold by outlining the regular face. */
export type TextRun = { text: string; font: PDFFont; emboldened?: boolean };

/**
 * CJK bold is the regular face outlined: the bold collection is another 20 MB read and parsed for a report's
 * column heads and title, a third of a Japanese report's memory.
 */
const faceWeight = (script: Script, weight: Weight): Weight => (script === 'cjk' ? 'regular' : weight);
type Classified = Script | 'neutral';

const ranges: Array<[number, number, Script]> = [
  [0x0980, 0x09ff, 'bengali'],
  [0x0e00, 0x0e7f, 'thai'],
  [0x1100, 0x11ff, 'cjk'], // Hangul Jamo
  [0x2e80, 0x2fdf, 'cjk'], // radicals
  [0x3000, 0x33ff, 'cjk'], // CJK punctuation, kana, bopomofo, compatibility Jamo, enclosed and squared forms
  [0x3400, 0x4dbf, 'cjk'],
  [0x4e00, 0x9fff, 'cjk'],
  [0xa960, 0xa97f, 'cjk'],
  [0xac00, 0xd7ff, 'cjk'], // Hangul syllables
  [0xf900, 0xfaff, 'cjk'],
  [0xfe30, 0xfe4f, 'cjk'],
  [0xff00, 0xffef, 'cjk'], // full- and half-width forms
  [0x20000, 0x3ffff, 'cjk'],
];

/** Characters any script's font prints (spaces, digits, punctuation, joiners): they stay in the run they are in. */
function isNeutral(codePoint: number) {
  return (
    (codePoint <= 0x40 && codePoint >= 0x20) ||
    (codePoint >= 0x5b && codePoint <= 0x60) ||
    (codePoint >= 0x7b && codePoint <= 0x7e) ||
    codePoint === 0xa0 ||
    (codePoint >= 0x0300 && codePoint <= 0x036f) ||
    (codePoint >= 0x0964 && codePoint <= 0x0965) || // the dandas Bengali shares with Devanagari
    (codePoint >= 0x200b && codePoint <= 0x2027)
  );
}

function classify(codePoint: number): Classified {
  if (isNeutral(codePoint)) return 'neutral';
  for (const [from, to, script] of ranges) if (codePoint >= from && codePoint <= to) return script;
  return 'latin';
}

/**
 * Layout features turned off, per script. pdf-lib places glyphs by their advance widths and ignores positioning, so
 * the positioning features (kerning, marks) cost time for nothing (fontkit's layout of each cell was 20 ms with
 * them); Latin and CJK need no substitution either (the CJK face is already the language's). Bengali keeps its
 * conjunct and reordering substitutions, Thai its composed vowels (ccmp).
 */
const positioning = ['kern', 'mark', 'mkmk', 'curs', 'dist', 'abvm', 'blwm'];
const latinSubstitutions = ['ccmp', 'locl', 'rlig', 'calt', 'clig', 'liga', 'rclt', 'rvrn'];
const off = (tags: string[]) => Object.fromEntries(tags.map((tag) => [tag, false]));
const featuresOf: Record<Script, Record<string, boolean>> = {
  latin: off([...positioning, ...latinSubstitutions]),
  cjk: off([...positioning, ...latinSubstitutions]),
  bengali: off(positioning),
  thai: off(positioning),
};

const rememberedTexts = 5000;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Chooses the font for each stretch of a text by its characters (Latin and Cyrillic → NotoSans, Bengali, Thai →
 * their fonts, Chinese, Japanese, Korean → the CJK face of the report's language; a character NotoSans lacks is
 * tried in the CJK font) and embeds each font, subset, the first time a text needs it: a report with no Thai in
 * it never reads the Thai font.
 */
export class Typesetter {
  private readonly loaded = new Map<string, LoadedFont>();
  private readonly embedded = new Map<string, PDFFont>();
  private readonly latinFace: LoadedFont;
  private readonly scriptOf = new Map<number, Script>();
  private readonly fittedTexts = new Map<string, TextRun[]>();
  private readonly characterWidths = new Map<string, number>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly language: string,
    private readonly fontDir?: string,
  ) {
    pdf.registerFontkit(fontkitFor(() => this.loaded.values()));
    this.latinFace = this.load('latin', 'regular');
  }

  private load(script: Script, asked: Weight) {
    const weight = faceWeight(script, asked);
    const key = `${script}-${weight}`;
    let font = this.loaded.get(key);
    if (!font) {
      font = loadFont(script, weight, this.language, this.fontDir);
      this.loaded.set(key, font);
    }
    return font;
  }

  async font(script: Script, asked: Weight): Promise<PDFFont> {
    const weight = faceWeight(script, asked);
    const key = `${script}-${weight}`;
    let font = this.embedded.get(key);
    if (!font) {
      font = await this.pdf.embedFont(this.load(script, weight).bytes, {
        subset: true,
        features: featuresOf[script] as TypeFeatures,
      });
      this.embedded.set(key, font);
    }
    return font;
  }

  private scriptOfCodePoint(codePoint: number, classified: Script): Script {
    if (classified !== 'latin') return classified;
    let script = this.scriptOf.get(codePoint);
    if (!script) {
      script =
        this.latinFace.face.hasGlyphForCodePoint(codePoint) ||
        !this.load('cjk', 'regular').face.hasGlyphForCodePoint(codePoint)
          ? 'latin'
          : 'cjk';
      this.scriptOf.set(codePoint, script);
    }
    return script;
  }

  private has(script: Script, weight: Weight, codePoint: number) {
    return this.load(script, weight).face.hasGlyphForCodePoint(codePoint);
  }

  private pieces(text: string, weight: Weight) {
    const pieces: Array<{ text: string; script: Script }> = [];
    let last: { text: string; script: Script } | undefined;
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      const classified = classify(codePoint);
      if (classified === 'neutral' && last && (last.script === 'latin' || this.has(last.script, weight, codePoint))) {
        last.text += char;
        continue;
      }
      const script = classified === 'neutral' ? 'latin' : this.scriptOfCodePoint(codePoint, classified);
      if (last?.script === script) last.text += char;
      else pieces.push((last = { text: char, script }));
    }
    return pieces;
  }

  /** The text cut into runs of one script each, whitespace made single spaces. */
  async runs(text: string, weight: Weight = 'regular'): Promise<TextRun[]> {
    const runs: TextRun[] = [];
    for (const piece of this.pieces(text.replace(/\s+/g, ' '), weight)) {
      const font =
        this.embedded.get(`${piece.script}-${faceWeight(piece.script, weight)}`) ??
        (await this.font(piece.script, weight));
      runs.push(
        weight === 'bold' && piece.script === 'cjk'
          ? { text: piece.text, font, emboldened: true }
          : { text: piece.text, font },
      );
    }
    return runs;
  }

  static widthOf(runs: TextRun[], size: number) {
    let width = 0;
    for (const run of runs) width += run.font.widthOfTextAtSize(run.text, size);
    return width;
  }

  /**
   * The text's runs cut, at a whole character, to fit the width, ending in "..." where it had to cut. Remembered
   * for the texts a report repeats (names, types, accounts), up to a few thousand.
   */
  async fitted(text: string, width: number, size: number, weight: Weight = 'regular'): Promise<TextRun[]> {
    const key = `${weight} ${size} ${width} ${text}`;
    const known = this.fittedTexts.get(key);
    if (known) return known;
    const runs = await this.cut(text, width, size, weight);
    if (this.fittedTexts.size >= rememberedTexts) this.fittedTexts.clear();
    this.fittedTexts.set(key, runs);
    return runs;
  }

  /** A character's width at size 1, remembered: clipping adds them up. */
  private async widthOfCharacter(character: string, weight: Weight) {
    const key = `${weight} ${character}`;
    let width = this.characterWidths.get(key);
    if (width === undefined) {
      width = Typesetter.widthOf(await this.runs(character, weight), 1);
      this.characterWidths.set(key, width);
    }
    return width;
  }

  private async cut(text: string, width: number, size: number, weight: Weight): Promise<TextRun[]> {
    const whole = await this.runs(text, weight);
    if (Typesetter.widthOf(whole, size) <= width) return whole;
    const ellipsis = await this.runs('...', weight);
    const room = width - Typesetter.widthOf(ellipsis, size);
    // Characters' widths added up (a shaped script's cluster measured alone), then checked whole.
    let kept = '';
    let used = 0;
    for (const { segment } of graphemes.segment(text.replace(/\s+/g, ' '))) {
      const grown = used + (await this.widthOfCharacter(segment, weight)) * size;
      if (grown > room) break;
      kept += segment;
      used = grown;
    }
    for (;;) {
      const candidate = await this.runs(`${kept.trimEnd()}...`, weight);
      if (Typesetter.widthOf(candidate, size) <= width || kept === '') return candidate;
      kept = Array.from(graphemes.segment(kept), (each) => each.segment)
        .slice(0, -1)
        .join('');
    }
  }
}
