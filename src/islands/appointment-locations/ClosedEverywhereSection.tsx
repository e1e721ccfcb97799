import { useStore } from '@nanostores/react';
import type { ClosedEverywherePage } from '../../lib/appointment-locations/closed-everywhere.ts';
import { cardClass, FormProblem, inputClass, primaryButton } from '../common/FormProblem.tsx';
import type { LocationsMessages } from './messages.ts';

/** The days every location is closed (a company holiday), one a line, saved on their own. */
export function ClosedEverywhereSection({ page, m }: { page: ClosedEverywherePage; m: LocationsMessages }) {
  const loaded = useStore(page.closed.$loaded);
  const text = useStore(page.$text);
  const busy = useStore(page.saving.$busy);
  const problem = useStore(page.saving.$problem);
  if (loaded.state !== 'ready') return null;
  return (
    <form
      noValidate
      aria-labelledby="everywhere-title"
      className={cardClass}
      onSubmit={(e) => {
        e.preventDefault();
        void page.save();
      }}
    >
      <h2 id="everywhere-title" className="text-lg font-semibold">
        {m['locations.everywhereTitle']}
      </h2>
      <p id="everywhere-hint" className="text-sm text-gray-800">
        {m['locations.everywhereHint']}
      </p>
      <label className="block text-sm">
        {m['locations.everywhereDays']}
        <textarea
          rows={3}
          className={inputClass}
          value={text}
          placeholder={m['locations.everywhereNone']}
          aria-describedby={problem ? 'everywhere-hint everywhere-problem' : 'everywhere-hint'}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => page.type(e.target.value)}
        />
      </label>
      <FormProblem id="everywhere-problem" text={problem} />
      <button type="submit" className={primaryButton} disabled={busy}>
        {m['locations.everywhereSave']}
      </button>
    </form>
  );
}
