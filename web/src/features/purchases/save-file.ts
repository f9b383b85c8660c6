/** A document's file name: its title, letters, digits and dashes only (as the server names a download). */
export const pdfNameOf = (title: string) =>
  `${title.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || 'document'}.pdf`;

/** Hands a downloaded file to the browser to save under a name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is done.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
