import { apiFile } from './client.ts';

/**
 * Downloads a file the API makes (a report export): the request carries the id token like every
 * call, so it cannot be a plain link; the answer becomes a file named as the server says.
 */
export async function downloadFile(path: string): Promise<void> {
  const { blob, name } = await apiFile(path);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
