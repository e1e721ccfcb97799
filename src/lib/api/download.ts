import { apiFile } from './client.ts';
import { saveFile } from './save-file.ts';

/**
 * Downloads a file the API makes (a report export, a claim document): the request carries the id
 * token like every call, so it cannot be a plain link; the answer becomes a file named `fileName`,
 * or as the server says.
 */
export async function downloadFile(path: string, fileName?: string): Promise<void> {
  const { blob, name: served } = await apiFile(path);
  saveFile(blob, fileName ?? served);
}
