import { atom, computed } from 'nanostores';
import type { Language } from '../../../contract/languages.ts';
import { MyProfileSchema, type ContactChange, type MyProfile } from '../../../contract/profile.ts';
import { conflictOf } from '../api/conflict.ts';
import { roleNamesIn } from '../../../contract/role-catalogue.ts';
import { currentLanguage, localized } from '../auth/paths.ts';
import { interpolate } from '../interpolate.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { $closeAllDialogs, showSnack } from '../stores/messages.ts';
import { $roleCatalogue, loadRoleCatalogue } from '../stores/role-catalogue.ts';
import { $session, setSession } from '../stores/session.ts';
import * as api from './api.ts';
import { toggleNotificationsOff } from './notifications-setting.ts';
import { userMenuOf } from './user-menu.ts';

export interface ProfileWords {
  'profile.contactSent': string;
  'profile.contactChanged': string;
  'profile.sessionsEnded': string;
  'profile.sessionEnded': string;
  'profile.conflict': string;
  'password.success.changed': string;
}

/** How the page leaves itself when the language changes; the browser's own by default. */
export interface ProfileNavigation {
  assign(url: string): void;
}
const browserNavigation: ProfileNavigation = { assign: (url) => location.assign(url) };

const NO_CONTACT: ContactChange = { channel: 'email', recipient: '', password: '' };

/**
 * /user/profile: the person's own account. The language is saved on the user and the page opens
 * again in it; the channel of one-time codes changes only with the code sent to the new channel;
 * notifications and the password use what the user menu uses; sessions end one by one or all but
 * this one. Changes are made on the profile's version; a stale one shows the profile as it is now.
 */
export function createProfilePage(words: ProfileWords, nav: ProfileNavigation = browserNavigation) {
  const profile = createLoader(api.fetchMyProfile);
  const sessions = createLoader(api.fetchSessions);
  const $language = atom<Language>('en');
  const $contact = atom<ContactChange>(NO_CONTACT);
  const $code = atom('');
  const $changingPassword = atom(false);
  /** What the user menu decides too: whether notifications and the password change are offered. */
  const $menu = computed($session, (session) => (session ? userMenuOf(session.profile) : null));
  /** The person's roles by their names in the page's language, in its alphabetical order; null until the names are there. */
  const $roleNames = computed([profile.$loaded, $roleCatalogue], (loaded, catalogue) =>
    loaded.state === 'ready' && catalogue ? roleNamesIn(catalogue, loaded.data.roles, currentLanguage()) : null,
  );
  const language = createSaving(undefined, ['language']);
  const contact = createSaving(words['profile.contactSent'], ['channel', 'recipient', 'password']);
  const confirming = createSaving(words['profile.contactChanged'], ['code']);
  const ending = createSaving();
  const notifying = createSaving();
  const version = () => profile.data()?.version ?? 0;
  let stops: (() => void)[] = [];

  /** A stale version: the page takes in the profile as it is now, and says so. */
  const change = async (action: () => Promise<MyProfile>) => {
    try {
      profile.set(await action());
    } catch (error) {
      const conflict = conflictOf(error, MyProfileSchema);
      if (!conflict) throw error;
      profile.set(conflict.current);
      throw new Error(words['profile.conflict']);
    }
  };

  return {
    profile,
    sessions,
    $language,
    $contact,
    $code,
    $changingPassword,
    $menu,
    $roleNames,
    language,
    contact,
    confirming,
    ending,
    notifying,
    chooseLanguage: (value: Language) => $language.set(value),
    editContact: (value: Partial<ContactChange>) => $contact.set({ ...$contact.get(), ...value }),
    editCode: (value: string) => $code.set(value),
    /** Saves the language, then opens this page again in it (every later sign-in lands in it too). */
    saveLanguage: () =>
      language.save(async () => {
        await change(() => api.saveLanguage($language.get(), version()));
        const saved = profile.data()?.language ?? $language.get();
        const session = $session.get();
        if (session) setSession({ ...session, profile: { ...session.profile, language: saved } });
        nav.assign(localized('/user/profile', saved));
      }),
    sendCode: () =>
      contact.save(async () => {
        try {
          await change(() => api.startContactChange($contact.get(), version()));
          $code.set('');
        } finally {
          // The password is asked for each time and kept no longer than the call.
          $contact.set({ ...$contact.get(), password: '' });
        }
      }),
    confirmCode: () =>
      confirming.save(async () => {
        await change(() => api.confirmContactChange($code.get(), version()));
        $code.set('');
        $contact.set(NO_CONTACT);
        // The change ended the other sessions: the list shows it.
        void sessions.load();
      }),
    cancelContactChange: () =>
      confirming.save(async () => {
        await change(() => api.cancelContactChange(version()));
        $code.set('');
      }),
    toggleNotifications: () => notifying.save(toggleNotificationsOff),
    endOtherSessions: () =>
      ending.save(async () => {
        const result = await api.endOtherSessions();
        sessions.set(result.sessions);
        showSnack('success', interpolate(words['profile.sessionsEnded'], { count: result.ended }));
      }),
    endSession: (id: string) =>
      ending.save(async () => {
        sessions.set((await api.endSession(id)).sessions);
        showSnack('success', words['profile.sessionEnded']);
      }),
    openChangePassword: () => $changingPassword.set(true),
    closeChangePassword: () => $changingPassword.set(false),
    passwordChanged() {
      $changingPassword.set(false);
      showSnack('success', words['password.success.changed']);
      // A changed password ends the other sessions: the list shows it.
      void sessions.load();
    },
    enter() {
      stops = [
        profile.$loaded.listen((loaded) => {
          if (loaded.state === 'ready') $language.set(loaded.data.language);
        }),
        $closeAllDialogs.listen(() => $changingPassword.set(false)),
      ];
      void profile.load();
      void sessions.load();
      void loadRoleCatalogue();
    },
    exit() {
      for (const stop of stops) stop();
      stops = [];
      profile.exit();
      sessions.exit();
    },
  };
}
