import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** The text a pdf-lib page shows: its content streams' hex strings, WinAnsi decoded. */
export async function pdfText(bytes: Buffer) {
  const pdf = await PDFDocument.load(bytes);
  const streams = pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object) => object instanceof PDFRawStream);
  const decoded = (stream: PDFRawStream) => {
    try {
      return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    } catch {
      return '';
    }
  };
  const text = streams
    .map(decoded)
    .flatMap((content) =>
      [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1')),
    );
  return { pdf, text: text.join('\n') };
}
