import { useEffect, useRef, useState } from 'react';
import type { Branding } from '../../../contract/branding.ts';
import { saveBranding } from '../../lib/config/api.ts';
import { brandingLabel } from '../../lib/config/field-labels.ts';
import { applyBranding } from '../../lib/brand-paint.ts';
import { inputClass } from '../common/FormProblem.tsx';
import { SettingsForm, type SectionProps } from './SettingsForm.tsx';

const COLOUR_FIELDS = ['color', 'material_color', 'sidebar_color', 'backgroundColor'] as const;
const FIELDS = [...COLOUR_FIELDS, 'short_name', 'logo_url', 'align_logo', 'theme'];

/** The organisation's branding, with a live preview of the shell in the colours being chosen. */
export function BrandingSection({ settings, onSaved, m }: SectionProps) {
  const [draft, setDraft] = useState<Branding>(settings.branding);
  const preview = useRef<HTMLDivElement>(null);
  // CSS variables set through the CSSOM: the content security policy forbids style attributes.
  useEffect(() => {
    if (preview.current) applyBranding(preview.current.style, draft);
  }, [draft]);
  const set = <K extends keyof Branding>(key: K, value: Branding[K]) => setDraft({ ...draft, [key]: value });
  return (
    <SettingsForm
      id="branding"
      section="branding"
      title={m['config.branding']}
      settings={settings}
      typed={draft}
      save={(version) => saveBranding(draft, version)}
      onSaved={onSaved}
      m={m}
      fields={FIELDS}
      label={brandingLabel(m)}
    >
      {(refused) => (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid grid-cols-2 gap-3">
            {COLOUR_FIELDS.map((key) => (
              <div key={key}>
                <label className="text-sm">
                  {m[`config.branding.${key}`]}
                  <input
                    type="color"
                    className="block h-9 w-full rounded border border-gray-400"
                    value={draft[key]}
                    onChange={(e) => set(key, e.target.value)}
                    {...refused.aria(key)}
                  />
                </label>
                {refused.message(key)}
              </div>
            ))}
            <div className="col-span-2">
              <label className="text-sm">
                {m['config.branding.short_name']}
                <input
                  className={inputClass}
                  value={draft.short_name}
                  maxLength={40}
                  onChange={(e) => set('short_name', e.target.value)}
                  {...refused.aria('short_name')}
                />
              </label>
              {refused.message('short_name')}
            </div>
            <div className="col-span-2">
              <label className="text-sm">
                {m['config.branding.logo_url']}
                <input
                  className={inputClass}
                  value={draft.logo_url}
                  onChange={(e) => set('logo_url', e.target.value)}
                  {...refused.aria('logo_url')}
                />
              </label>
              {refused.message('logo_url')}
            </div>
            <label className="text-sm">
              {m['config.branding.align_logo']}
              <select
                className={inputClass}
                value={draft.align_logo}
                onChange={(e) => set('align_logo', e.target.value as Branding['align_logo'])}
                {...refused.aria('align_logo')}
              >
                <option value="left">{m['config.branding.left']}</option>
                <option value="right">{m['config.branding.right']}</option>
              </select>
              {refused.message('align_logo')}
            </label>
            <label className="text-sm">
              {m['config.branding.theme']}
              <select
                className={inputClass}
                value={draft.theme}
                onChange={(e) => set('theme', e.target.value as Branding['theme'])}
                {...refused.aria('theme')}
              >
                <option value="light">{m['config.branding.light']}</option>
                <option value="dark">{m['config.branding.dark']}</option>
              </select>
              {refused.message('theme')}
            </label>
          </div>
          <div
            ref={preview}
            data-theme={draft.theme}
            data-testid="branding-preview"
            aria-label={m['config.branding.preview']}
            role="img"
            className="overflow-hidden rounded border border-gray-300"
          >
            <div className="flex items-center gap-2 bg-brand px-3 py-2 text-on-brand [flex-direction:var(--brand-logo-direction)]">
              <span className="h-6 w-6 rounded bg-white/80 bg-contain bg-center bg-no-repeat [background-image:var(--brand-logo-url)]" />
              <span className="font-semibold">{draft.short_name || settings.name}</span>
            </div>
            <div className="flex h-36">
              <div className="w-1/4 bg-[var(--brand-sidebar-color)]" />
              <div className="flex-1 space-y-2 bg-[var(--brand-background-color)] p-3">
                <div className="h-3 w-2/3 rounded bg-surface" />
                <div className="h-3 w-1/2 rounded bg-surface" />
                <span className="inline-block rounded bg-[var(--brand-material-color)] px-2 py-1 text-xs text-on-brand-material">
                  {m['config.save']}
                </span>
              </div>
            </div>
          </div>
        </div>
      )}
    </SettingsForm>
  );
}
