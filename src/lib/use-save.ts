import { useState } from 'react';
import { showSnack } from './stores/messages.ts';

/**
 * Runs a form's save: while it runs the form is busy, a refusal is kept to show beside the form
 * (the server's message names the field), and success is announced by the snack bar when the
 * save has a message for it.
 */
export function useSave(savedMessage?: string) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const save = async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setProblem('');
    try {
      const result = await action();
      if (savedMessage) showSnack('success', savedMessage);
      return result;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, save, setProblem };
}
