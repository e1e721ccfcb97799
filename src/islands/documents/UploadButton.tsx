import { useState } from 'react';
import { uploadFile } from '../../lib/documents/upload.ts';
import { FilePicker } from './FilePicker.tsx';

export const UPLOAD_KEYS = [
  'upload.choose',
  'upload.chooseMany',
  'upload.progress',
  'upload.done',
  'upload.accepts',
] as const;
type Messages = Record<(typeof UPLOAD_KEYS)[number], string>;

interface Props {
  /** What the button says, e.g. the document asked for. */
  label: string;
  url: string;
  headers: Record<string, string>;
  messages: Messages;
  /** Several files for the one document (the front and back of a licence, several photos). */
  multiple?: boolean;
  /** Once the chosen files are sent (some may have been refused: each refusal is said). */
  onUploaded: (answer: unknown) => void;
}

/**
 * One document to send: a file picker that uploads at once (one file after the other when several
 * are chosen), shows its progress and says what went wrong in words, naming the file when several went.
 */
export function UploadButton({ label, url, headers, messages: m, multiple = false, onUploaded }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (files: File[]) => {
    if (files.length === 0) return;
    setProblem(null);
    const refused: string[] = [];
    let answer: unknown;
    for (const file of files) {
      setProgress(0);
      try {
        answer = await uploadFile(url, file, headers, setProgress);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        refused.push(files.length > 1 ? `${file.name}: ${text}` : text);
      }
    }
    setProgress(null);
    if (refused.length > 0) setProblem(refused.join(' '));
    if (answer !== undefined) onUploaded(answer);
  };
  return (
    <div className="space-y-1">
      <FilePicker
        label={label}
        choose={multiple ? m['upload.chooseMany'] : m['upload.choose']}
        hint={m['upload.accepts']}
        progressText={m['upload.progress']}
        progress={progress}
        multiple={multiple}
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
