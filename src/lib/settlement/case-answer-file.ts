import { saveFile } from '../api/save-file.ts';

/**
 * Shows a file the page fetched with the visitor's token: in a new tab where the browser allows
 * it (its own PDF viewer), else saved under its name. A tab opened once the fetch is back may be
 * refused as a pop-up; a download never is.
 */
export function showFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  if (!window.open(url, '_blank')) saveFile(blob, name);
  // The tab has read the file well within a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
