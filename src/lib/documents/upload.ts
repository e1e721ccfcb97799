import { errorMessageOf } from '../../../contract/error-message.ts';
import { currentLanguage } from '../auth/paths.ts';

/**
 * Sends a file as the raw request body, reporting progress (fetch cannot report an upload's
 * progress; XMLHttpRequest can). Resolves with the answer's JSON; rejects with the server's own
 * message when it refuses the file.
 */
export function uploadFile(
  url: string,
  file: File,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
      // The tracker page carries no valibot (see lib/tracker/api.ts): the error shape is read by hand.
      reject(new Error(errorMessageOf(body) ?? `The upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the server. Check the connection and try again.'));
    xhr.send(file);
  });
}
