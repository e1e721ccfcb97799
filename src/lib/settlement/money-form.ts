import { atom } from 'nanostores';
import { type ClaimMoneyView, ClaimMoneyViewSchema } from '../../../contract/settlement-view.ts';
import { conflictMessage, conflictOf } from '../api/conflict.ts';
import type { Loader } from '../pages/loader.ts';
import type { Saving } from '../pages/saving.ts';

/** A form open on the claim's money: the version it was opened on (or last learned of), and what has been typed. */
export interface Open<Draft> {
  version: number;
  draft: Draft;
}

/**
 * One form of the money section. It saves on the version it was opened on; when someone changed
 * the money first, the section shows it as it is now, the form keeps what was typed on the new
 * version, and the refusal says who changed it and when. Text that cannot be read (an amount
 * typed wrong) is refused by `input` before anything is sent, beside its field.
 */
export function createMoneyForm<Draft, Input>(options: {
  money: Loader<ClaimMoneyView>;
  saving: Saving;
  start: (view: ClaimMoneyView) => Draft;
  input: (draft: Draft) => Input;
  send: (claimFileNo: string, version: number, input: Input) => Promise<ClaimMoneyView>;
  /** The refusal's words when someone changed the money first ({{name}}, {{time}}), and who "someone" is. */
  conflict: { template: string; someone: string };
  /** Heard when the form opens (the section closes its other forms) and once it has saved. */
  opened: () => void;
  saved: () => void;
}) {
  const { money, saving } = options;
  const $open = atom<Open<Draft> | null>(null);
  return {
    $open,
    saving,
    open() {
      const shown = money.data();
      if (!shown) return;
      options.opened();
      saving.clear();
      $open.set({ version: shown.version, draft: options.start(shown) });
    },
    edit(change: Partial<Draft> | ((draft: Draft) => Draft)) {
      const open = $open.get();
      if (!open) return;
      const draft = typeof change === 'function' ? change(open.draft) : { ...open.draft, ...change };
      $open.set({ ...open, draft });
    },
    close() {
      $open.set(null);
      saving.clear();
    },
    /** Sends the form; true when it was saved (the form is closed then). */
    async save(): Promise<boolean> {
      const done = await saving.save(async () => {
        const shown = money.data();
        const open = $open.get();
        if (!shown || !open) return false;
        const input = options.input(open.draft);
        try {
          money.set(await options.send(shown.claim_file_no, open.version, input));
        } catch (error) {
          const conflict = conflictOf(error, ClaimMoneyViewSchema);
          if (!conflict) throw error;
          money.set(conflict.current);
          $open.set({ ...open, version: conflict.current.version });
          throw new Error(conflictMessage(conflict, options.conflict.template, options.conflict.someone));
        }
        $open.set(null);
        options.saved();
        return true;
      });
      return done === true;
    },
  };
}

export type MoneyForm<Draft> = ReturnType<typeof createMoneyForm<Draft, unknown>>;
