import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { createCalendarEntry } from '../../lib/schedule/calendar-entry.ts';
import { FormProblem } from '../common/FormProblem.tsx';
import { bigSecondary } from './booking-parts.tsx';

/** "Add to calendar" under a policyholder's booking: saves its calendar entry (.ics), which phones open in their calendar. */
export function AddToCalendar({
  fetchFile,
  label,
  failed: failedText,
}: {
  fetchFile: () => Promise<{ blob: Blob; name: string }>;
  label: string;
  failed: string;
}) {
  const [entry] = useState(createCalendarEntry);
  const failed = useStore(entry.$failed);
  const busy = useStore(entry.$busy);
  return (
    <>
      <button type="button" className={bigSecondary} disabled={busy} onClick={() => void entry.save(fetchFile)}>
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
