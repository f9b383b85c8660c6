/** Base64 characters decoded between two looks at the screen: the progress bar moves, the page stays responsive. */
const chunkChars = 512 * 1024;
/** The spec's slices (000 §7): the PDF is assembled from base64 in 512-byte pieces. */
const sliceBytes = 512;

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The PDF of imaging/getImage from its base64, decoded a chunk at a time and assembled from 512-byte slices;
 * `onProgress` hears the share done (0 to 1) after each chunk.
 */
export async function pdfOfBase64(base64: string, onProgress: (done: number) => void): Promise<Blob> {
  const text = base64.replace(/\s+/g, '');
  const slices: Uint8Array<ArrayBuffer>[] = [];
  for (let start = 0; start < text.length; start += chunkChars) {
    const binary = atob(text.slice(start, start + chunkChars));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    for (let offset = 0; offset < bytes.length; offset += sliceBytes) {
      slices.push(bytes.subarray(offset, offset + sliceBytes));
    }
    onProgress(Math.min(1, (start + chunkChars) / text.length));
    await nextFrame();
  }
  return new Blob(slices, { type: 'application/pdf' });
}
