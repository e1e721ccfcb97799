import { options } from 'preact';

/**
 * The islands run on Preact, which runs effects after the next frame is painted; React runs them
 * before the next input is handled. Effects here move focus to the news (a dialog's heading, a
 * refusal): a keyboard user who types on at once would otherwise press a key on the old focus.
 * Effects run once the render's own task is done, before any input that follows.
 */
options.requestAnimationFrame = (flushEffects) => {
  queueMicrotask(flushEffects);
};
