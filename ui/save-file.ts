/** Saves a file the browser holds under its name (the user's download folder). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the object URL after the click's task: freed once the save has long started (a big PDF too).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
