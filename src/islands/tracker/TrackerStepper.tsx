import type { TrackerConfig } from '../../../contract/tracker.ts';

/** A step's look; the current one and those done are marked by their data-state. */
const STEP = [
  'flex-1 rounded border-b-4 border-gray-300 bg-surface px-3 py-2 text-sm text-gray-800',
  'data-[state=current]:border-brand data-[state=current]:font-semibold data-[state=done]:border-green-700',
].join(' ');

/** The claim's process steps; the current one is marked for screen readers too. */
export function TrackerStepper({ steps, label }: { steps: TrackerConfig['config']; label: string }) {
  return (
    <ol aria-label={label} className="mb-6 flex flex-wrap gap-2">
      {steps.map((step) => (
        <li
          key={step.index}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
          className={STEP}
        >
          <span className="mr-1 text-gray-700">{step.index}.</span>
          {step.label}
        </li>
      ))}
    </ol>
  );
}
