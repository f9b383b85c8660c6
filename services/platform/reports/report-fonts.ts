import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit, { type Font, type Glyph, type GlyphRun } from '@pdf-lib/fontkit';
import { correctCffSubsets } from './fontkit-cff-subset';
import './fontkit-regenerator';

/**
 * The fonts a report prints with: Debian's Noto fonts (fonts-noto-core, fonts-noto-cjk), which CI and the servers
 * install. NotoSans covers Latin (with Chamorro's å and ñ, Turkish, Tagalog, the Micronesian languages) and
 * Cyrillic; Bengali and Thai have their own files; Chinese, Japanese and Korean share one collection whose face is
 * chosen by the report's language (the same character is drawn the Japanese, Chinese or Korean way).
 */
export type Script = 'latin' | 'bengali' | 'thai' | 'cjk';
export type Weight = 'regular' | 'bold';

type FontFile = { file: string; folder: string; debianPackage: string };

const truetype = '/usr/share/fonts/truetype/noto';
const opentype = '/usr/share/fonts/opentype/noto';
const capitalized = (weight: Weight) => (weight === 'bold' ? 'Bold' : 'Regular');

const fontFiles: Record<Script, (weight: Weight) => FontFile> = {
  latin: (weight) => ({
    file: `NotoSans-${capitalized(weight)}.ttf`,
    folder: truetype,
    debianPackage: 'fonts-noto-core',
  }),
  bengali: (weight) => ({
    file: `NotoSansBengali-${capitalized(weight)}.ttf`,
    folder: truetype,
    debianPackage: 'fonts-noto-core',
  }),
  thai: (weight) => ({
    file: `NotoSansThai-${capitalized(weight)}.ttf`,
    folder: truetype,
    debianPackage: 'fonts-noto-core',
  }),
  cjk: (weight) => ({
    file: `NotoSansCJK-${capitalized(weight)}.ttc`,
    folder: opentype,
    debianPackage: 'fonts-noto-cjk',
  }),
};

/** The face of the CJK collection for a language: Japanese, Korean, Simplified or Traditional Chinese. */
export function cjkFaceOf(language: string, weight: Weight) {
  const tag = language.toLowerCase();
  const region = tag.startsWith('ko')
    ? 'kr'
    : /^zh[-_](tw|hk|mo|hant)/.test(tag)
      ? 'tc'
      : tag.startsWith('zh')
        ? 'sc'
        : 'jp'; // Japanese, and the face for a CJK name in a report in any other language
  return `NotoSansCJK${region}-${capitalized(weight)}`;
}

export class ReportFontMissing extends Error {
  constructor(path: string, debianPackage: string) {
    super(
      `The report font ${path} is missing: install the Debian package ${debianPackage} ` +
        `(apt-get install ${debianPackage}) or set REPORT_FONT_DIR to a folder holding it.`,
    );
    this.name = 'ReportFontMissing';
  }
}

/** A font file's path: REPORT_FONT_DIR holds every file when set, else Debian's folders. */
export function fontPathOf(script: Script, weight: Weight, fontDir = process.env.REPORT_FONT_DIR) {
  const { file, folder } = fontFiles[script](weight);
  return join(fontDir || folder, file);
}

/**
 * A font's bytes and its parsed face. The bytes are what pdf-lib embeds (it subsets them at save); the face is the
 * same parse pdf-lib uses, handed to it through `fontkitFor` so a collection opens on the chosen face.
 */
export type LoadedFont = { bytes: Uint8Array; face: Font };

/**
 * The fonts this process has opened, kept: opening the CJK collection's face takes most of a second, and a report
 * server prints many reports (both CJK weights held are about 40 MB).
 */
const opened = new Map<string, LoadedFont>();

export function loadFont(script: Script, weight: Weight, language: string, fontDir?: string): LoadedFont {
  const path = fontPathOf(script, weight, fontDir);
  const faceName = script === 'cjk' ? cjkFaceOf(language, weight) : undefined;
  const key = `${path} ${faceName ?? ''}`;
  let font = opened.get(key);
  if (!font) {
    font = openFont(script, weight, path, faceName);
    opened.set(key, font);
  }
  return font;
}

function openFont(script: Script, weight: Weight, path: string, faceName: string | undefined): LoadedFont {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ReportFontMissing(path, fontFiles[script](weight).debianPackage);
    }
    throw error;
  }
  // fontkit copies a Uint8Array byte by byte into its own Buffer (a second 19 MB for the CJK collection, and half a
  // second); an ArrayBuffer it only wraps. `bytes` is a view of the same memory, for pdf-lib.
  const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
  const memory = whole ? file.buffer : file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  const bytes = new Uint8Array(memory);
  const source = memory as unknown as Uint8Array;
  const face = faceName ? fontkit.create(source, faceName) : fontkit.create(source);
  if (!face || typeof face.layout !== 'function') throw new Error(`${path} has no face ${faceName ?? ''}`);
  if (script === 'cjk') correctCffSubsets(face);
  if (script === 'latin' || script === 'cjk') laidOutByCmap(face);
  else laidOutOnce(face);
  return { bytes, face };
}

/**
 * Shaping a Bengali text takes fontkit 1 to 2 ms (Thai 0.4): pdf-lib lays a text out to measure it and again to
 * write it, and a report repeats its names, so a shaped script's layouts are remembered, a thousand at most.
 */
function laidOutOnce(face: Font) {
  const layout = face.layout.bind(face);
  const laidOut = new Map<string, GlyphRun>();
  face.layout = ((text: string, features?: Parameters<Font['layout']>[1]) => {
    let run = laidOut.get(text);
    if (!run) {
      run = layout(text, features);
      if (laidOut.size >= 1000) laidOut.clear();
      laidOut.set(text, run);
    }
    return run;
  }) as Font['layout'];
}

/**
 * Latin, Cyrillic and CJK text need no shaping here (pdf-lib ignores positioning, and the CJK face is already the
 * language's), so their layout is the cmap's glyph for each character: fontkit's full layout, asked twice for each
 * of a 10,000-row report's 60,000 cells, took most of its time. Bengali and Thai keep fontkit's shaping.
 */
function laidOutByCmap(face: Font) {
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (codePoint: number) => {
    let glyph = glyphs.get(codePoint);
    if (!glyph) {
      glyph = face.glyphForCodePoint(codePoint);
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  };
  face.layout = (text: string) => ({ glyphs: Array.from(text, (char) => glyphOf(char.codePointAt(0)!)) }) as GlyphRun;
}

/**
 * What pdf-lib's registerFontkit takes: its create() is given the bytes embedFont was given and answers the face
 * already opened from them (a collection needs the face's name, which pdf-lib does not pass).
 */
export function fontkitFor(loaded: () => Iterable<LoadedFont>) {
  return {
    create(bytes: Uint8Array) {
      for (const font of loaded()) if (font.bytes === bytes) return font.face;
      return fontkit.create(bytes);
    },
  };
}
