import { errorMessageOf } from '../../contract/error-message.ts';
import { createRoot } from 'react-dom/client';
import css from '../styles/assistant.css';
import { createChat } from '../lib/assistant/chat.ts';
import { ASSISTANT_KEYS, AssistantChat, type AssistantMessages } from '../islands/assistant/AssistantChat.tsx';
import { useRef, useState } from 'react';
import { ApiError } from '../lib/api/api-error.ts';

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
  let response: Response;
  try {
    response = await fetch(`${api}${path}`, {
      method: init?.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${token}`,
        'Accept-Language': lang,
        ...(init?.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    // Unreachable: the chat offers to try again.
    throw new ApiError(0, 'network_error', messages['assistant.failed']);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // The status decides whether the chat offers a retry (a refusal would only be refused again).
    throw new ApiError(response.status, 'bad_response', errorMessageOf(body) ?? messages['assistant.failed']);
  }
  return body;
});

// The application's pages are where its API is: an assignment number leads there, in the widget's language.
const appOrigin = new URL(api || '/', location.href).origin;
const assignmentHref = (id: string) =>
  `${appOrigin}${lang === 'ro' ? '/ro' : ''}/assignments/view/${encodeURIComponent(id)}`;

function Widget() {
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  return (
    <>
      {open && <AssistantChat chat={chat} messages={messages} onClose={close} assignmentHref={assignmentHref} newTab />}
      <button ref={launcher} type="button" className="ac-launcher" aria-expanded={open} onClick={() => setOpen(!open)}>
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
