import * as v from 'valibot';
import { TrackerSettingsSchema, type TrackerSettings } from '../../../contract/settings.ts';

/** Stored tracker texts ({ en, ro } with indexed steps) as the settings form edits them. */
export function trackerSettingsOf(stored: string | undefined): TrackerSettings | null {
  if (!stored) return null;
  const texts = JSON.parse(stored) as Record<
    'en' | 'ro',
    Record<string, unknown> & { config: { label: string; icon: string; description?: string }[] }
  >;
  const oneLanguage = (t: (typeof texts)['en']) => ({
    title: t.title,
    case_identifier_name: t.case_identifier_name,
    search_message: t.search_message,
    not_found_message: t.not_found_message,
    security: t.security,
    steps: t.config.map((s) => ({ label: s.label, icon: s.icon, description: s.description ?? '' })),
    action: t.action ?? null,
    phone: t.phone ?? '',
    email: t.email ?? '',
    hours: t.hours ?? '',
  });
  const parsed = v.safeParse(TrackerSettingsSchema, { en: oneLanguage(texts.en), ro: oneLanguage(texts.ro) });
  return parsed.success ? parsed.output : null;
}

/** The form's tracker texts as the tracker page reads them: steps numbered from 1. */
export const storedTrackerTexts = (settings: TrackerSettings) => {
  const oneLanguage = ({ steps, ...texts }: TrackerSettings['en']) => ({
    ...texts,
    config: steps.map((s, i) => ({ ...s, index: i + 1 })),
  });
  return JSON.stringify({ en: oneLanguage(settings.en), ro: oneLanguage(settings.ro) });
};
