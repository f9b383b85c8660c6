import { G4StripEncoder } from './g4-encoder';
import { firstGlyph, type TypedFont } from './typed-font';

/**
 * Typed lines on a recorded page (the recorder's stamp, the parties, page x of y) drawn straight into G4
 * strips: a line's row is its glyphs' black runs side by side (typed-font.ts), coded by the G4 encoder.
 * No image library is called per page, and a strip already typed with the same lines is reused.
 */

export interface TypedLine {
  font: TypedFont;
  text: string;
  x: number;
  /** Top of the line box, in rows from the top of the block. */
  y: number;
  align?: 'left' | 'right' | 'center';
}

/** Renders blocks of typed lines as consecutive G4 strips of `rowsPerStrip` rows. */
export class TypedBlockRenderer {
  private readonly encoder: G4StripEncoder;
  private runs = new Int32Array(4096);
  /** Strips by what they show (the same header or title on many records is typed once). */
  private readonly typed = new Map<string, Buffer>();
  private readonly fontIds = new Map<TypedFont, number>();

  constructor(
    readonly width: number,
    readonly rowsPerStrip: number,
  ) {
    this.encoder = new G4StripEncoder(width);
  }

  render(rows: number, lines: readonly TypedLine[]): Buffer[] {
    const placed = lines
      .map((line) => {
        const text = line.text.replace(/[^\x20-\x7e]/g, '?');
        const span = Math.round(text.length * line.font.advance);
        const x = line.align === 'right' ? line.x - span : line.align === 'center' ? line.x - span / 2 : line.x;
        return { ...line, text, x: Math.round(x) };
      })
      .sort((a, b) => a.x - b.x);
    const strips: Buffer[] = [];
    for (let top = 0; top < rows; top += this.rowsPerStrip) {
      const height = Math.min(this.rowsPerStrip, rows - top);
      const inside = placed.filter(
        (line) => line.y < top + height && line.y + line.font.height > top && line.text.trim(),
      );
      const key = `${height}${inside.map((line) => `\u0000${this.fontId(line.font)}|${line.x}|${line.y - top}|${line.text}`).join('')}`;
      let strip = this.typed.get(key);
      if (!strip) {
        strip = this.encoder.encode(height, (y, out) => this.row(top + y, inside, out));
        if (this.typed.size >= 5000) this.typed.clear();
        this.typed.set(key, strip);
      }
      strips.push(strip);
    }
    return strips;
  }

  private fontId(font: TypedFont): number {
    let id = this.fontIds.get(font);
    if (id === undefined) {
      id = this.fontIds.size;
      this.fontIds.set(font, id);
    }
    return id;
  }

  private row(y: number, lines: readonly TypedLine[], out: Int32Array): number {
    let count = 0;
    let sorted = true;
    for (const line of lines) {
      const r = y - line.y;
      if (r < 0 || r >= line.font.height) continue;
      const { advance, glyphs } = line.font;
      for (let i = 0; i < line.text.length; i++) {
        const glyph = glyphs[line.text.charCodeAt(i) - firstGlyph]![r]!;
        if (glyph.length === 0) continue;
        const pen = line.x + Math.round(i * advance);
        if (count + glyph.length > this.runs.length) break;
        for (let k = 0; k < glyph.length; k += 2) {
          const start = pen + glyph[k]!;
          if (count > 0 && start < this.runs[count - 2]!) sorted = false;
          this.runs[count++] = start;
          this.runs[count++] = pen + glyph[k + 1]!;
        }
      }
    }
    if (!sorted) this.sortRuns(count);
    return this.merge(count, out);
  }

  /** Turns the [start, end) runs into changing elements: overlapping runs merged, clipped to the row. */
  private merge(count: number, out: Int32Array): number {
    let n = 0;
    for (let k = 0; k < count; k += 2) {
      const start = Math.max(0, this.runs[k]!);
      const end = Math.min(this.width, this.runs[k + 1]!);
      if (end <= start) continue;
      if (n > 0 && start <= out[n - 1]!) out[n - 1] = Math.max(out[n - 1]!, end);
      else {
        out[n++] = start;
        out[n++] = end;
      }
    }
    return n;
  }

  private sortRuns(count: number): void {
    const pairs: Array<[number, number]> = [];
    for (let k = 0; k < count; k += 2) pairs.push([this.runs[k]!, this.runs[k + 1]!]);
    pairs.sort((a, b) => a[0] - b[0]);
    pairs.forEach(([start, end], i) => {
      this.runs[2 * i] = start;
      this.runs[2 * i + 1] = end;
    });
  }
}
