import { TRACKER_ACCESS_CODE_LENGTH } from '../../../contract/limits.ts';

/**
 * The access code's labelled field and its problem beside it: the code step's and the dialog's
 * that continues a visit. `alert`: the problem is announced as it appears (the dialog has no
 * error summary to take the focus).
 */
export function AccessCodeField({
  id,
  label,
  value,
  onType,
  error,
  alert = false,
  disabled = false,
  autoFocus = false,
}: {
  id: string;
  label: string;
  value: string;
  onType: (value: string) => void;
  error: string | null;
  alert?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onType(e.target.value)}
        autoComplete="one-time-code"
        maxLength={TRACKER_ACCESS_CODE_LENGTH}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded border border-gray-400 px-3 py-2 text-gray-900 focus:border-brand aria-invalid:border-red-700 disabled:bg-gray-100"
        required
        // biome-ignore lint/a11y/noAutofocus: only where the code is what the page is for; the visitor arrives to type it
        autoFocus={autoFocus}
      />
      {error && (
        <p id={`${id}-error`} role={alert ? 'alert' : undefined} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
