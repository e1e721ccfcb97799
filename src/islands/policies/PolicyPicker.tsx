import { useStore } from '@nanostores/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { formatMoney } from '../../../contract/money-text.ts';
import type { Policy } from '../../../contract/policies.ts';
import { formatDate } from '../../lib/dates.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createPolicyPicker } from '../../lib/policies/policy-picker.ts';
import type { PolicyPickerMessages } from './policy-picker-keys.ts';
import { pluralKey } from '../../lib/plural.ts';

export { POLICY_PICKER_KEYS, type PolicyPickerMessages } from './policy-picker-keys.ts';

interface Props {
  lang: Language;
  /** The strings of POLICY_PICKER_KEYS in the page's language. */
  messages: PolicyPickerMessages;
  /** The event day, YYYY-MM-DD (empty while unknown): the card says whether the policy covered it. */
  eventDate: string;
  /** Hears each choice, and null when the visitor goes to choose another. */
  onChoose(policy: Policy | null): void;
  /** Prefix of the element ids, when a page shows more than one picker. */
  id?: string;
}

/**
 * Finds a policy of the organisation's register as you type (the ARIA combobox pattern, like the
 * search page) and shows the chosen one's card with its standing on the event day. The store
 * (lib/policies/policy-picker.ts) decides; this renders.
 */
export function PolicyPicker({ lang, messages: m, eventDate, onChoose, id = 'policy-picker' }: Props) {
  const chosenRef = useRef(onChoose);
  chosenRef.current = onChoose;
  const page = usePage(() => createPolicyPicker(lang, (policy) => chosenRef.current(policy)));
  const text = useStore(page.$text);
  const results = useStore(page.$results);
  const active = useStore(page.$active);
  const status = useStore(page.$status);
  const chosen = useStore(page.$chosen);
  useStore(page.$productNames);

  useEffect(() => page.setEventDate(eventDate), [page, eventDate]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (page.key(event.key)) event.preventDefault();
  };
  const expanded = Boolean(results?.length);
  const found = results?.length ?? 0;
  const statusText =
    status === 'failed'
      ? m['policies.picker.failed']
      : status === 'none'
        ? m['policies.picker.none']
        : status === 'found'
          ? interpolate(m[pluralKey(lang, 'policies.picker.results', found)], { count: found })
          : '';

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-box`} className="block font-medium">
        {m['policies.picker.label']}
      </label>
      <input
        id={`${id}-box`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint`}
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        onChange={(e) => page.type(e.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        className="w-full rounded border border-gray-400 bg-surface px-3 py-2"
      />
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {m['policies.picker.hint']}
      </p>
      <p role="status" className="text-sm">
        {statusText}
      </p>
      <ul
        id={`${id}-results`}
        role="listbox"
        aria-label={m['policies.picker.label']}
        className="divide-y divide-gray-200 rounded bg-surface shadow empty:hidden"
      >
        {(results ?? []).map((policy, index) => (
          <li
            key={policy.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onClick={() => page.choose(policy)}
            onMouseEnter={() => page.hover(index)}
            className="cursor-pointer px-3 py-2 aria-selected:bg-gray-100"
          >
            <span className="font-medium">{policy.policy_no}</span> · {page.productName(policy.product)}
            <span className="block text-sm text-gray-700">
              {policy.holder_name} · {policy.vehicles.map((v) => v.plate).join(', ')}
            </span>
          </li>
        ))}
      </ul>
      {chosen && <PolicyCard policy={chosen} lang={lang} messages={m} page={page} onAnother={page.clear} />}
    </div>
  );
}

function PolicyCard({
  policy,
  lang,
  messages: m,
  page,
  onAnother,
}: {
  policy: Policy;
  lang: Language;
  messages: PolicyPickerMessages;
  page: ReturnType<typeof createPolicyPicker>;
  onAnother(): void;
}) {
  const standing = useStore(page.$standing);
  const money = (minor: number) => formatMoney(minor, policy.currency, lang);
  const row = (label: string, value: React.ReactNode) => (
    <div className="sm:flex sm:gap-2">
      <dt className="font-medium sm:w-40">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const tone =
    standing === 'in_force' ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900';
  return (
    <section
      aria-labelledby={`policy-card-${policy.id}`}
      className="space-y-2 rounded border border-gray-300 bg-surface p-3"
    >
      <h3 id={`policy-card-${policy.id}`} className="font-semibold">
        {interpolate(m['policies.card.title'], { policy_no: policy.policy_no })}
      </h3>
      {standing && (
        <p data-testid="policy-standing" className={`rounded border-l-4 px-3 py-1 font-medium ${tone}`}>
          {m[`policies.standing.${standing}`]}
        </p>
      )}
      <dl className="space-y-1 text-sm">
        {row(m['policies.card.number'], policy.policy_no)}
        {row(m['policies.card.product'], page.productName(policy.product))}
        {row(m['policies.card.holder'], policy.holder_name)}
        {row(m['policies.card.period'], `${formatDate(policy.starts_on)} – ${formatDate(policy.ends_on)}`)}
        {row(m['policies.card.status'], m[`policies.status.${policy.status}`])}
        {row(m['policies.card.cover'], policy.cover.map((c) => m[`policies.cover.${c}`]).join(', '))}
        {row(
          m['policies.card.sumInsured'],
          policy.sum_insured_minor === null ? m['policies.card.sumNotSet'] : money(policy.sum_insured_minor),
        )}
        {row(m['policies.card.deductible'], money(policy.deductible_minor))}
        {row(
          m['policies.card.vehicles'],
          <ul>
            {policy.vehicles.map((v) => (
              <li key={v.plate}>
                {v.plate} · {v.brand} {v.model} · VIN {v.vin}
              </li>
            ))}
          </ul>,
        )}
      </dl>
      <button
        type="button"
        onClick={onAnother}
        className="rounded border border-brand px-3 py-1 font-semibold text-brand-ink"
      >
        {m['policies.picker.another']}
      </button>
    </section>
  );
}
