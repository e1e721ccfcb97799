import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { WEEKDAY_NAMES, WEEKDAYS } from '../../../contract/appointment-locations.ts';
import type { Language } from '../../../contract/languages.ts';
import { TimeInput } from '../common/DateInput.tsx';
import { daysAtFault, LOCATION_FIELDS, messagesFor, type LocationsPage } from '../../lib/appointment-locations/page.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { CountySelect } from '../reference/CountySelect.tsx';
import { invalidProps } from '../common/field-aria.ts';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import type { LocationsMessages } from './messages.ts';

/** The inputs whose refusals show beside them; whatever else a refusal says shows under the form. */
export { LOCATION_FIELDS };

/** The form of a new location or of one being changed, with its opening hours day by day. */
export function LocationForm({ page, lang, m }: { page: LocationsPage; lang: Language; m: LocationsMessages }) {
  const editing = useStore(page.$editing);
  const busy = useStore(page.saving.$busy);
  const fields = useStore(page.saving.$fields);
  const focus = useStore(page.$focus);
  const form = useRef<HTMLFormElement>(null);
  // After a refused save, to the first input at fault (a dialog that just closed gives focus back first).
  useEffect(() => {
    if (!focus) return;
    const timer = setTimeout(() => focusNews(form.current?.querySelector<HTMLElement>(`#location-${focus.target}`)));
    return () => clearTimeout(timer);
  }, [focus]);
  if (!editing) return null;
  const errorId = (field: string) => `location-${field}-error`;
  const beside = (field: (typeof LOCATION_FIELDS)[number]) => (
    <FieldError id={errorId(field)} message={messagesFor(fields, field) ?? null} />
  );
  const aria = (field: (typeof LOCATION_FIELDS)[number]) => ({
    id: `location-${field}`,
    ...invalidProps(errorId(field), messagesFor(fields, field)),
  });
  const badDays = daysAtFault(fields, editing.draft);
  const hoursAria = (day: number) =>
    invalidProps(errorId('opening_hours'), badDays.includes(day) ? messagesFor(fields, 'opening_hours') : null);
  return (
    <form
      ref={form}
      noValidate
      aria-label={editing.id ? m['locations.edit'] : m['locations.add']}
      className={`${cardClass} grid gap-2 md:grid-cols-2`}
      onSubmit={(e) => {
        e.preventDefault();
        void page.saveLocation();
      }}
    >
      {(['name', 'address', 'phone'] as const).map((key) => (
        <div key={key} className="text-sm">
          <label>
            {m[`locations.${key}`]}
            <input
              className={inputClass}
              value={editing.draft[key]}
              onChange={(e) => page.editDraft({ [key]: e.target.value })}
              {...aria(key)}
            />
          </label>
          {beside(key)}
        </div>
      ))}
      <div>
        <CountySelect
          label={m['locations.county']}
          value={editing.draft.county_code}
          onChange={(county_code) => page.editDraft({ county_code })}
          id="location-county_code"
          invalid={invalidProps(errorId('county_code'), messagesFor(fields, 'county_code'))}
        />
        {beside('county_code')}
      </div>
      <fieldset
        className="md:col-span-2"
        aria-describedby={messagesFor(fields, 'opening_hours') ? errorId('opening_hours') : undefined}
      >
        <legend className="font-semibold">{m['locations.hours']}</legend>
        {beside('opening_hours')}
        {WEEKDAYS.map((day) => {
          const hours = editing.draft.opening_hours.find((h) => h.day === day);
          const name = WEEKDAY_NAMES[lang][day - 1];
          return (
            <div key={day} className="flex flex-wrap items-center gap-3 py-1 text-sm">
              <label className="flex w-36 items-center gap-2">
                <input
                  type="checkbox"
                  id={day === 1 ? 'location-hours' : undefined}
                  checked={hours !== undefined}
                  onChange={(e) => page.setHours(day, e.target.checked ? { opens: '09:00', closes: '17:00' } : null)}
                />
                {name}
              </label>
              {hours ? (
                <>
                  <label>
                    {m['locations.opens']}{' '}
                    <TimeInput
                      lang={lang}
                      id={`location-hours-${day}`}
                      aria-label={`${name} ${m['locations.opens']}`}
                      {...hoursAria(day)}
                      className="w-16 rounded border border-gray-400 px-1"
                      value={hours.opens}
                      onChange={(opens) => page.setHours(day, { opens, closes: hours.closes })}
                    />
                  </label>
                  <label>
                    {m['locations.closes']}{' '}
                    <TimeInput
                      lang={lang}
                      aria-label={`${name} ${m['locations.closes']}`}
                      {...hoursAria(day)}
                      className="w-16 rounded border border-gray-400 px-1"
                      value={hours.closes}
                      onChange={(closes) => page.setHours(day, { opens: hours.opens, closes })}
                    />
                  </label>
                </>
              ) : (
                <span>{m['locations.closed']}</span>
              )}
            </div>
          );
        })}
      </fieldset>
      {(['slot_minutes', 'bays'] as const).map((key) => (
        <div key={key} className="text-sm">
          <label>
            {m[key === 'bays' ? 'locations.bays' : 'locations.slotMinutes']}
            <input
              type="number"
              min={key === 'bays' ? 1 : 10}
              max={key === 'bays' ? 20 : 240}
              className={inputClass}
              value={editing.draft[key]}
              onChange={(e) => page.editDraft({ [key]: Number(e.target.value) })}
              {...aria(key)}
            />
          </label>
          {beside(key)}
        </div>
      ))}
      <div className="text-sm md:col-span-2">
        <label>
          {m['locations.closedDays']}
          <textarea
            rows={3}
            className={inputClass}
            value={editing.draft.closed_days}
            onChange={(e) => page.setClosedDays(e.target.value)}
            {...aria('closed_days')}
          />
        </label>
        {beside('closed_days')}
      </div>
      <div className="text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={editing.draft.active}
            onChange={(e) => page.editDraft({ active: e.target.checked })}
            {...aria('active')}
          />
          {m['locations.active']}
        </label>
        {beside('active')}
      </div>
      <div className="flex gap-2 md:col-span-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {m['locations.save']}
        </button>
        <button type="button" className={secondaryButton} onClick={page.close}>
          {m['locations.cancel']}
        </button>
      </div>
    </form>
  );
}
