import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createConfigPage } from '../../lib/config/config-page.ts';
import { AssessmentSection } from './AssessmentSection.tsx';
import { AssistantSection } from './AssistantSection.tsx';
import { AuditSection } from './AuditSection.tsx';
import { BrandingSection } from './BrandingSection.tsx';
import { IpAllowListSection } from './IpAllowListSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import type { ConfigMessages } from './messages.ts';
import { PasswordPolicySection } from './PasswordPolicySection.tsx';
import { RolesSection } from './RolesSection.tsx';
import { SettlementSection } from './SettlementSection.tsx';
import { TrackerSection } from './TrackerSection.tsx';
import { MessageTemplatesSection } from '../messages/MessageTemplatesSection.tsx';
import { UsersSection } from './UsersSection.tsx';

export { CONFIG_KEYS } from './messages.ts';

const SECTIONS = [
  ['users', 'config.users'],
  ['roles', 'config.roles'],
  ['branding', 'config.branding'],
  ['password-policy', 'config.passwordPolicy'],
  ['tracker', 'config.tracker'],
  ['templates', 'config.templates'],
  ['assistant', 'config.assistant'],
  ['ip-allow-list', 'config.ipAllowList'],
  ['language', 'config.language'],
  ['assessment', 'config.assessment'],
  ['settlement', 'config.settlement'],
  ['audit', 'config.audit'],
] as const;

/** /config (app or org configurator): the organisation's settings, one form per section, and the audit log. */
export default function Config({ lang, messages: m }: { lang: Language; messages: ConfigMessages }) {
  const page = usePage(createConfigPage);
  const loaded = useStore(page.organisation.$loaded);
  // Every section that gives or limits roles picks from the catalogue: the page waits for it too.
  const catalogue = useStore(page.roles.$loaded);
  if (loaded.state === 'failed' || catalogue.state === 'failed') return <p role="alert">{m['config.failed']}</p>;
  if (loaded.state === 'loading' || catalogue.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  const roles = catalogue.data;
  const props = { settings: loaded.data, onSaved: page.saved, m, roles, lang };
  return (
    <div className="space-y-6">
      <nav aria-label={m['config.sections']} className="flex flex-wrap gap-2">
        {SECTIONS.map(([id, key]) => (
          <a key={id} href={`#${id}`} className="rounded border border-gray-400 bg-surface px-3 py-1 text-sm">
            {m[key]}
          </a>
        ))}
      </nav>
      <div id="users" className="scroll-mt-16">
        <UsersSection onChanged={page.changed} roles={roles} lang={lang} m={m} />
      </div>
      <div id="roles" className="scroll-mt-16">
        <RolesSection page={page} roles={roles} lang={lang} m={m} />
      </div>
      <div id="branding" className="scroll-mt-16">
        <BrandingSection {...props} />
      </div>
      <div id="password-policy" className="scroll-mt-16">
        <PasswordPolicySection {...props} />
      </div>
      <div id="tracker" className="scroll-mt-16">
        <TrackerSection {...props} />
      </div>
      <div id="templates" className="scroll-mt-16">
        <MessageTemplatesSection m={m} />
      </div>
      <div id="assistant" className="scroll-mt-16">
        <AssistantSection {...props} />
      </div>
      <div id="ip-allow-list" className="scroll-mt-16">
        <IpAllowListSection {...props} />
      </div>
      <div id="language" className="scroll-mt-16">
        <LanguageSection {...props} />
      </div>
      <div id="assessment" className="scroll-mt-16">
        <AssessmentSection {...props} />
      </div>
      <div id="settlement" className="scroll-mt-16">
        <SettlementSection lang={lang} roles={roles} m={m} />
      </div>
      <div id="audit" className="scroll-mt-16">
        <AuditSection page={page} m={m} />
      </div>
    </div>
  );
}
