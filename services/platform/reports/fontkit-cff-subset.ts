import type { Font } from '@pdf-lib/fontkit';

/**
 * @pdf-lib/fontkit's CFF subsetter gives a glyph the font dictionary of the last dictionary it added, not its own,
 * whenever glyphs of several dictionaries interleave (Noto CJK keeps kana, ideographs, Hangul and Latin in
 * separate ones): the subset then calls the wrong local subroutines and the characters print broken (pdf.js:
 * "Out of bounds subrIndex for callsubr"). This is fontkit 2's corrected subsetFontdict, put on the subsetter's
 * prototype (the class is not exported) the first time a CFF face is opened.
 */
type Dict = { FontName?: unknown; Private?: { Subrs?: unknown[] } | null };
type CffSubset = {
  glyphs: number[];
  font: { getGlyph(id: number): { path: unknown; _usedSubrs?: Record<string, boolean> } };
  cff: { fdForGlyph(id: number): number | null; topDict: { FDArray: Dict[] } };
  subsetSubrs(subrs: unknown[], used: Record<string, boolean>): unknown[];
};
type TopDict = { FDArray: Dict[]; FDSelect: { version: 0; fds: number[] } };

function subsetFontdict(this: CffSubset, topDict: TopDict) {
  topDict.FDArray = [];
  topDict.FDSelect = { version: 0, fds: [] };
  const newIndexOf = new Map<number, number>();
  const usedSubrs: Array<Record<string, boolean>> = [];
  for (const id of this.glyphs) {
    const fd = this.cff.fdForGlyph(id);
    if (fd === null || fd === undefined) continue;
    let index = newIndexOf.get(fd);
    if (index === undefined) {
      topDict.FDArray.push({ ...this.cff.topDict.FDArray[fd] });
      usedSubrs.push({});
      index = topDict.FDArray.length - 1;
      newIndexOf.set(fd, index);
    }
    topDict.FDSelect.fds.push(index);
    const glyph = this.font.getGlyph(id);
    void glyph.path; // parsing the glyph records the subroutines it calls
    for (const subr in glyph._usedSubrs) usedSubrs[index]![subr] = true;
  }
  topDict.FDArray.forEach((dict, index) => {
    delete dict.FontName;
    if (dict.Private?.Subrs) {
      dict.Private = { ...dict.Private };
      dict.Private.Subrs = this.subsetSubrs(dict.Private.Subrs!, usedSubrs[index]!);
    }
  });
}

type Encoding = { cff: { length?: number; offSize?: number }; encode(stream: unknown): void };

/**
 * The subset's CFF header takes its offset size from the font's `length`, which holds what decoding left in it (27
 * for Noto CJK) where 1 to 4 belong: pdf.js warned "Unable to detect correct font file Type/Subtype". The header
 * gets the font's own offset size while the subset is written.
 */
function withHeaderOffSize(encode: Encoding['encode']) {
  return function (this: Encoding, stream: unknown) {
    const { length } = this.cff;
    this.cff.length = this.cff.offSize;
    try {
      encode.call(this, stream);
    } finally {
      this.cff.length = length;
    }
  };
}

let corrected = false;
export function correctCffSubsets(cffFace: Font) {
  if (corrected) return;
  const prototype = Object.getPrototypeOf(cffFace.createSubset()) as { subsetFontdict?: unknown; encode?: unknown };
  if (typeof prototype.subsetFontdict !== 'function' || typeof prototype.encode !== 'function') {
    throw new Error('fontkit changed: its CFF subsetter has no subsetFontdict or encode');
  }
  prototype.subsetFontdict = subsetFontdict;
  prototype.encode = withHeaderOffSize(prototype.encode as Encoding['encode']);
  corrected = true;
}
