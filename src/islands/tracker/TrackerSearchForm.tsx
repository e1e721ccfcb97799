import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { createTrackerSearch, type SearchWords, type TrackerSearch } from '../../lib/tracker/search-page.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { FieldError, TextField } from '../common/TextField.tsx';
import type { Language } from '../../../contract/languages.ts';

export type SearchMessages = SearchWords;

/**
 * The tracker's search form: renders its store (src/lib/tracker/search-page.ts), made here unless
 * the page's store holds one. A number that does not pass takes focus back to the field.
 */
export function TrackerSearchForm({
  label,
  hint,
  lang,
  messages: m,
  search: given,
  typed,
  notFound = null,
}: {
  label: string;
  hint: string | null;
  /** That the number the visitor asked for led nowhere, naming it. */
  notFound?: string | null;
  /** What the visitor typed before, shown again when it led nowhere. */
  typed?: string;
  lang: Language;
  messages: SearchMessages;
  search?: TrackerSearch;
}) {
  const [search] = useState(() => given ?? createTrackerSearch(m, lang, undefined, typed));
  const value = useStore(search.$value);
  useStore(search.$touched);
  const error = search.error();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!search.submit(location.search)) focusNews(document.getElementById('tracker-case'));
  };
  return (
    <search>
      <form onSubmit={submit} noValidate className="space-y-3">
        {notFound && (
          <p className="font-medium" data-testid="tracker-not-found">
            {notFound}
          </p>
        )}
        {hint && <FieldError id="tracker-search-hint" message={hint} role="alert" />}
        <TextField
          id="tracker-case"
          label={label}
          value={value}
          onChange={search.type}
          onBlur={search.touch}
          error={error}
          autoComplete="off"
          required
        />
        <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white">
          {m['tracker.search.submit']}
        </button>
      </form>
    </search>
  );
}
