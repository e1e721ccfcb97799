import { useStore } from '@nanostores/react';
import type { createProfilePage } from '../../lib/profile/profile-page.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { generalProblem, messageFor } from '../../lib/pages/saving.ts';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { TextField } from '../common/TextField.tsx';
import type { ProfileMessages } from './profile-keys.ts';

type Page = ReturnType<typeof createProfilePage>;

/** The channel of one-time codes: a new one is sent a code, and becomes the channel when the code comes back. */
export function ContactSection({ page, m }: { page: Page; m: ProfileMessages }) {
  const loaded = useStore(page.profile.$loaded);
  const draft = useStore(page.$contact);
  const code = useStore(page.$code);
  const sending = useStore(page.contact.$busy);
  const sendFields = useStore(page.contact.$fields);
  const sendProblem = useStore(page.contact.$problem);
  const confirming = useStore(page.confirming.$busy);
  const codeFields = useStore(page.confirming.$fields);
  const codeProblem = useStore(page.confirming.$problem);
  if (loaded.state !== 'ready') return null;
  const { contact, pending_contact: pending } = loaded.data;
  const recipientLabel =
    draft.channel === 'sms' ? m['profile.contactRecipientSms'] : m['profile.contactRecipientEmail'];
  return (
    <section aria-labelledby="contact-title" className={cardClass}>
      <h2 id="contact-title" className="text-lg font-semibold">
        {m['profile.contact']}
      </h2>
      <p>
        {contact ? interpolate(m['profile.contactNow'], { recipient: contact.recipient }) : m['profile.contactNone']}
      </p>
      <form
        noValidate
        className="grid max-w-md gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void page.sendCode();
        }}
      >
        <label className="text-sm font-medium text-gray-800">
          {m['profile.contactChannel']}
          <select
            className={inputClass}
            value={draft.channel}
            onChange={(e) => page.editContact({ channel: e.target.value === 'sms' ? 'sms' : 'email' })}
          >
            <option value="email">{m['profile.contactEmail']}</option>
            <option value="sms">{m['profile.contactSms']}</option>
          </select>
        </label>
        <TextField
          id="profile-recipient"
          label={recipientLabel}
          type={draft.channel === 'sms' ? 'tel' : 'email'}
          autoComplete={draft.channel === 'sms' ? 'tel' : 'email'}
          value={draft.recipient}
          onChange={(recipient) => page.editContact({ recipient })}
          error={messageFor(sendFields, 'recipient') ?? null}
        />
        <TextField
          id="profile-contact-password"
          label={m['profile.contactPassword']}
          type="password"
          autoComplete="current-password"
          value={draft.password}
          onChange={(password) => page.editContact({ password })}
          error={messageFor(sendFields, 'password') ?? null}
        />
        <button type="submit" className={`${primaryButton} justify-self-start`} disabled={sending}>
          {m['profile.contactSend']}
        </button>
      </form>
      <FormProblem text={generalProblem(sendProblem, sendFields, ['recipient', 'password'])} />
      {pending && (
        <form
          noValidate
          className="space-y-3 rounded border border-amber-600 bg-amber-50 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void page.confirmCode();
          }}
        >
          <p role="status">
            {interpolate(m['profile.contactPending'], {
              recipient: pending.recipient,
              time: formatDateTime(pending.expires_at),
            })}
          </p>
          <div className="max-w-xs">
            <TextField
              id="profile-code"
              label={m['profile.contactCode']}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={page.editCode}
              error={messageFor(codeFields, 'code') ?? null}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} disabled={confirming}>
              {m['profile.contactConfirm']}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={confirming}
              onClick={() => void page.cancelContactChange()}
            >
              {m['profile.contactCancel']}
            </button>
          </div>
          <FormProblem text={generalProblem(codeProblem, codeFields, ['code'])} />
        </form>
      )}
    </section>
  );
}
