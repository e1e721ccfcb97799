import type { FnolStep } from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';
import { DateInput, TimeInput } from '../common/DateInput.tsx';
import { FnolOthersFields } from './FnolOthersFields.tsx';
import { fnolControls, input, type Props } from './FnolStepFields.tsx';
import { FieldError } from '../common/TextField.tsx';

/** The fields of the steps after the first, each labelled and tied to its own error. */
export function FnolLaterFields(
  props: Props & {
    step: Exclude<FnolStep, 'policy'>;
    lang: Language;
    onAddWitness: () => void;
    onRemoveWitness: (n: number) => void;
  },
) {
  const { step, lang, current, errors, lists, set, messages: m } = props;
  const { field, select, text } = fnolControls(props);
  const parts = (current.damaged_parts as string[]) ?? [];
  const sms = current.contact_channel === 'sms';

  return (
    <>
      {step === 'event' && (
        <>
          {field('event_date', m['fnol.event_date'], (id, invalid) => (
            <DateInput
              id={id}
              lang={lang}
              className={input}
              value={(current.event_date as string) ?? ''}
              onChange={(value) => set('event_date', value)}
              {...invalid}
            />
          ))}
          {/* Typed on the 24-hour clock, whatever the browser's locale (a native time picker follows it). */}
          {field('event_time', m['fnol.event_time'], (id, invalid) => (
            <TimeInput
              id={id}
              lang={lang}
              className={input}
              value={(current.event_time as string) ?? ''}
              onChange={(value) => set('event_time', value)}
              {...invalid}
            />
          ))}
          {select('event_country', m['fnol.event_country'], 'countries')}
          {current.event_country === 'RO' && select('event_county', m['fnol.event_county'], 'counties')}
          {text('event_place', m['fnol.event_place'])}
          {field('description', m['fnol.description'], (id, invalid) => (
            <textarea
              id={id}
              rows={4}
              className={input}
              value={(current.description as string) ?? ''}
              onChange={(e) => set('description', e.target.value)}
              {...invalid}
            />
          ))}
        </>
      )}
      {step === 'vehicle' && (
        <>
          {select('vehicle_category', m['fnol.vehicle_category'], 'vehicle_categories')}
          {select('vehicle_brand', m['fnol.vehicle_brand'], 'vehicle_brands')}
          {select('vehicle_color', m['fnol.vehicle_color'], 'colors')}
          {text('plate', m['fnol.plate'], 'text', { autoComplete: 'off' })}
          <fieldset aria-describedby={errors.damaged_parts ? 'fnol-damaged_parts-error' : undefined}>
            <legend className="mb-1 text-sm font-medium">{m['fnol.damaged_parts']}</legend>
            <div id="fnol-damaged_parts" tabIndex={-1} className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {(lists.vehicle_parts ?? []).map((part) => (
                <label key={part.code} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={parts.includes(part.code)}
                    onChange={(e) =>
                      set(
                        'damaged_parts',
                        e.target.checked ? [...parts, part.code] : parts.filter((p) => p !== part.code),
                      )
                    }
                  />
                  {part.name}
                </label>
              ))}
            </div>
            <FieldError id="fnol-damaged_parts-error" message={errors.damaged_parts ?? null} />
          </fieldset>
        </>
      )}
      {step === 'others' && <FnolOthersFields {...props} />}
      {step === 'contact' && (
        <>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{m['fnol.contact_channel']}</legend>
            {(['email', 'sms'] as const).map((channel, i) => (
              <label key={channel} className="mr-4 inline-flex items-center gap-2">
                <input
                  id={i === 0 ? 'fnol-contact_channel' : undefined}
                  type="radio"
                  name="contact_channel"
                  value={channel}
                  checked={current.contact_channel === channel}
                  onChange={() => set('contact_channel', channel)}
                />
                {m[`fnol.channel.${channel}`]}
              </label>
            ))}
          </fieldset>
          {/* The label, keyboard and autofill follow the channel chosen above. */}
          {text('contact', m[`fnol.contact.${sms ? 'sms' : 'email'}`], sms ? 'tel' : 'email', {
            autoComplete: sms ? 'tel' : 'email',
          })}
          {text('contact_confirmation', m['fnol.contact_confirmation'], sms ? 'tel' : 'email', { autoComplete: 'off' })}
        </>
      )}
    </>
  );
}
