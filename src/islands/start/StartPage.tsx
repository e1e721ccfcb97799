import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { StartPage as Sections } from '../../../contract/start.ts';
import { WORKLISTS } from '../../../contract/worklists.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { pluralKey } from '../../lib/plural.ts';
import { createStartPage } from '../../lib/start/start-page.ts';
import type { StartMessages } from './start-keys.ts';
import { LineList, type StartLine, StartSection } from './StartSection.tsx';

interface Props {
  lang: Language;
  messages: StartMessages;
}

const assignmentPage = (id: string, lang: Language) => localized(`/assignments/view/${encodeURIComponent(id)}`, lang);

/** The work due, one group per worklist that holds some, each headed by a link to the whole list. */
function DueGroups({ due, lang, m }: { due: Sections['due']; lang: Language; m: StartMessages }) {
  const held = due.filter((group) => group.count > 0);
  if (held.length === 0) return <p className="text-gray-700">{m['start.due.none']}</p>;
  return (
    <div className="space-y-3">
      {held.map((group) => {
        const name = WORKLISTS.find((list) => list.id === group.list)?.names[lang] ?? group.list;
        const lines = group.rows.map((row) => ({
          key: row.assignment_id,
          href: assignmentPage(row.assignment_id, lang),
          text: [
            row.assignment_no,
            row.type_name,
            interpolate(m['start.due.dueOn'], { date: formatDate(row.due_date) }),
            ...(row.deadline ? [interpolate(m['start.due.deadline'], { date: formatDate(row.deadline) })] : []),
          ].join(' · '),
        }));
        return (
          <div key={group.list}>
            <h3 className="font-medium">
              <a
                href={localized(`/assignments/list/${group.list}`, lang)}
                className="text-brand-ink underline hover:no-underline"
              >
                {name}: {group.count}
              </a>
            </h3>
            <LineList lines={lines} label={name} />
          </div>
        );
      })}
    </div>
  );
}

/** What to do next: today's inspections, work due, notes to approve, news, and a manager's team. */
export default function StartPage({ lang, messages: m }: Props) {
  const page = usePage(createStartPage);
  const loaded = useStore(page.sections.$loaded);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['start.failed']}</p>;
  const s = loaded.data;
  const inspections: StartLine[] = s.inspections.map((i) => ({
    key: i.assignment_id,
    href: assignmentPage(i.assignment_id, lang),
    text: [i.time, i.assignment_no, i.plate, i.location_name].join(' · '),
  }));
  const approvals: StartLine[] = (s.approvals ?? []).map((n) => ({
    key: n.assignment_id,
    href: assignmentPage(n.assignment_id, lang),
    text: [
      n.assignment_no,
      n.plate,
      formatLei(n.total, lang),
      ...(n.submitted_by ? [interpolate(m['start.approvals.by'], { name: n.submitted_by })] : []),
    ].join(' · '),
  }));
  const arrived: StartLine[] = s.arrived.flatMap((n) => {
    if (!n.assignment_id) return [];
    const [before = '', after = ''] = interpolate(m[pluralKey(lang, 'notifications.item', n.count)], {
      count: n.count,
    }).split('{{name}}');
    // The name is written in its receiver's language when it came: marked so where the page's differs.
    const text = (
      <>
        {before}
        <span lang={n.language === lang ? undefined : n.language}>{n.name}</span>
        {after}
      </>
    );
    return [{ key: n.id, href: assignmentPage(n.assignment_id, lang), text }];
  });
  const team: StartLine[] = (s.team ?? []).map((t) => ({
    key: t.user_id,
    href: localized('/manager-area', lang),
    text: `${t.full_name}: ${interpolate(m[pluralKey(lang, 'start.team.open', t.open)], {
      count: t.open,
      overdue: t.overdue,
      today: t.due_today,
    })}`,
  }));
  return (
    <div className="mb-8 grid gap-4 lg:grid-cols-2" data-testid="start-page">
      <StartSection
        id="start-inspections"
        title={m['start.inspections.title']}
        empty={m['start.inspections.none']}
        lines={inspections}
      />
      <StartSection id="start-due" title={m['start.due.title']} empty={m['start.due.none']} lines={[]}>
        <DueGroups due={s.due} lang={lang} m={m} />
      </StartSection>
      {s.approvals && (
        <StartSection
          id="start-approvals"
          title={m['start.approvals.title']}
          empty={m['start.approvals.none']}
          lines={approvals}
        />
      )}
      <StartSection
        id="start-arrived"
        title={m['start.arrived.title']}
        empty={m['start.arrived.none']}
        lines={arrived}
      />
      {s.team && (
        <StartSection id="start-team" title={m['start.team.title']} empty={m['start.team.none']} lines={team} />
      )}
    </div>
  );
}
