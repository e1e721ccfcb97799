import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_MIN_LENGTH, type SearchResult } from '../../contract/assignments.ts';
import type { Language } from '../../contract/languages.ts';
import { searchAssignments } from '../lib/assignments/api.ts';
import { ensureSession } from '../lib/auth/ensure-session.ts';
import { localized } from '../lib/auth/paths.ts';
import { interpolate } from '../lib/interpolate.ts';
import { StatusBadge } from './parts/StatusBadge.tsx';

export const SEARCH_KEYS = ['search.label', 'search.hint', 'search.results', 'search.none', 'search.failed'] as const;

interface Props {
  lang: Language;
  messages: Record<(typeof SEARCH_KEYS)[number], string>;
}

/** Typing pauses this long before a search goes out, so a word typed quickly costs one call. */
const DEBOUNCE_MS = 250;

/**
 * /search: one box for claim file and assignment numbers, plates, policies and insured names;
 * results as you type, in a listbox the arrow keys move through (the ARIA combobox pattern).
 */
export default function SearchBox({ lang, messages: m }: Props) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const box = useRef<HTMLInputElement>(null);

  // What someone typed before the page's script had loaded (a slow phone) is searched, not lost.
  useEffect(() => {
    const early = box.current?.value ?? '';
    if (early) setText(early);
  }, []);

  useEffect(() => {
    const query = text.trim();
    if (query.length < SEARCH_MIN_LENGTH) {
      setResults(null);
      return;
    }
    const round = ++latest.current;
    const timer = setTimeout(() => {
      void ensureSession()
        .then(() => searchAssignments(query))
        .then((found) => {
          // An older, slower answer never replaces a newer one.
          if (round !== latest.current) return;
          setFailed(false);
          setResults(found);
          setActive(-1);
        })
        .catch(() => round === latest.current && setFailed(true));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const open = (result: SearchResult) => location.assign(localized(`/assignments/view/${result.id}`, lang));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results?.length) return;
    const chosen = results[active];
    if (event.key === 'ArrowDown') setActive((i) => (i + 1) % results.length);
    else if (event.key === 'ArrowUp') setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    else if (event.key === 'Enter' && chosen) open(chosen);
    else if (event.key === 'Escape') setResults(null);
    else return;
    event.preventDefault();
  };
  const expanded = Boolean(results?.length);

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
        aria-describedby="search-hint"
        aria-activedescendant={active >= 0 ? `search-result-${active}` : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoFocus
        className="w-full rounded border border-gray-400 px-3 py-2"
      />
      <p id="search-hint" className="text-sm text-gray-700">
        {m['search.hint']}
      </p>
      <p role="status" className="text-sm">
        {failed
          ? m['search.failed']
          : results === null
            ? ''
            : results.length === 0
              ? m['search.none']
              : interpolate(m['search.results'], { n: results.length })}
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
            onClick={() => open(result)}
            onMouseEnter={() => setActive(index)}
            className="cursor-pointer px-3 py-2 aria-selected:bg-gray-100"
          >
            <span className="font-medium">{result.assignment_no}</span> · {result.type_name} ·{' '}
            <StatusBadge name={result.status.name} color={result.status.color} />
            <span className="block text-sm text-gray-700">
              {result.insured_name} · {result.plate} · {result.policy_no}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
