/** A form's refusal, announced when it appears. */
export function FormProblem({ text }: { text: string }) {
  return (
    <p role="alert" className="text-sm text-red-800 empty:hidden">
      {text}
    </p>
  );
}

export const inputClass = 'w-full rounded border border-gray-400 bg-surface px-2 py-1';
export const primaryButton = 'rounded bg-brand px-4 py-1.5 font-semibold text-white disabled:opacity-60';
export const secondaryButton = 'rounded border border-gray-500 px-3 py-1.5 disabled:opacity-60';
export const cardClass = 'space-y-3 rounded bg-surface p-4 shadow';
