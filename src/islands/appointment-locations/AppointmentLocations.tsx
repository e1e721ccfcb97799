import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { createLocationsPage, messagesFor } from '../../lib/appointment-locations/page.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { generalProblem } from '../../lib/pages/saving.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { ClosedEverywhereSection } from './ClosedEverywhereSection.tsx';
import { LocationCard } from './LocationCard.tsx';
import { LOCATION_FIELDS, LocationForm } from './LocationForm.tsx';
import { LOCATIONS_KEYS, type LocationsMessages } from './messages.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { FormProblem, secondaryButton } from '../common/FormProblem.tsx';

export { LOCATIONS_KEYS };

/** /config/appointment-locations (AC.Assessor.Manager): where and when assessors see vehicles. */
export default function AppointmentLocations({ lang, messages: m }: { lang: Language; messages: LocationsMessages }) {
  const page = usePage(() => createLocationsPage(m, lang));
  const loaded = useStore(page.list.$loaded);
  const problem = useStore(page.saving.$problem);
  const fields = useStore(page.saving.$fields);
  const askToKeep = useStore(page.$askToKeep);
  const removalProblem = useStore(page.removal.$problem);
  const deleting = useStore(page.$deleting);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['locations.failed']}</p>;
  return (
    <div className="space-y-4">
      <button type="button" className={secondaryButton} onClick={page.addNew}>
        {m['locations.add']}
      </button>
      <LocationForm page={page} lang={lang} m={m} />
      {/* Focus goes to the first input at fault when there is one, otherwise to what is said under the form. */}
      <FormProblem
        text={generalProblem(problem, fields, LOCATION_FIELDS)}
        takeFocus={!LOCATION_FIELDS.some((field) => messagesFor(fields, field))}
      />
      <ConfirmDialog
        open={askToKeep.length > 0}
        title={m['locations.keepTitle']}
        confirmLabel={m['locations.keepConfirm']}
        cancelLabel={m['locations.cancel']}
        onConfirm={page.keepBookingsAndSave}
        onCancel={page.cancelKeep}
      >
        <p>{m['locations.keepWhat']}</p>
        <ul className="mt-2 list-disc pl-5">
          {askToKeep.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <FormProblem text={removalProblem} />
      <ConfirmDialog
        open={deleting !== null}
        title={interpolate(m['locations.deleteTitle'], { name: deleting?.name ?? '' })}
        confirmLabel={m['locations.deleteConfirm']}
        cancelLabel={m['locations.cancel']}
        onConfirm={page.deleteLocation}
        onCancel={page.cancelDelete}
      >
        <p>{interpolate(m['locations.deleteWhat'], { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
      <ClosedEverywhereSection page={page.everywhere} m={m} />
      <div className="grid gap-4 md:grid-cols-2">
        {loaded.data.map((l) => (
          <LocationCard key={l.id} page={page} location={l} lang={lang} m={m} />
        ))}
      </div>
    </div>
  );
}
