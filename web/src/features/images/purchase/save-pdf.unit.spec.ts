import { describe, expect, it } from '@jest/globals';
import { pdfOfBase64 } from './save-pdf';

describe('the downloaded PDF assembled from base64 (000 §7)', () => {
  it('has exactly the bytes encoded, across chunks, and reports progress up to the whole', async () => {
    // Over two chunks of 512 KiB of base64, and not a multiple of 512 bytes.
    const bytes = Buffer.alloc(900_001);
    for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 7919) % 251;
    const progress: number[] = [];
    const pdf = await pdfOfBase64(bytes.toString('base64'), (done) => progress.push(done));
    expect(pdf.type).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(bytes)).toBe(true);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('reads base64 broken over lines', async () => {
    const text = Buffer.from('%PDF-1.7 a small file').toString('base64');
    const pdf = await pdfOfBase64(`${text.slice(0, 8)}\n${text.slice(8)}`, () => {});
    expect(await pdf.text()).toBe('%PDF-1.7 a small file');
  });
});
