import { useId, useRef } from 'react';

interface Props {
  /** The document asked for, e.g. "Photos of the damage". */
  label: string;
  choose: string;
  hint: string;
  progressText: string;
  /** 0..1 while a file is sending, null otherwise (the picker is then free again). */
  progress: number | null;
  multiple?: boolean;
  /** The chosen files; the picker empties itself after, so the same file can be chosen again. */
  onFiles: (files: File[]) => Promise<void>;
}

/**
 * A labelled file picker styled as a button, with what it accepts and the send's progress: the
 * part every upload of the public pages shares. Images and PDF; a phone offers its camera.
 */
export function FilePicker({ label, choose, hint, progressText, progress, multiple = false, onFiles }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (files: File[]) => {
    await onFiles(files);
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded border border-brand px-3 py-1.5 font-semibold text-brand-ink focus-within:outline-2"
      >
        {label}: {choose}
        <input
          ref={input}
          id={id}
          type="file"
          multiple={multiple}
          accept="image/jpeg,image/png,image/webp,application/pdf"
          className="sr-only"
          aria-describedby={`${id}-hint`}
          disabled={progress !== null}
          onChange={(e) => void pick([...(e.target.files ?? [])])}
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-gray-700">
        {hint}
      </p>
      {progress !== null && (
        <progress max={1} value={progress} aria-label={`${label}: ${progressText}`} className="block w-full">
          {Math.round(progress * 100)}%
        </progress>
      )}
    </>
  );
}
