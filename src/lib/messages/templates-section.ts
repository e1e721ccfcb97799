import { atom } from 'nanostores';
import { type MessageTemplate, type MessageTemplateInput, MessageTemplatesSchema } from '../../../contract/messages.ts';
import { conflictOf } from '../api/conflict.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { createTemplate, deleteTemplate, fetchTemplates, updateTemplate } from './api.ts';

const FIELDS = ['name', 'subject_en', 'body_en', 'subject_ro', 'body_ro'] as const;
export const blankTemplate = (): MessageTemplateInput => ({
  name: '',
  subject_en: '',
  body_en: '',
  subject_ro: '',
  body_ro: '',
});

/**
 * The organisation's message templates as a section of /config: a list, and one form at a time
 * (a new template, or one being changed on the version it was opened at). A change someone else
 * made first shows their version in the form, with words saying so.
 */
export function createTemplatesSection(words: { saved: string; deleted: string; stale: string }) {
  const templates = createLoader(fetchTemplates);
  /** The template being changed, 'new' for a new one, or null while no form is open. */
  const $editing = atom<MessageTemplate | 'new' | null>(null);
  const $draft = atom<MessageTemplateInput>(blankTemplate());
  const saving = createSaving(undefined, FIELDS);
  /** The last thing done, said on the page ('' for nothing yet). */
  const $news = atom('');

  const close = () => {
    $editing.set(null);
    saving.clear();
  };
  const staleShown = (error: unknown) => {
    const conflict = conflictOf(error, MessageTemplatesSchema.item);
    if (!conflict) return false;
    $editing.set(conflict.current);
    const { id: _id, version: _version, ...texts } = conflict.current;
    $draft.set(texts);
    saving.$problem.set(words.stale);
    void templates.load();
    return true;
  };

  return {
    templates,
    $editing,
    $draft,
    $news,
    saving,
    open(template: MessageTemplate | 'new') {
      saving.clear();
      $news.set('');
      $editing.set(template);
      if (template === 'new') $draft.set(blankTemplate());
      else {
        const { id: _id, version: _version, ...texts } = template;
        $draft.set(texts);
      }
    },
    edit(change: Partial<MessageTemplateInput>) {
      $draft.set({ ...$draft.get(), ...change });
    },
    close,
    async save() {
      const editing = $editing.get();
      if (!editing) return;
      const draft = $draft.get();
      let stale = false;
      const list = await saving.save(async () => {
        try {
          return await (editing === 'new' ? createTemplate(draft) : updateTemplate(editing, draft));
        } catch (error) {
          stale = staleShown(error);
          if (stale) return undefined;
          throw error;
        }
      });
      if (!list || stale) return;
      templates.set(list);
      close();
      $news.set(words.saved);
    },
    async remove(template: MessageTemplate) {
      $news.set('');
      const list = await saving.save(() => deleteTemplate(template));
      if (!list) return;
      templates.set(list);
      close();
      $news.set(words.deleted);
    },
    enter() {
      void templates.load();
    },
    exit() {
      templates.exit();
    },
  };
}

export type TemplatesSection = ReturnType<typeof createTemplatesSection>;
