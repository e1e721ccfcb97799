import { describe, expect, it, vi } from 'vitest';
import { createIntakePhotos } from './intake-photos.ts';

const key = {
  key: 'k'.repeat(43),
  expires_at: '2026-11-24T15:00:00.000Z',
  max_files: 10,
  upload_path: '/api/fnol/photos/DEMO?case_no=DEMO00000001',
};
const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name);

describe('photos of the damage from the claim form confirmation', () => {
  it('sends each file with the key to the answer path, and lists each with its outcome', async () => {
    const send = vi.fn(async (_url: string, f: File) => {
      if (f.name.endsWith('.txt')) throw new Error('Only photos and PDF files are accepted.');
      return {};
    });
    const photos = createIntakePhotos(key, send);
    await photos.add([file('front.png'), file('notes.txt')]);
    expect(send).toHaveBeenCalledWith(
      key.upload_path,
      expect.any(File),
      { Authorization: `Bearer ${key.key}` },
      expect.any(Function),
    );
    expect(photos.$files.get()).toEqual([
      { name: 'front.png', outcome: 'sent' },
      { name: 'notes.txt', outcome: 'refused', message: 'Only photos and PDF files are accepted.' },
    ]);
    expect(photos.$progress.get()).toBeNull();
    // A second choice adds to the list.
    await photos.add([file('side.png')]);
    expect(photos.$files.get().map((f) => `${f.name}: ${f.outcome}`)).toEqual([
      'front.png: sent',
      'notes.txt: refused',
      'side.png: sent',
    ]);
  });

  it('shows each file as sending until its answer, and takes no new choice meanwhile', async () => {
    let finish: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const photos = createIntakePhotos(key, send);
    const adding = photos.add([file('front.png')]);
    expect(photos.$files.get()).toEqual([{ name: 'front.png', outcome: 'sending' }]);
    await photos.add([file('other.png')]);
    expect(send).toHaveBeenCalledTimes(1);
    finish({});
    await adding;
    expect(photos.$files.get()).toEqual([{ name: 'front.png', outcome: 'sent' }]);
  });
});
