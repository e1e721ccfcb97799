import { atom } from 'nanostores';
import type { ClientConfig } from '../../../contract/client-config.ts';
import { ensureSession, isGuardedPath } from '../auth/ensure-session.ts';
import { loadClientConfig } from '../client-config.ts';
import type { Session } from '../stores/session-store.ts';

/**
 * Whether the floating assistant is offered: to signed-in staff whose organisation enables it and
 * who hold one of its assistant roles, and only where the server has a model.
 */
export function assistantOffered(session: Session | null, config: ClientConfig | null | undefined): boolean {
  const profile = session?.profile;
  return Boolean(
    config?.assistant_available &&
      profile &&
      profile.name !== 'guest' &&
      profile.app_metadata.enable_ai_assistant &&
      profile.config_assistants_roles.some((role) => profile.roles.includes(role)),
  );
}

/** The panel's launcher: offered once the session and the configuration say so, opened and closed by its button. */
export function createAssistantPanel() {
  const $offered = atom(false);
  const $open = atom(false);
  return {
    $offered,
    $open,
    enter() {
      // Guest pages have no staff session to ask for (and must not disturb a guest's context).
      if (!isGuardedPath(location.pathname)) return;
      void Promise.all([ensureSession(), loadClientConfig()]).then(([session, config]) =>
        $offered.set(assistantOffered(session, config)),
      );
    },
    exit() {},
    toggle() {
      $open.set(!$open.get());
    },
    close() {
      $open.set(false);
    },
  };
}
