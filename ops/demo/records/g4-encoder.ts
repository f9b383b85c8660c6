/**
 * A CCITT Group 4 (ITU-T T.6) encoder for 1-bit strips of a recorded page, fed with each row's changing
 * elements: the x where a black run starts, then where it ends, and so on (white first, as T.6 counts).
 * It lets a page carry text of its own (document number, page x of y) without a rasterizer per page.
 */

import { blackMakeUp, blackTerminating, whiteMakeUp, whiteTerminating } from './t4-code-words';

interface CodeTable {
  codes: Uint16Array;
  lengths: Uint8Array;
}
const table = (words: string): CodeTable => {
  const list = words.split(' ');
  return {
    codes: Uint16Array.from(list, (word) => parseInt(word, 2)),
    lengths: Uint8Array.from(list, (w) => w.length),
  };
};
/** [white, black] terminating and make-up tables, exported so a test can check they form prefix codes. */
export const runCodes = {
  terminating: [table(whiteTerminating), table(blackTerminating)] as const,
  makeUp: [table(whiteMakeUp), table(blackMakeUp)] as const,
};

/** The widest run one make-up word covers; pages wider than this are not drawn here. */
export const maxRowWidth = 1728;

// Mode codes: pass, horizontal, and vertical for a1 - b1 = -3..3.
const PASS = [0b0001, 4] as const;
const HORIZONTAL = [0b001, 3] as const;
const verticalCodes = [0b0000010, 0b000010, 0b010, 0b1, 0b011, 0b000011, 0b0000011];
const verticalLengths = [7, 6, 3, 1, 3, 6, 7];

/** Fills `out` with the changing elements of row `y` of a strip and returns how many it wrote. */
export type RowSource = (y: number, out: Int32Array) => number;

export class G4StripEncoder {
  private out = new Uint8Array(1 << 16);
  private pos = 0;
  private acc = 0;
  private bits = 0;
  private reference: Int32Array;
  private coding: Int32Array;

  constructor(readonly width: number) {
    if (width > maxRowWidth) throw new Error(`rows wider than ${maxRowWidth} pixels are not supported`);
    this.reference = new Int32Array(width + 2);
    this.coding = new Int32Array(width + 2);
  }

  /** One strip of `rows` rows, coded on its own (it starts from an all-white reference line) and closed by EOFB. */
  encode(rows: number, source: RowSource): Buffer {
    this.pos = 0;
    this.acc = 0;
    this.bits = 0;
    let referenceLength = 0;
    for (let y = 0; y < rows; y++) {
      const codingLength = source(y, this.coding);
      this.encodeRow(this.coding, codingLength, this.reference, referenceLength);
      [this.reference, this.coding] = [this.coding, this.reference];
      referenceLength = codingLength;
    }
    this.put(1, 12);
    this.put(1, 12);
    if (this.bits > 0) this.put(0, 8 - this.bits);
    return Buffer.from(this.out.subarray(0, this.pos));
  }

  private encodeRow(coding: Int32Array, codingLength: number, reference: Int32Array, referenceLength: number): void {
    const width = this.width;
    let a0 = -1;
    let color = 0;
    let ia = 0;
    let ib = 0;
    while (a0 < width) {
      while (ia < codingLength && coding[ia]! <= a0) ia++;
      const a1 = ia < codingLength ? coding[ia]! : width;
      while (ib < referenceLength && reference[ib]! <= a0) ib++;
      // b1 changes to the colour opposite a0's: even elements start black runs, odd ones white runs.
      const j = (ib & 1) === color ? ib : ib + 1;
      const b1 = j < referenceLength ? reference[j]! : width;
      const b2 = j + 1 < referenceLength ? reference[j + 1]! : width;
      if (b2 < a1) {
        this.put(PASS[0], PASS[1]);
        a0 = b2;
        continue;
      }
      const d = a1 - b1;
      if (d >= -3 && d <= 3) {
        this.put(verticalCodes[d + 3]!, verticalLengths[d + 3]!);
        a0 = a1;
        color ^= 1;
        continue;
      }
      const a2 = ia + 1 < codingLength ? coding[ia + 1]! : width;
      this.put(HORIZONTAL[0], HORIZONTAL[1]);
      this.putRun(color, a1 - (a0 < 0 ? 0 : a0));
      this.putRun(color ^ 1, a2 - a1);
      a0 = a2;
    }
  }

  private putRun(color: number, length: number): void {
    if (length >= 64) {
      const makeUp = runCodes.makeUp[color as 0 | 1];
      const index = (length >> 6) - 1;
      this.put(makeUp.codes[index]!, makeUp.lengths[index]!);
      length &= 63;
    }
    const terminating = runCodes.terminating[color as 0 | 1];
    this.put(terminating.codes[length]!, terminating.lengths[length]!);
  }

  private put(code: number, length: number): void {
    this.acc = ((this.acc << length) | code) >>> 0;
    this.bits += length;
    while (this.bits >= 8) {
      this.bits -= 8;
      if (this.pos === this.out.length) this.grow();
      this.out[this.pos++] = (this.acc >>> this.bits) & 0xff;
    }
    this.acc &= (1 << this.bits) - 1;
  }

  private grow(): void {
    const bigger = new Uint8Array(this.out.length * 2);
    bigger.set(this.out);
    this.out = bigger;
  }
}

/** The changing elements of a row of a bitmap holding one byte a pixel (non-zero is black). */
export function changingElements(pixels: Uint8Array, offset: number, width: number, out: Int32Array): number {
  let count = 0;
  let black = false;
  for (let x = 0; x < width; x++) {
    if ((pixels[offset + x] !== 0) !== black) {
      out[count++] = x;
      black = !black;
    }
  }
  return count;
}
