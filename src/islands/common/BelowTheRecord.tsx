import { type ReactNode, Suspense } from 'react';

/**
 * What a record-first page shows below its record: a quiet "Loading…" until the record is painted
 * and the lazily loaded part has come. The part itself is what a screen reader meets.
 */
export function BelowTheRecord({
  painted,
  loading,
  children,
}: {
  painted: boolean;
  loading: string;
  children: ReactNode;
}) {
  const pending = (
    <p aria-hidden="true" className="text-sm text-gray-700">
      {loading}
    </p>
  );
  return painted ? <Suspense fallback={pending}>{children}</Suspense> : pending;
}
