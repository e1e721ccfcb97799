import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createCalendarEntry } from '../../lib/schedule/calendar-entry.ts';
import { FormProblem } from '../common/FormProblem.tsx';
import { bigSecondary } from './booking-parts.tsx';

/** "Add to calendar" under a policyholder's booking: saves its calendar entry (.ics), which phones open in their calendar. */
export function AddToCalendar({
  now = false,
  fetchFile,
  label,
  failed: failedText,
}: {
  /** Pressed already, on the booking's first view: saved at once, the focus here. */
  now?: boolean;
  fetchFile: () => Promise<{ blob: Blob; name: string }>;
  label: string;
  failed: string;
}) {
  const [entry] = useState(createCalendarEntry);
  const failed = useStore(entry.$failed);
  const busy = useStore(entry.$busy);
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the press that loaded the panel
  useEffect(() => {
    if (!now) return;
    button.current?.focus();
    void entry.save(fetchFile);
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={bigSecondary}
        disabled={busy}
        onClick={() => void entry.save(fetchFile)}
      >
        {label}
      </button>
      {failed && (
        <div className="basis-full">
          <FormProblem text={failedText} />
        </div>
      )}
    </>
  );
}
