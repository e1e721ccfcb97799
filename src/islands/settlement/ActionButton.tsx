import type { WhyNot } from '../../lib/settlement/money-rules.ts';
import { secondaryButton } from '../common/FormProblem.tsx';
import type { ClaimMoneyT } from './money-keys.ts';

/**
 * A button of the money section: hidden from those who may not handle the claim's money (the
 * section says so once), and otherwise, when the money's state closes it, disabled with the reason
 * beside it and tied to it, so a screen reader says why too.
 */
export function ActionButton({
  id,
  label,
  whyNot,
  onClick,
  t,
}: {
  id: string;
  label: string;
  whyNot: WhyNot | null | undefined;
  onClick: () => void;
  t: ClaimMoneyT;
}) {
  if (whyNot?.key === 'error.settlement.notHandler') return null;
  const reasonId = `${id}-why-not`;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        id={id}
        type="button"
        className={secondaryButton}
        onClick={onClick}
        disabled={Boolean(whyNot)}
        aria-describedby={whyNot ? reasonId : undefined}
      >
        {label}
      </button>
      {whyNot && (
        <span id={reasonId} className="text-sm text-gray-700">
          {t(whyNot.key, whyNot.params)}
        </span>
      )}
    </span>
  );
}
