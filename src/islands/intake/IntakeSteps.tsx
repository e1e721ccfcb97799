import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import type { NewClaimPage } from '../../lib/intake/new-claim-page.ts';
import { FieldError } from '../common/TextField.tsx';
import { PolicyPicker, type PolicyPickerMessages } from '../policies/PolicyPicker.tsx';
import { idOf, SelectInput, TextInput } from './fields.tsx';
import { IntakeGap } from './IntakeGap.tsx';
import type { IntakeMessages } from './intake-keys.ts';

type Props = {
  page: NewClaimPage;
  lang: Language;
  messages: IntakeMessages;
  onFocus: (target: ReturnType<NewClaimPage['next']>) => void;
};

/** Policy: one of the register's, found as you type (the policies' picker), or the reason there is none. */
export function PolicyStep({
  page,
  messages: m,
  lang,
  pickerMessages,
}: Props & { pickerMessages: PolicyPickerMessages }) {
  const { policy: d, event } = useStore(page.$draft);
  const errors = useStore(page.$errors);
  const lists = useStore(page.$lists);
  const found = useStore(page.$policy);
  const set = (name: string) => (value: string) => page.set('policy', name, value);
  return (
    <>
      <PolicyPicker
        lang={lang}
        messages={pickerMessages}
        eventDate={event.date}
        onChoose={page.choosePolicy}
        id="intake-policy-picker"
      />
      {/* A chosen policy the server no longer finds is said under the search. */}
      {found && <FieldError id="intake-policy-error" message={errors.policy_no ?? null} role="alert" />}
      {!found && (
        <fieldset className="space-y-3">
          <legend className="font-medium">{m['intake.withoutPolicy']}</legend>
          <TextInput
            path="policy_no"
            label={m['intake.policyNo']}
            value={d.policy_no}
            error={errors.policy_no}
            onChange={set('policy_no')}
            extra={{ autoComplete: 'off' }}
          />
          <SelectInput
            path="policy_type"
            label={m['intake.policyType']}
            value={d.policy_type}
            error={errors.policy_type}
            onChange={set('policy_type')}
            items={lists.policy_types ?? []}
            choose={m['intake.choose']}
          />
          <TextInput
            path="insured_name"
            label={m['intake.insuredName']}
            value={d.insured_name}
            error={errors.insured_name}
            onChange={set('insured_name')}
          />
          <TextInput
            path="policy_missing_reason"
            label={m['intake.reason']}
            value={d.policy_missing_reason ?? ''}
            error={errors.policy_missing_reason}
            onChange={set('policy_missing_reason')}
            multiline
          />
        </fieldset>
      )}
    </>
  );
}

export function EventStep({ page, lang, messages: m }: Props) {
  const { event: d } = useStore(page.$draft);
  const errors = useStore(page.$errors);
  const lists = useStore(page.$lists);
  const set = (name: string) => (value: string) => page.set('event', name, value);
  const p = (name: string) => ({ path: `event.${name}`, error: errors[`event.${name}`] });
  return (
    <>
      <TextInput
        {...p('date')}
        label={m['intake.date']}
        value={d.date}
        onChange={set('date')}
        type="date"
        lang={lang}
      />
      <IntakeGap page={page} messages={m} />
      <TextInput
        {...p('time')}
        label={m['intake.time']}
        value={d.time}
        onChange={set('time')}
        type="time"
        lang={lang}
      />
      <SelectInput
        {...p('country')}
        label={m['intake.country']}
        value={d.country}
        onChange={set('country')}
        items={lists.countries ?? []}
        choose={m['intake.choose']}
      />
      {d.country === 'RO' && (
        <SelectInput
          {...p('county')}
          label={m['intake.county']}
          value={d.county}
          onChange={set('county')}
          items={lists.counties ?? []}
          choose={m['intake.choose']}
        />
      )}
      <TextInput {...p('place')} label={m['intake.place']} value={d.place} onChange={set('place')} />
      <TextInput
        {...p('description')}
        label={m['intake.description']}
        value={d.description}
        onChange={set('description')}
        multiline
      />
      <TextInput
        {...p('police_report_no')}
        label={m['intake.policeReportNo']}
        value={d.police_report_no}
        onChange={set('police_report_no')}
      />
    </>
  );
}

export function VehicleStep({ page, messages: m }: Props) {
  const { vehicle: d } = useStore(page.$draft);
  const errors = useStore(page.$errors);
  const lists = useStore(page.$lists);
  const set = (name: string) => (value: string | string[]) => page.set('vehicle', name, value);
  const p = (name: string) => ({ path: `vehicle.${name}`, error: errors[`vehicle.${name}`] });
  const choose = m['intake.choose'];
  const partsError = errors['vehicle.damaged_parts'];
  const insured = useStore(page.$policy)?.vehicles ?? [];
  const plateKey = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();
  const shown = insured.findIndex((v) => plateKey(v.plate) === plateKey(d.plate));
  return (
    <>
      {insured.length > 0 && <p className="text-sm text-gray-700">{m['intake.vehicleFilled']}</p>}
      {insured.length > 1 && (
        <SelectInput
          path="insured_vehicle"
          error={undefined}
          label={m['intake.vehicleFromPolicy']}
          value={shown < 0 ? '' : String(shown)}
          onChange={(index) => index !== '' && page.takeVehicle(Number(index))}
          items={insured.map((v, i) => ({
            code: String(i),
            name: [v.plate, v.brand, v.model].filter(Boolean).join(' · '),
            parent_code: null,
          }))}
          choose={choose}
        />
      )}
      <TextInput
        {...p('plate')}
        label={m['intake.plate']}
        value={d.plate}
        onChange={set('plate')}
        extra={{ autoComplete: 'off' }}
      />
      <TextInput
        {...p('vin')}
        label={m['intake.vin']}
        value={d.vin}
        onChange={set('vin')}
        extra={{ autoComplete: 'off' }}
      />
      <SelectInput
        {...p('category')}
        label={m['intake.category']}
        value={d.category}
        onChange={set('category')}
        items={lists.vehicle_categories ?? []}
        choose={choose}
      />
      <SelectInput
        {...p('brand')}
        label={m['intake.brand']}
        value={d.brand}
        onChange={set('brand')}
        items={lists.vehicle_brands ?? []}
        choose={choose}
      />
      <TextInput {...p('model')} label={m['intake.model']} value={d.model} onChange={set('model')} />
      <SelectInput
        {...p('color')}
        label={m['intake.color']}
        value={d.color}
        onChange={set('color')}
        items={lists.colors ?? []}
        choose={choose}
      />
      <fieldset aria-describedby={partsError ? `${idOf('vehicle.damaged_parts')}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{m['intake.parts']}</legend>
        <div id={idOf('vehicle.damaged_parts')} tabIndex={-1} className="grid grid-cols-1 gap-1 sm:grid-cols-3">
          {(lists.vehicle_parts ?? []).map((part) => (
            <label key={part.code} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={d.damaged_parts.includes(part.code)}
                onChange={(e) =>
                  set('damaged_parts')(
                    e.target.checked ? [...d.damaged_parts, part.code] : d.damaged_parts.filter((c) => c !== part.code),
                  )
                }
              />
              {part.name}
            </label>
          ))}
        </div>
        <FieldError id={`${idOf('vehicle.damaged_parts')}-error`} message={partsError ?? null} />
      </fieldset>
      <TextInput
        path="damage"
        error={errors.damage}
        label={m['intake.damage']}
        value={d.damage}
        onChange={set('damage')}
        multiline
      />
    </>
  );
}

export function ContactStep({ page, messages: m }: Props) {
  const { contact: d } = useStore(page.$draft);
  const errors = useStore(page.$errors);
  return (
    <>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{m['intake.channel']}</legend>
        {(['email', 'sms'] as const).map((channel) => (
          <label key={channel} className="mr-4 inline-flex items-center gap-2">
            <input
              type="radio"
              name="intake-channel"
              checked={d.channel === channel}
              onChange={() => page.set('contact', 'channel', channel)}
            />
            {m[`intake.channel.${channel}`]}
          </label>
        ))}
      </fieldset>
      <TextInput
        path="contact.contact"
        error={errors['contact.contact']}
        label={m['intake.contact']}
        value={d.contact}
        onChange={(value) => page.set('contact', 'contact', value)}
        type={d.channel === 'sms' ? 'tel' : 'email'}
      />
    </>
  );
}
