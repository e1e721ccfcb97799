import { atom } from 'nanostores';
import { saveFile } from '../api/save-file.ts';

/**
 * "Add to calendar" under a policyholder's booking: the booking's calendar entry is fetched with
 * their token and saved as a file the phone or computer opens in its calendar. A failed fetch is
 * said beside the button, which can be pressed again.
 */
export function createCalendarEntry() {
  const $failed = atom(false);
  const $busy = atom(false);
  /** `fetchFile` at the press: it carries the token the page holds then (a visit's token is renewed). */
  async function save(fetchFile: () => Promise<{ blob: Blob; name: string }>): Promise<void> {
    if ($busy.get()) return;
    $busy.set(true);
    $failed.set(false);
    try {
      const { blob, name } = await fetchFile();
      saveFile(blob, name);
    } catch {
      $failed.set(true);
    } finally {
      $busy.set(false);
    }
  }
  return { $failed, $busy, save };
}
