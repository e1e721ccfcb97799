import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/auth/paths.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createPreviewPage } from '../../lib/preview/preview-page.ts';
import { cardClass, FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { RoleChoices } from '../common/RoleChoices.tsx';
import { labelOf, type MenuLabels } from '../shell/menu-labels.ts';

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
 * /preview (app previewer): choose roles (by their names), see the menu they would get, then open the product as
 * them in a read-only preview session (ended from the banner the shell shows during it).
 */
export default function Preview({
  lang,
  messages: m,
  menuLabels,
}: {
  lang: Language;
  messages: Messages;
  menuLabels: MenuLabels;
}) {
  const page = usePage(() => createPreviewPage(() => location.assign(localized('/assignments/shortlist'))));
  const roles = useStore(page.roles.$loaded);
  const chosen = useStore(page.$chosen);
  const menu = useStore(page.$menu);
  const busy = useStore(page.saving.$busy);
  const problem = useStore(page.saving.$problem);
  if (roles.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (roles.state === 'failed') return <p role="alert">{m['preview.failed']}</p>;
  return (
    <div className="space-y-4">
      <p>{m['preview.explain']}</p>
      <RoleChoices
        className={cardClass}
        legend={m['preview.roles']}
        roles={roles.data}
        chosen={chosen}
        lang={lang}
        onToggle={page.toggle}
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void page.showMenu()}>
          {m['preview.showMenu']}
        </button>
        <button type="button" className={primaryButton} disabled={busy} onClick={() => void page.open()}>
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
