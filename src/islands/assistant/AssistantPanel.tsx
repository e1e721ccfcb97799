import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { staffChat as chat } from '../../lib/assistant/api.ts';
import { localized } from '../../lib/auth/paths.ts';
import { createAssistantPanel } from '../../lib/assistant/panel.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { ASSISTANT_KEYS, AssistantChat, type AssistantMessages } from './AssistantChat.tsx';

export const ASSISTANT_PANEL_KEYS = ['assistant.open', ...ASSISTANT_KEYS] as const;

/** spec.md's floating assistant, where lib/assistant/panel.ts offers it: a button opens the 400x400 panel. */
export default function AssistantPanel({
  messages: m,
}: {
  messages: AssistantMessages & { 'assistant.open': string };
}) {
  const panel = usePage(createAssistantPanel, { everyPage: true });
  const offered = useStore(panel.$offered);
  const open = useStore(panel.$open);
  const launcher = useRef<HTMLButtonElement>(null);
  if (!offered) return null;
  // Closing takes the focus back to the button that opened the chat.
  const close = () => {
    panel.close();
    launcher.current?.focus();
  };
  return (
    <>
      {open && (
        <AssistantChat
          chat={chat}
          messages={m}
          onClose={close}
          assignmentHref={(id) => localized(`/assignments/view/${encodeURIComponent(id)}`)}
        />
      )}
      <button ref={launcher} type="button" className="ac-launcher" aria-expanded={open} onClick={panel.toggle}>
        {m['assistant.open']}
      </button>
    </>
  );
}
