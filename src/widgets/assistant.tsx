import { errorMessageOf } from '../../contract/error-message.ts';
import { createRoot } from 'react-dom/client';
import css from '../styles/assistant.css';
import { createChat } from '../lib/assistant/chat.ts';
import { ASSISTANT_KEYS, AssistantChat, type AssistantMessages } from '../islands/assistant/AssistantChat.tsx';
import { useState } from 'react';

/**
 * The assistant as a widget any page can embed with one tag:
 *   <script src="https://claims.example.com/widgets/assistant.js" data-api="https://claims.example.com/api"
 *           data-token="<the signed-in user's id token>" data-lang="ro"></script>
 * It lives in a shadow root, so the page's styles and ours never meet. The API answers it only
 * from the origins listed in AI_WIDGET_ORIGINS.
 */
const script = document.currentScript as HTMLScriptElement | null;
const api = (script?.dataset.api ?? '').replace(/\/$/, '');
const token = script?.dataset.token ?? '';
const lang = script?.dataset.lang === 'ro' ? 'ro' : 'en';
// The build puts in only the assistant's own strings (see integrations/assistant-widget.ts).
declare const __ASSISTANT_MESSAGES__: Record<'en' | 'ro', Record<string, string>>;
const table = __ASSISTANT_MESSAGES__[lang];
const messages = Object.fromEntries(
  [...ASSISTANT_KEYS, 'assistant.open'].map((key) => [key, table[key] ?? key]),
) as AssistantMessages & { 'assistant.open': string };

const chat = createChat(async (path, init) => {
  const response = await fetch(`${api}${path}`, {
    method: init?.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': lang,
      ...(init?.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessageOf(body) ?? messages['assistant.failed']);
  return body;
});

function Widget() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {open && <AssistantChat chat={chat} messages={messages} onClose={() => setOpen(false)} />}
      <button type="button" className="ac-launcher" aria-expanded={open} onClick={() => setOpen(!open)}>
        {messages['assistant.open']}
      </button>
    </>
  );
}

const host = document.createElement('claims-assistant');
document.body.append(host);
const shadow = host.attachShadow({ mode: 'open' });
const style = document.createElement('style');
style.textContent = css;
const mount = document.createElement('div');
shadow.append(style, mount);
createRoot(mount).render(<Widget />);
