import { useStore } from '@nanostores/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FoundBy } from '../../../contract/claim-facts.ts';
import type { Language } from '../../../contract/languages.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createSearchBox } from '../../lib/search/search-box.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { pluralKey, pluralKeys } from '../../lib/plural.ts';

export const SEARCH_KEYS = [
  'search.label',
  'search.hint',
  ...pluralKeys('search.results'),
  'search.none',
  'search.failed',
  'search.claimFile',
  'search.alsoFinds',
  'search.foundBy.vin',
  'search.foundBy.phone',
  'search.foundBy.email',
  'search.foundBy.police_report',
  'search.foundBy.party_plate',
] as const;

type SearchMessages = Record<(typeof SEARCH_KEYS)[number], string>;

interface Props {
  lang: Language;
  messages: SearchMessages;
}

/** Which fact of the claim file matched, when it was not its number, plate, policy or insured's name. */
function FoundByLine({ found, m }: { found: FoundBy; m: SearchMessages }) {
  if (!found) return null;
  return <span className="block text-sm text-gray-700">{interpolate(m[`search.foundBy.${found.field}`], found)}</span>;
}

/**
 * /search: one box for claim file and assignment numbers, plates, policies and insured names, and
 * the claim's VIN, phones, e-mail addresses, police report and the other party's plate;
 * matching claim files first (each opens its page), then assignments, as you type, in a listbox the arrow keys move through (the ARIA combobox pattern).
 */
export default function SearchBox({ lang, messages: m }: Props) {
  const page = usePage(() => createSearchBox(lang));
  const text = useStore(page.$text);
  const results = useStore(page.$results);
  const active = useStore(page.$active);
  const status = useStore(page.$status);
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => page.typedEarly(box.current?.value ?? ''), [page]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (page.key(event.key)) event.preventDefault();
  };
  const expanded = Boolean(results?.length);
  const found = results?.length ?? 0;

  return (
    <div className="max-w-3xl space-y-2">
      <label htmlFor="search-box" className="block font-medium">
        {m['search.label']}
      </label>
      <input
        id="search-box"
        ref={box}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls="search-results"
        aria-autocomplete="list"
        aria-describedby="search-hint search-also"
        aria-activedescendant={active >= 0 ? `search-result-${active}` : undefined}
        value={text}
        onChange={(e) => page.type(e.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoFocus
        className="w-full rounded border border-gray-400 px-3 py-2"
      />
      <p id="search-hint" className="text-sm text-gray-700">
        {m['search.hint']}
      </p>
      <p id="search-also" className="text-sm text-gray-700">
        {m['search.alsoFinds']}
      </p>
      <p role="status" className="text-sm">
        {status === 'failed'
          ? m['search.failed']
          : status === 'none'
            ? m['search.none']
            : status === 'found'
              ? interpolate(m[pluralKey(lang, 'search.results', found)], { count: found })
              : ''}
      </p>
      <ul
        id="search-results"
        role="listbox"
        aria-label={m['search.label']}
        className="divide-y divide-gray-200 rounded bg-surface shadow empty:hidden"
      >
        {(results ?? []).map((result, index) => (
          <li
            key={result.id}
            id={`search-result-${index}`}
            role="option"
            aria-selected={index === active}
            onClick={() => page.open(result)}
            onMouseEnter={() => page.hover(index)}
            className="cursor-pointer px-3 py-2 aria-selected:bg-gray-100"
          >
            {result.kind === 'claimFile' ? (
              <>
                <span className="font-medium">{interpolate(m['search.claimFile'], { no: result.claim_file_no })}</span>{' '}
                · {result.insured_name} · {result.plate}
                <FoundByLine found={result.found_by} m={m} />
              </>
            ) : (
              <>
                <span className="font-medium">{result.assignment_no}</span> · {result.type_name} ·{' '}
                <StatusBadge name={result.status.name} color={result.status.color} />
                <span className="block text-sm text-gray-700">
                  {result.insured_name} · {result.plate} · {result.policy_no}
                </span>
                <FoundByLine found={result.found_by} m={m} />
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
