import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { LANGUAGES } from '../../../contract/languages.ts';
import { createProfilePage } from '../../lib/profile/profile-page.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { useClientStore } from '../../lib/use-client-store.ts';
import ChangePasswordDialog from './ChangePasswordDialog.tsx';
import { ContactSection } from './ContactSection.tsx';
import { type ProfileMessages, PROFILE_KEYS } from './profile-keys.ts';
import { SessionsSection } from './SessionsSection.tsx';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { invalidProps } from '../common/field-aria.ts';

export { PROFILE_KEYS };

/** /user/profile: the person's own account (decided by lib/profile/profile-page.ts). */
export default function Profile({ messages: m }: { lang: Language; messages: ProfileMessages }) {
  const page = usePage(() => createProfilePage(m));
  const loaded = useStore(page.profile.$loaded);
  const language = useStore(page.$language);
  const savingLanguage = useStore(page.language.$busy);
  const languageProblem = useStore(page.language.$problem);
  const languageFields = useStore(page.language.$fields);
  const notifyProblem = useStore(page.notifying.$problem);
  const changing = useStore(page.$changingPassword);
  const menu = useClientStore(page.$menu, null);
  const roleNames = useStore(page.$roleNames);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['profile.failed']}</p>;
  const me = loaded.data;
  return (
    <div className="max-w-3xl space-y-6">
      <section aria-labelledby="account-title" className={cardClass}>
        <h2 id="account-title" className="text-lg font-semibold">
          {m['profile.account']}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">{m['profile.name']}</dt>
          <dd>{me.full_name}</dd>
          <dt className="font-medium">{m['profile.username']}</dt>
          <dd translate="no">{me.username}</dd>
          <dt className="font-medium">{m['profile.organisation']}</dt>
          <dd>{me.organisation}</dd>
          <dt className="font-medium">{m['profile.roles']}</dt>
          <dd className="break-words">
            {me.roles.length === 0 ? m['profile.noRoles'] : roleNames ? roleNames.join(', ') : m['app.loading']}
          </dd>
        </dl>
      </section>
      <form
        noValidate
        aria-labelledby="language-title"
        className={cardClass}
        onSubmit={(e) => {
          e.preventDefault();
          void page.saveLanguage();
        }}
      >
        <h2 id="language-title" className="text-lg font-semibold">
          {m['profile.language']}
        </h2>
        <p id="language-hint" className="text-sm">
          {m['profile.languageHint']}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium">
            {m['profile.language']}
            <select
              className={inputClass}
              value={language}
              aria-describedby="language-hint"
              {...invalidProps('profile-language-error', languageFields.language)}
              onChange={(e) => page.chooseLanguage(e.target.value === 'ro' ? 'ro' : 'en')}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {m[`config.language.${l}`]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={primaryButton} disabled={savingLanguage || language === me.language}>
            {m['profile.languageSave']}
          </button>
        </div>
        <FormProblem id="profile-language-error" text={languageFields.language ?? languageProblem} />
      </form>
      <ContactSection page={page} m={m} />
      {menu?.notificationsToggle && (
        <section aria-labelledby="notifications-title" className={cardClass}>
          <h2 id="notifications-title" className="text-lg font-semibold">
            {m['profile.notifications']}
          </h2>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={!menu.notificationsOff} onChange={() => void page.toggleNotifications()} />
            {m['profile.notificationsLabel']}
          </label>
          <FormProblem text={notifyProblem} />
        </section>
      )}
      {menu?.canChangePassword && (
        <section aria-labelledby="password-title" className={cardClass}>
          <h2 id="password-title" className="text-lg font-semibold">
            {m['profile.password']}
          </h2>
          <button
            type="button"
            className={secondaryButton}
            disabled={menu.changePasswordDisabled}
            aria-describedby={menu.changePasswordDisabled ? 'password-acting' : undefined}
            onClick={page.openChangePassword}
          >
            {m['userMenu.changePassword']}
          </button>
          {menu.impersonating && (
            <p id="password-acting" className="text-sm">
              {m['profile.passwordActingAs']}
            </p>
          )}
          <ChangePasswordDialog
            open={changing}
            profile={menu.profile}
            messages={m}
            onClose={page.closeChangePassword}
            onChanged={page.passwordChanged}
          />
        </section>
      )}
      <SessionsSection page={page} m={m} />
    </div>
  );
}
