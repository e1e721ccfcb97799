// @vitest-environment jsdom
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTE_EDITOR_KEYS, NoteEditor } from '../../islands/assessments/NoteEditor.tsx';
import { messagesFor } from '../i18n.ts';
import { fetchNote } from './api.ts';
import { testNote } from './test-note.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({ fetchNote: vi.fn(), fetchItemHistory: vi.fn() }));

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/** Types into an input as the renderer hears it: the native value setter, then an input event. */
function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a note of 200 parts in the editor', () => {
  it('renders only the row typed in (and the totals), never the other 199', async () => {
    vi.mocked(fetchNote).mockResolvedValue(testNote(200));
    const renders: string[] = [];
    const host = document.createElement('main');
    document.body.append(host);
    root = createRoot(host);
    root.render(
      createElement(NoteEditor, {
        assignmentId: 'a1',
        lang: 'ro',
        messages: messagesFor('ro', NOTE_EDITOR_KEYS),
        onRowRender: (key: string) => renders.push(key),
      }),
    );
    await vi.waitFor(() => expect(host.querySelectorAll('[data-testid="note-row"]')).toHaveLength(200));
    expect(new Set(renders).size).toBe(200);

    renders.length = 0;
    const rows = host.querySelectorAll('[data-testid="note-row"]');
    const price = rows[57]?.querySelector<HTMLInputElement>('input[id$="-part_price"]');
    if (!price) throw new Error('no price input');
    const before = host.querySelector('[data-testid="total-total"]')?.textContent;
    type(price, '1.234,56');
    type(price, '1.234,5');

    // The renderer may gather the two keystrokes into one render: the row typed in, never another.
    await vi.waitFor(() =>
      expect(rows[57]?.querySelector('[data-testid="line-total"]')?.textContent).toBe('1.459,50 lei'),
    );
    expect(new Set(renders)).toEqual(new Set(['row-58']));
    expect(renders.length).toBeLessThanOrEqual(2);
    expect(price.value).toBe('1.234,5');
    expect(host.querySelector('[data-testid="total-total"]')?.textContent).not.toBe(before);
    expect(host.querySelector('[data-testid="note-unsaved"]')).not.toBeNull();
  });
});
