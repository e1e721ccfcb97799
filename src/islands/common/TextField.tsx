import type { FocusEvent, HTMLInputTypeAttribute, InputHTMLAttributes } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: string | null;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  autoFocus?: boolean;
}

/**
 * A labelled input whose error is tied to it (aria-invalid, aria-describedby), so a screen reader
 * announces what is wrong with the field it is on. Shared by every form of the product.
 */
export function TextField({ id, label, value, onChange, onBlur, error, type = 'text', ...rest }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded border border-gray-400 px-3 py-2 text-gray-900 focus:border-brand aria-invalid:border-red-700 disabled:bg-gray-100"
        {...rest}
      />
      <FieldError id={errorId} message={error ?? null} />
    </div>
  );
}

export function FieldError({ id, message, role }: { id: string; message: string | null; role?: 'alert' }) {
  if (!message) return null;
  return (
    <p id={id} role={role} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}
