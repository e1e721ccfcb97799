import { amicableAsked, amicableTyped, witnessCount, witnessFields } from '../../../contract/fnol-others.ts';
import { MAX_FNOL_WITNESSES } from '../../../contract/fnol-keys.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { FieldError } from '../common/TextField.tsx';
import { fnolControls, input, type Props } from './FnolStepFields.tsx';

const secondary = 'rounded border border-brand px-3 py-1 font-semibold text-brand-ink';

/**
 * Who else was involved: another vehicle or none, whether anyone was hurt (said at once with what
 * it changes), the police report, the amicable report (its photo after sending, or its fields),
 * and witnesses, added one by one.
 */
export function FnolOthersFields(
  props: Omit<Props, 'step'> & { onAddWitness: () => void; onRemoveWitness: (n: number) => void },
) {
  const { current, errors, set, messages: m, onAddWitness, onRemoveWitness } = props;
  const { field, text } = fnolControls(props);
  const words = m as Record<string, string>;
  /** A question answered by one of its options; its first option carries the id an error links to. */
  const choice = (name: string, options: readonly string[]) => (
    <fieldset aria-describedby={errors[name] && !current[name] ? `fnol-${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{words[`fnol.${name}`]}</legend>
      {options.map((value, i) => (
        <label key={value} className="flex items-center gap-2 py-1">
          <input
            id={i === 0 ? `fnol-${name}` : undefined}
            type="radio"
            name={name}
            value={value}
            checked={current[name] === value}
            onChange={() => set(name, value)}
          />
          {words[`fnol.${name}.${value}`]}
        </label>
      ))}
      {/* Answered, the question's message goes: it would read as if it spoke of the fields it opened. */}
      <FieldError id={`fnol-${name}-error`} message={current[name] ? null : (errors[name] ?? null)} />
    </fieldset>
  );
  const witnesses = witnessCount(current);

  return (
    <>
      {choice('other_vehicle', ['none', 'yes'])}
      {current.other_vehicle === 'yes' && (
        <div className="space-y-4 border-l-4 border-gray-200 pl-3">
          {text('other_plate', m['fnol.other_plate'], 'text', { autoComplete: 'off' })}
          {text('other_driver', m['fnol.other_driver'], 'text', { autoComplete: 'off' })}
          {text('other_insurer', m[amicableTyped(current) ? 'fnol.other_insurer_report' : 'fnol.other_insurer'])}
        </div>
      )}
      {choice('injured', ['no', 'yes'])}
      {/* Always in the page, so what an injury changes is announced as soon as it is chosen. */}
      <div role="status">
        {current.injured === 'yes' && <p className="rounded bg-amber-50 p-3 text-amber-950">{m['fnol.injuredNext']}</p>}
      </div>
      {current.injured === 'yes' &&
        field('injury_note', m['fnol.injury_note'], (id, invalid) => (
          <textarea
            id={id}
            rows={3}
            className={input}
            value={(current.injury_note as string) ?? ''}
            onChange={(e) => set('injury_note', e.target.value)}
            {...invalid}
          />
        ))}
      {text('police_report_no', m['fnol.police_report_no'], 'text', { autoComplete: 'off' })}
      {amicableAsked(current) && choice('amicable', ['none', 'photo', 'fields'])}
      {amicableTyped(current) && text('other_policy_no', m['fnol.other_policy_no'], 'text', { autoComplete: 'off' })}
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium">{m['fnol.witnesses']}</legend>
        <p className="text-sm text-gray-700">{interpolate(m['fnol.witnessesHint'], { max: MAX_FNOL_WITNESSES })}</p>
        {Array.from({ length: witnesses }, (_, i) => {
          const n = i + 1;
          const named = witnessFields(n);
          return (
            <div key={n} className="space-y-2 rounded border border-gray-200 p-3">
              {text(named.name, interpolate(m['fnol.witness_name'], { n }), 'text', { autoComplete: 'off' })}
              {text(named.phone, interpolate(m['fnol.witness_phone'], { n }), 'tel', { autoComplete: 'off' })}
              <button type="button" className={secondary} onClick={() => onRemoveWitness(n)}>
                {interpolate(m['fnol.removeWitness'], { n })}
              </button>
            </div>
          );
        })}
        {witnesses < MAX_FNOL_WITNESSES && (
          <button type="button" id="fnol-add-witness" className={secondary} onClick={onAddWitness}>
            {m['fnol.addWitness']}
          </button>
        )}
      </fieldset>
    </>
  );
}
