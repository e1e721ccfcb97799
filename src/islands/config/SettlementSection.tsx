import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import type { CatalogueRole } from '../../../contract/role-catalogue.ts';
import { inputPaths } from '../../lib/config/settlement-draft.ts';
import { settlementLabel } from '../../lib/config/settlement-labels.ts';
import { createSettlementSection } from '../../lib/config/settlement-section.ts';
import { generalProblem, messageFor } from '../../lib/pages/saving.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { cardClass, FormProblem, primaryButton } from '../common/FormProblem.tsx';
import { type ConflictMessages, SavedNow } from './conflict.tsx';
import { SettlementAccount } from './SettlementAccount.tsx';
import { SettlementClock } from './SettlementClock.tsx';
import { SettlementReserves } from './SettlementReserves.tsx';
import { SettlementLimits, SettlementReasons } from './SettlementRows.tsx';
import type { SettlementSettingsMessages } from './settlement-messages.ts';

type Messages = SettlementSettingsMessages &
  ConflictMessages & { 'app.loading': string; 'config.save': string; 'config.saved': string };

/**
 * The settlement settings as a section of /config: reserves, total loss, the legal clock, payment
 * limits, refusal reasons and the paying account, saved together on the version they were loaded at.
 */
export function SettlementSection({
  lang,
  roles,
  m,
}: {
  lang: Language;
  /** The roles the organisation knows: each payment limit's role is chosen from them. */
  roles: readonly CatalogueRole[];
  m: Messages;
}) {
  const form = usePage(() => createSettlementSection({ lang, words: m, label: settlementLabel(m) }));
  const loaded = useStore(form.settings.$loaded);
  const draft = useStore(form.$draft);
  const busy = useStore(form.saving.$busy);
  const fields = useStore(form.saving.$fields);
  const savedNow = useStore(form.$savedNow);
  const problem = generalProblem(useStore(form.saving.$problem), fields, draft ? inputPaths(draft) : []);
  const title = (
    <h2 id="settlement-title" className="text-lg font-semibold">
      {m['config.settlement']}
    </h2>
  );
  if (loaded.state === 'failed')
    return (
      <section className={cardClass} aria-labelledby="settlement-title">
        {title}
        <p role="alert">{m['config.settlement.failed']}</p>
      </section>
    );
  if (!draft)
    return (
      <section className={cardClass} aria-labelledby="settlement-title">
        {title}
        <p role="status">{m['app.loading']}</p>
      </section>
    );
  const parts = { form, draft, problem: (path: string) => messageFor(fields, path), m, roles, lang };
  return (
    <form
      className={`${cardClass} space-y-5`}
      aria-labelledby="settlement-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
    >
      {title}
      <SettlementReserves {...parts} />
      <SettlementClock {...parts} />
      <SettlementLimits {...parts} />
      <SettlementReasons {...parts} />
      <SettlementAccount {...parts} />
      <FormProblem text={problem} />
      <SavedNow rows={problem ? savedNow : []} m={m} />
      <button type="submit" className={primaryButton} disabled={busy}>
        {m['config.save']}
      </button>
    </form>
  );
}
