import { useEffect, useState } from 'react';
import { loadClientConfig } from '../lib/client-config.ts';
import { staffChat as chat } from '../lib/assistant/api.ts';
import { ensureSession, isGuardedPath } from '../lib/auth/ensure-session.ts';
import { ASSISTANT_KEYS, AssistantChat, type AssistantMessages } from './parts/AssistantChat.tsx';

export const ASSISTANT_PANEL_KEYS = ['assistant.open', ...ASSISTANT_KEYS] as const;

/**
 * spec.md's floating assistant: for signed-in staff whose organisation enables it and who hold one
 * of its assistant roles, and only where the server has a model. A button opens the 400x400 panel.
 */
export default function AssistantPanel({
  messages: m,
}: {
  messages: AssistantMessages & { 'assistant.open': string };
}) {
  const [offered, setOffered] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Guest pages have no staff session to ask for (and must not disturb a guest's context).
    if (!isGuardedPath(location.pathname)) return;
    void Promise.all([ensureSession(), loadClientConfig()]).then(([session, config]) => {
      const profile = session?.profile;
      setOffered(
        Boolean(
          config?.assistant_available &&
            profile &&
            profile.name !== 'guest' &&
            profile.app_metadata.enable_ai_assistant &&
            profile.config_assistants_roles.some((role) => profile.roles.includes(role)),
        ),
      );
    });
  }, []);
  if (!offered) return null;
  return (
    <>
      {open && <AssistantChat chat={chat} messages={m} onClose={() => setOpen(false)} />}
      <button type="button" className="ac-launcher" aria-expanded={open} onClick={() => setOpen(!open)}>
        {m['assistant.open']}
      </button>
    </>
  );
}
