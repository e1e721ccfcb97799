import { apiFile } from './client.ts';

/**
 * Downloads a file the API makes (a report export, a claim document): the request carries the id
 * token like every call, so it cannot be a plain link; the answer becomes a file named `fileName`,
 * or as the server says.
 */
export async function downloadFile(path: string, fileName?: string): Promise<void> {
  const { blob, name: served } = await apiFile(path);
  const name = fileName ?? served;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
