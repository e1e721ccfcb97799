import { useStore } from '@nanostores/react';
import type { TrackerConfig } from '../../../contract/tracker.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import { createTrackerLandingPage } from '../../lib/tracker/landing-page.ts';
import { TrackerSearchForm, type SearchMessages } from './TrackerSearchForm.tsx';
import type { Language } from '../../../contract/languages.ts';

export const TRACKER_LANDING_KEYS = [
  'tracker.search.submit',
  'tracker.search.required',
  // Written out, not pluralKeys(): this list ships with the public page's island.
  'tracker.search.minLength_one',
  'tracker.search.minLength_few',
  'tracker.search.minLength_other',
  'tracker.landing.howItWorks',
  'tracker.landing.reportClaim',
  'tracker.case.progress',
  'app.loading',
] as const;

interface Props {
  lang: Language;
  messages: SearchMessages &
    Record<
      'tracker.landing.howItWorks' | 'tracker.landing.reportClaim' | 'tracker.case.progress' | 'app.loading',
      string
    >;
}

/**
 * /status (spec.md section 2): the search first (what a visitor comes for), then how a claim goes,
 * step by step with what happens in each, and the organisation's optional action. The page's
 * heading is the frame's; the organisation's own title would only repeat it.
 */
export default function TrackerLanding({ lang, messages: m }: Props) {
  const page = usePage(() => createTrackerLandingPage(m, lang));
  const config = useStore(page.$config);
  const claimForm = useStore(page.$claimForm);
  if (!config) return <p role="status">{m['app.loading']}</p>;
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <p>{config.search_message}</p>
        <TrackerSearchForm
          label={config.case_identifier_name}
          hint={null}
          lang={lang}
          messages={m}
          search={page.search}
        />
      </div>
      <LandingSteps
        steps={config.config}
        heading={m['tracker.landing.howItWorks']}
        label={m['tracker.case.progress']}
      />
      {(config.action || claimForm) && (
        <ul className="space-y-2">
          {config.action && (
            <li>
              <a href={config.action.url} rel="noopener noreferrer" className="text-brand-ink underline">
                {config.action.name}
              </a>
            </li>
          )}
          {claimForm && (
            <li>
              <a href={claimForm} className="font-semibold text-brand-ink underline">
                {m['tracker.landing.reportClaim']}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/** The steps one under the other on a phone (four across would wrap), side by side from 640 px. */
function LandingSteps({ steps, heading, label }: { steps: TrackerConfig['config']; heading: string; label: string }) {
  return (
    <section aria-labelledby="how-claims-work" className="space-y-3">
      <h2 id="how-claims-work" className="text-xl font-semibold">
        {heading}
      </h2>
      <ol aria-label={label} className="flex flex-col gap-3 sm:flex-row">
        {steps.map((step) => (
          <li
            key={step.index}
            className="flex-1 rounded border-l-4 border-brand bg-surface px-3 py-2 sm:border-l-0 sm:border-t-4"
          >
            <p className="font-semibold">
              <span className="mr-1 text-gray-700">{step.index}.</span>
              {step.label}
            </p>
            {step.description && <p className="mt-1 text-sm text-gray-800">{step.description}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
