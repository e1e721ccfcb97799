import { currentLanguage } from '../auth/paths.ts';
import { refreshTokens } from '../auth/refresh.ts';
import { $session } from '../stores/session.ts';

/**
 * Downloads a file the API makes (a report export): the request carries the id token like every
 * call, so it cannot be a plain link; the answer becomes a file named as the server says.
 */
export async function downloadFile(path: string): Promise<void> {
  const request = () =>
    fetch(`/api${path}`, {
      headers: { 'Accept-Language': currentLanguage(), Authorization: `Bearer ${$session.get()?.idToken ?? ''}` },
    });
  let response = await request();
  if (response.status === 401 && (await refreshTokens())) response = await request();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `The download failed (${response.status}).`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
