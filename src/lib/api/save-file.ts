/**
 * Saves a file the page fetched (the call carried a token, so it could not be a plain link) under
 * its name, as a download: a download is never refused as a pop-up.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file well within a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
