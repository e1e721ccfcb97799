import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { generalProblem } from '../../lib/pages/saving.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createPartnersPage, firstFaultOf, PARTNER_FIELDS } from '../../lib/partners/page.ts';
import { PARTNERS_KEYS, type PartnersMessages } from './messages.ts';
import { PartnerCard } from './PartnerCard.tsx';
import { PartnerForm } from './PartnerForm.tsx';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { FormProblem, secondaryButton } from '../common/FormProblem.tsx';

export { PARTNERS_KEYS };

/** /config/partners (partner manager): partner organisations and the people to call there. */
export default function PartnersConfig({ lang, messages: m }: { lang: Language; messages: PartnersMessages }) {
  const page = usePage(() => createPartnersPage(m, lang));
  const loaded = useStore(page.list.$loaded);
  const refused = useStore(page.saving.$problem);
  const fields = useStore(page.saving.$fields);
  // What a refusal says of an input is shown beside it in the form, not a second time under it; focus
  // goes to the first input at fault, or to what is said under the form when it names none.
  const editing = useStore(page.$editing);
  const atInput = editing !== null && firstFaultOf(fields) !== null;
  const problem = atInput ? generalProblem(refused, fields, PARTNER_FIELDS) : refused;
  const removalProblem = useStore(page.removal.$problem);
  const deleting = useStore(page.$deleting);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['partners.failed']}</p>;
  return (
    <div className="space-y-4">
      <button type="button" className={secondaryButton} onClick={page.addNew}>
        {m['partners.add']}
      </button>
      <PartnerForm page={page} lang={lang} m={m} />
      <FormProblem text={problem} takeFocus={!atInput} />
      <FormProblem text={removalProblem} />
      <ConfirmDialog
        open={deleting !== null}
        title={interpolate(m['partners.deleteTitle'], { name: deleting?.name ?? '' })}
        confirmLabel={m['partners.deleteConfirm']}
        cancelLabel={m['partners.cancel']}
        onConfirm={page.deletePartner}
        onCancel={page.cancelDelete}
      >
        <p>
          {interpolate(m['partners.deleteWhat'], { name: deleting?.name ?? '', n: deleting?.contacts.length ?? 0 })}
        </p>
      </ConfirmDialog>
      {loaded.data.map((partner) => (
        <PartnerCard key={partner.id} page={page} partner={partner} lang={lang} m={m} />
      ))}
    </div>
  );
}
