import { useState, type FormEvent } from 'react';
import { TRACKER_SEARCH_MIN_LENGTH } from '../../../contract/limits.ts';
import { localized } from '../../lib/auth/paths.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { FieldError, TextField } from './TextField.tsx';

export interface SearchMessages {
  'tracker.search.submit': string;
  'tracker.search.required': string;
  'tracker.search.minLength': string;
}

/**
 * spec.md section 5: required, at least 6 characters; spaces go, letters rise to capitals, and the
 * number is URL-encoded into /status/{case}, keeping the organisation of the address.
 */
export function TrackerSearchForm({
  label,
  hint,
  messages: m,
}: {
  label: string;
  hint: string | null;
  messages: SearchMessages;
}) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const clean = value.replace(/\s+/g, '').toUpperCase();
  const error = !clean
    ? m['tracker.search.required']
    : clean.length < TRACKER_SEARCH_MIN_LENGTH
      ? interpolate(m['tracker.search.minLength'], { n: TRACKER_SEARCH_MIN_LENGTH })
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    location.assign(`${localized('/status')}/${encodeURIComponent(clean)}${location.search}`);
  };
  return (
    <search>
      <form onSubmit={submit} noValidate className="space-y-3">
        {hint && <FieldError id="tracker-search-hint" message={hint} role="alert" />}
        <TextField
          id="tracker-case"
          label={label}
          value={value}
          onChange={setValue}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
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
