/**
 * Beside a document asked for again: why the one sent was not accepted, in the reviewer's own
 * words (marked as typed, in a language the page cannot tell), and that it should be sent again.
 */
export function SendAgainNote({
  reason,
  notAccepted,
  sendAgain,
}: {
  reason: string;
  notAccepted: string;
  sendAgain: string;
}) {
  return (
    <p className="text-sm text-red-800" data-testid="send-again">
      {notAccepted} <span lang="">{reason}</span> {sendAgain}
    </p>
  );
}

/** The reason the last file sent for this awaited document was refused, if it was. */
export const refusalBefore = (
  documents: readonly { request_key: string | null; doc_type: string; status: string; reject_reason: string | null }[],
  awaited: { request_key: string | null; doc_type: string },
) =>
  documents.findLast(
    (d) => d.status === 'rejected' && d.request_key === awaited.request_key && d.doc_type === awaited.doc_type,
  )?.reject_reason ?? null;
