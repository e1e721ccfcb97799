import { atom } from 'nanostores';
import { ERROR_SNACK_MS, SNACK_MS } from '../../../contract/limits.ts';

/**
 * Global messages: snack bars and the error, correlation and force-refresh
 * dialogs. Any code may raise one; the GlobalMessages island shows them.
 */
export type SnackKind = 'success' | 'snack' | 'errMessage' | 'error';

export interface Snack {
  id: number;
  kind: SnackKind;
  text: string;
  /** For 'error': what 'Detalii' opens. */
  details?: ErrorPayload;
}

/** What a failed call broadcasts to the page's error dialogs. */
export interface ErrorPayload {
  customType: string;
  error_id: string;
  message: string;
  context?: { message: string; params?: unknown };
  stack?: string;
}

export type DialogState =
  | { kind: 'error'; payload: ErrorPayload }
  | { kind: 'correlation' }
  | { kind: 'forceRefresh' }
  | null;

export const $snacks = atom<Snack[]>([]);
export const $dialog = atom<DialogState>(null);
/** Bumped to ask every open dialog of the page to close (a 405 answer closes them all). */
export const $closeAllDialogs = atom(0);

let nextId = 1;

export function showSnack(kind: SnackKind, text: string, details?: ErrorPayload): void {
  const snack: Snack = { id: nextId++, kind, text, ...(details ? { details } : {}) };
  $snacks.set([...$snacks.get(), snack]);
  setTimeout(() => dismissSnack(snack.id), kind === 'error' ? ERROR_SNACK_MS : SNACK_MS);
}

export function dismissSnack(id: number): void {
  $snacks.set($snacks.get().filter((s) => s.id !== id));
}

export function showErrorDialog(payload: ErrorPayload): void {
  $dialog.set({ kind: 'error', payload });
}

/** 405: the session changed under the page (correlation token); every dialog closes first. */
export function showCorrelationDialog(): void {
  $closeAllDialogs.set($closeAllDialogs.get() + 1);
  $dialog.set({ kind: 'correlation' });
}

export function showForceRefreshDialog(): void {
  if ($dialog.get()?.kind !== 'correlation') $dialog.set({ kind: 'forceRefresh' });
}

export const closeDialog = () => $dialog.set(null);
