import type { SelectHTMLAttributes } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { type CatalogueRole, rolesByName } from '../../../contract/role-catalogue.ts';
import { inputClass } from '../common/FormProblem.tsx';

/**
 * One role chosen from the organisation's catalogue, by its name in the reader's language. A code
 * the catalogue does not name (saved before roles were named) stays choosable as itself, so the
 * row still shows what is saved; the server refuses it until it is replaced.
 */
export function RoleSelect({
  value,
  roles,
  lang,
  placeholder,
  onChange,
  ...rest
}: {
  value: string;
  roles: readonly CatalogueRole[];
  lang: Language;
  placeholder: string;
  onChange: (code: string) => void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const unnamed = value !== '' && !roles.some((r) => r.code === value);
  return (
    <select className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
      <option value="">{placeholder}</option>
      {rolesByName(roles, lang).map((r) => (
        <option key={r.code} value={r.code}>
          {lang === 'ro' ? r.name_ro : r.name_en}
        </option>
      ))}
      {unnamed && <option value={value}>{value}</option>}
    </select>
  );
}
