import type { CatalogueRole } from '../../../contract/role-catalogue.ts';
import { rolesByName } from '../../../contract/role-catalogue.ts';
import type { Language } from '../../../contract/languages.ts';

/**
 * Roles chosen by ticking them, each by its name in the reader's language, in their alphabetical
 * order. A chosen code the catalogue does not name (one saved before roles were named) is shown as
 * itself, ticked, so it can be taken away. `errorId` ties the group to its refusal shown beside it.
 */
export function RoleChoices({
  legend,
  roles,
  chosen,
  lang,
  onToggle,
  errorId,
  className = '',
}: {
  legend: string;
  roles: readonly CatalogueRole[];
  chosen: readonly string[];
  lang: Language;
  onToggle: (code: string, on: boolean) => void;
  errorId?: string | undefined;
  className?: string;
}) {
  const unnamed = chosen.filter((code) => !roles.some((r) => r.code === code));
  const options = [
    ...rolesByName(roles, lang).map((r) => ({ code: r.code, name: lang === 'ro' ? r.name_ro : r.name_en })),
    ...unnamed.map((code) => ({ code, name: code })),
  ];
  return (
    <fieldset className={className} aria-describedby={errorId}>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2 md:grid-cols-3">
        {options.map((role) => (
          <label key={role.code} className="flex min-h-6 items-center gap-2">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.includes(role.code)}
              onChange={(e) => onToggle(role.code, e.target.checked)}
            />
            {role.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
