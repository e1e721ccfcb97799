import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { createIntakePhotos, type IntakePhotoKey } from '../../lib/fnol/intake-photos.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { clockTime } from '../../lib/use-countdown.ts';
import { FilePicker } from '../documents/FilePicker.tsx';
import type { IntakePhotoMessages } from './intake-photo-keys.ts';
import type { Language } from '../../../contract/languages.ts';
import { pluralKey } from '../../lib/plural.ts';

interface Props {
  photos: IntakePhotoKey;
  /** The damage's photos, or the amicable report's (sent to its own address, counted with them). */
  part: 'photos' | 'amicable';
  lang: Language;
  messages: IntakePhotoMessages;
}

/**
 * "Add photos of the damage" on the claim form's confirmation: loaded only there (the form's first
 * load stays within its budget). Several files at once; each listed with how it went.
 */
export default function IntakePhotos({ photos, part: which, lang, messages: m }: Props) {
  const [part] = useState(() =>
    createIntakePhotos(which === 'amicable' ? { ...photos, upload_path: photos.amicable_path ?? '' } : photos),
  );
  const words = (key: 'title' | 'label' | 'list') => m[`fnol.${which}.${key}`];
  const titleId = `fnol-${which}`;
  const files = useStore(part.$files);
  const progress = useStore(part.$progress);
  // Once the chosen files have gone, focus lands on how each went (read once, not as a live region
  // repeating every change while they send).
  const outcome = useRef<HTMLUListElement>(null);
  const add = async (chosen: File[]) => {
    await part.add(chosen);
    outcome.current?.focus();
  };
  return (
    <section aria-labelledby={titleId} className="space-y-2 border-t border-gray-300 pt-3">
      <h3 id={titleId} className="font-semibold">
        {words('title')}
      </h3>
      <p>
        {interpolate(m[pluralKey(lang, `fnol.${which}.text`, photos.max_files)], {
          count: photos.max_files,
          time: clockTime(photos.expires_at),
        })}
      </p>
      <FilePicker
        label={words('label')}
        choose={m['guest.upload.choose']}
        hint={m['guest.upload.accepts']}
        progressText={m['upload.progress']}
        progress={progress}
        multiple
        onFiles={add}
      />
      <div>
        {files.length > 0 && (
          <ul
            ref={outcome}
            tabIndex={-1}
            aria-label={words('list')}
            className="space-y-0.5 text-sm focus:outline-2"
            data-testid={`intake-${which}`}
          >
            {files.map((f, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
              <li key={i} className={f.outcome === 'refused' ? 'text-red-800' : ''}>
                {f.name}:{' '}
                {f.outcome === 'sent'
                  ? m['guest.upload.sent']
                  : f.outcome === 'sending'
                    ? m['upload.progress']
                    : f.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
