import { useState } from 'react';
import { uploadFile } from '../../lib/documents/upload.ts';
import { FilePicker } from '../documents/FilePicker.tsx';
import type { GuestUploadMessages } from './guest-upload-keys.ts';

interface Props {
  /** The document asked for, e.g. "Photos of the damage". */
  label: string;
  url: string;
  headers: Record<string, string>;
  messages: GuestUploadMessages;
  /** After the last file of a choice, sent or refused. */
  onDone: () => void;
}

type Sent = { name: string; outcome: 'sending' | 'sent' | string };

/**
 * One document asked of a guest: a file picker that takes several files at once (photos of the
 * damage come several), sends them one after the other and lists each with how it went.
 */
export function GuestUpload({ label, url, headers, messages: m, onDone }: Props) {
  const [files, setFiles] = useState<Sent[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const mark = (index: number, outcome: string) =>
    setFiles((list) => list.map((f, i) => (i === index ? { ...f, outcome } : f)));
  const send = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    setFiles(chosen.map((f) => ({ name: f.name, outcome: 'sending' })));
    const results: string[] = [];
    for (const [index, file] of chosen.entries()) {
      setProgress(0);
      try {
        await uploadFile(url, file, headers, setProgress);
        results.push('sent');
      } catch (error) {
        results.push(error instanceof Error ? error.message : String(error));
      }
      mark(index, results[index] ?? 'sent');
    }
    setProgress(null);
    // A refusal stays on screen beside the files that went; all sent, the page shows them as arrived.
    if (results.every((r) => r === 'sent')) onDone();
  };
  return (
    <div className="space-y-1">
      <FilePicker
        label={label}
        choose={m['guest.upload.choose']}
        hint={m['guest.upload.accepts']}
        progressText={m['upload.progress']}
        progress={progress}
        multiple
        onFiles={send}
      />
      {files.length > 0 && (
        <ul aria-live="polite" className="space-y-0.5 text-sm" data-testid="guest-upload-files">
          {files.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
            <li key={i} className={f.outcome === 'sent' || f.outcome === 'sending' ? '' : 'text-red-800'}>
              {f.name}:{' '}
              {f.outcome === 'sent'
                ? m['guest.upload.sent']
                : f.outcome === 'sending'
                  ? m['upload.progress']
                  : f.outcome}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
