import type { Messages } from './fnol-keys.ts';

/** A draft of an earlier visit was put back: said above the form, with a way to start again empty. */
export function FnolRestored({ onDiscard, messages: m }: { onDiscard: () => void; messages: Messages }) {
  return (
    <div role="status" className="space-y-2 rounded border-l-4 border-brand bg-gray-50 p-3" data-testid="fnol-restored">
      <p>{m['fnol.restored']}</p>
      <button type="button" onClick={onDiscard} className="font-semibold text-brand-ink underline">
        {m['fnol.discard']}
      </button>
    </div>
  );
}
