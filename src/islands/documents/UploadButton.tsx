import { useState } from 'react';
import { uploadFile } from '../../lib/documents/upload.ts';
import { FilePicker } from './FilePicker.tsx';

export const UPLOAD_KEYS = ['upload.choose', 'upload.progress', 'upload.done', 'upload.accepts'] as const;
type Messages = Record<(typeof UPLOAD_KEYS)[number], string>;

interface Props {
  /** What the button says, e.g. the document asked for. */
  label: string;
  url: string;
  headers: Record<string, string>;
  messages: Messages;
  onUploaded: (answer: unknown) => void;
}

/**
 * One document to send: a file picker that uploads at once, shows its progress and says what went
 * wrong in words.
 */
export function UploadButton({ label, url, headers, messages: m, onUploaded }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async ([file]: File[]) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      onUploaded(await uploadFile(url, file, headers, setProgress));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="space-y-1">
      <FilePicker
        label={label}
        choose={m['upload.choose']}
        hint={m['upload.accepts']}
        progressText={m['upload.progress']}
        progress={progress}
        onFiles={send}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
