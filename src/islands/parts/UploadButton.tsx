import { useId, useRef, useState } from 'react';
import { uploadFile } from '../../lib/upload.ts';

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
 * One document to send: a labelled file picker that uploads at once, shows its progress and says
 * what went wrong in words. Images and PDF; a phone offers its camera.
 */
export function UploadButton({ label, url, headers, messages: m, onUploaded }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      onUploaded(await uploadFile(url, file, headers, setProgress));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="space-y-1">
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded border border-brand px-3 py-1.5 font-semibold text-brand-ink focus-within:outline-2"
      >
        {label}: {m['upload.choose']}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          className="sr-only"
          aria-describedby={`${id}-hint`}
          disabled={progress !== null}
          onChange={(e) => void send(e.target.files?.[0])}
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-gray-700">
        {m['upload.accepts']}
      </p>
      {progress !== null && (
        <progress max={1} value={progress} aria-label={`${label}: ${m['upload.progress']}`} className="block w-full">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
