import { useStore } from '@nanostores/react';
import { usePage } from '../lib/pages/use-page.ts';
import { createTrackerLandingPage } from '../lib/tracker/landing-page.ts';
import { TrackerSearchForm, type SearchMessages } from './parts/TrackerSearchForm.tsx';
import { TrackerStepper } from './parts/TrackerStepper.tsx';

export const TRACKER_LANDING_KEYS = [
  'tracker.search.submit',
  'tracker.search.required',
  'tracker.search.minLength',
  'tracker.case.progress',
  'app.loading',
] as const;

interface Props {
  messages: SearchMessages & { 'tracker.case.progress': string; 'app.loading': string };
}

/** /status: the organisation's steps, its search and its optional action (spec.md section 2). */
export default function TrackerLanding({ messages: m }: Props) {
  const page = usePage(() => createTrackerLandingPage(m));
  const config = useStore(page.$config);
  if (!config) return <p role="status">{m['app.loading']}</p>;
  return (
    <div className="space-y-6">
      <p className="text-lg">{config.title}</p>
      <TrackerStepper steps={config.config} label={m['tracker.case.progress']} />
      <p>{config.search_message}</p>
      <TrackerSearchForm label={config.case_identifier_name} hint={null} messages={m} search={page.search} />
      {config.action && (
        <a href={config.action.url} rel="noopener noreferrer" className="inline-block text-brand-ink underline">
          {config.action.name}
        </a>
      )}
    </div>
  );
}
