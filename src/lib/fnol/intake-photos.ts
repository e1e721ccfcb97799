import { atom } from 'nanostores';
import type { FnolReceipt } from '../../../contract/fnol.ts';
import { uploadFile } from '../documents/upload.ts';

export type IntakePhotoKey = NonNullable<FnolReceipt['photos']>;
/** A chosen file and how its send went: the server's own message when it refused it. */
export type IntakePhoto = { name: string; outcome: 'sending' | 'sent' | 'refused'; message?: string };

/**
 * Photos of the damage added from the claim form's confirmation. Loaded only when the confirmation
 * shows. The sent claim's answer says where to send them (upload_path) and with which key, so this
 * part holds no address of its own; the server checks the key, the type, the size and the count.
 * Each choice adds to the list: every file is listed with its outcome, a refusal beside the file's name.
 */
export function createIntakePhotos(photos: IntakePhotoKey, send: typeof uploadFile = uploadFile) {
  const $files = atom<IntakePhoto[]>([]);
  /** 0..1 while a file is sending, null when the picker is free. */
  const $progress = atom<number | null>(null);

  async function add(chosen: File[]): Promise<void> {
    if (chosen.length === 0 || $progress.get() !== null) return;
    const start = $files.get().length;
    $files.set([...$files.get(), ...chosen.map((f) => ({ name: f.name, outcome: 'sending' as const }))]);
    for (const [i, file] of chosen.entries()) {
      $progress.set(0);
      let done: IntakePhoto;
      try {
        await send(photos.upload_path, file, { Authorization: `Bearer ${photos.key}` }, (f) => $progress.set(f));
        done = { name: file.name, outcome: 'sent' };
      } catch (error) {
        done = { name: file.name, outcome: 'refused', message: error instanceof Error ? error.message : String(error) };
      }
      $files.set($files.get().map((f, j) => (j === start + i ? done : f)));
    }
    $progress.set(null);
  }

  return { $files, $progress, add };
}
