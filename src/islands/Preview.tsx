import { useState } from 'react';
import type { Language } from '../../contract/languages.ts';
import type { MenuEntry } from '../../contract/menu.ts';
import { fetchPreviewMenu, fetchPreviewRoles, startPreview } from '../lib/preview/api.ts';
import { localized } from '../lib/auth/paths.ts';
import { setSession } from '../lib/stores/session.ts';
import { useLoad } from '../lib/use-load.ts';
import { useSave } from '../lib/use-save.ts';
import { cardClass, FormProblem, primaryButton, secondaryButton } from './parts/FormProblem.tsx';
import { labelOf, type MenuLabels } from './parts/menu-labels.ts';

export const PREVIEW_KEYS = [
  'app.loading',
  'preview.failed',
  'preview.roles',
  'preview.showMenu',
  'preview.menu',
  'preview.open',
  'preview.explain',
] as const;
type Messages = Record<(typeof PREVIEW_KEYS)[number], string>;

/**
 * /preview (app previewer): choose roles, see the menu they would get, then open the product as
 * them in a read-only preview session (ended from the banner the shell shows during it).
 */
export default function Preview({
  messages: m,
  menuLabels,
}: {
  lang: Language;
  messages: Messages;
  menuLabels: MenuLabels;
}) {
  const roles = useLoad(fetchPreviewRoles, 'roles');
  const [chosen, setChosen] = useState<string[]>(['claims.handler']);
  const [menu, setMenu] = useState<MenuEntry[] | null>(null);
  // Neither action needs a snack: the menu appears, or the page changes.
  const { busy, problem, save } = useSave();
  if (roles.loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (roles.loaded.state === 'failed') return <p role="alert">{m['preview.failed']}</p>;
  const toggle = (role: string, on: boolean) => {
    setChosen(on ? [...chosen, role] : chosen.filter((r) => r !== role));
    setMenu(null);
  };
  return (
    <div className="space-y-4">
      <p>{m['preview.explain']}</p>
      <fieldset className={cardClass}>
        <legend className="px-1 font-semibold">{m['preview.roles']}</legend>
        <div className="grid gap-1 sm:grid-cols-2 md:grid-cols-3">
          {roles.loaded.data.map((role) => (
            <label key={role} className="flex items-center gap-2 font-mono text-sm">
              <input type="checkbox" checked={chosen.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />
              {role}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => void save(async () => setMenu(await fetchPreviewMenu(chosen)))}
        >
          {m['preview.showMenu']}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          onClick={() =>
            void save(async () => {
              const tokens = await startPreview(chosen);
              setSession({ idToken: tokens.idToken, profile: tokens.profile });
              location.assign(localized('/assignments/shortlist'));
            })
          }
        >
          {m['preview.open']}
        </button>
      </div>
      <FormProblem text={problem} />
      {menu && (
        <section aria-labelledby="preview-menu" className={cardClass}>
          <h2 id="preview-menu" className="font-semibold">
            {m['preview.menu']}
          </h2>
          <ul className="list-inside list-disc">
            {menu.map((entry) => (
              <li key={entry.id}>
                {labelOf(menuLabels, entry.labelKey)}
                {entry.children.length > 0 && (
                  <span className="text-sm"> ({entry.children.map((c) => c.label).join(', ')})</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
