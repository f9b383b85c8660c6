/** A document's file name: its title, letters, digits and dashes only (as the server names a download). */
export const pdfNameOf = (title: string) =>
  `${title.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || 'document'}.pdf`;
