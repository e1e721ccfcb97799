import type { Language } from '../../../contract/languages.ts';
import { DocumentTypeName } from '../documents/DocumentTypeName.tsx';
import { DateInput } from '../common/DateInput.tsx';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusNews } from '../../lib/focus-news.ts';
import { islandT } from '../../lib/i18n-island.ts';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { DocumentInfo } from '../../../contract/documents.ts';
import { createDocumentsPanel } from '../../lib/assignments/documents-panel.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import type { Loader } from '../../lib/pages/loader.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { DOCUMENT_STATUS_KEYS } from '../documents/document-status-keys.ts';
import { FieldError } from '../common/TextField.tsx';
import { UPLOAD_KEYS, UploadButton } from '../documents/UploadButton.tsx';

export const DOCUMENTS_PANEL_KEYS = [
  'documents.title',
  'documents.none',
  'documents.download',
  'documents.accept',
  'documents.reject',
  'documents.rejectReason',
  'documents.by.staff',
  'documents.by.guest',
  'documents.by.tracker',
  'documents.add',
  'documents.addType',
  'documents.request',
  'documents.requestNames',
  'documents.requestHint',
  'documents.requestDue',
  'documents.requestTells',
  'documents.requestNobody',
  'documents.requestedTold',
  'documents.requestedUntold',
  'documents.guestLink',
  'documents.guestLinkExpires',
  'documents.guestLinkNever',
  'documents.revoke',
  'documents.revokeTitle',
  'documents.revokeBody',
  'documents.revokeConfirm',
  'documents.revokeKeep',
  'actions.saved',
  ...DOCUMENT_STATUS_KEYS,
  ...UPLOAD_KEYS,
] as const;
type Messages = Record<(typeof DOCUMENTS_PANEL_KEYS)[number], string>;

const field = 'w-full rounded border border-gray-400 bg-surface px-2 py-1';
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The assignment's documents (decided by lib/assignments/documents-panel.ts): each refusal beside the field it names. */
export function DocumentsPanel({
  assignment: a,
  loader,
  lang,
  messages: m,
}: {
  assignment: AssignmentDetail;
  loader: Loader<AssignmentDetail>;
  lang: Language;
  messages: Messages;
}) {
  const [panel] = useState(() => createDocumentsPanel(loader, m['actions.saved']));
  const docType = useStore(panel.$docType);
  const names = useStore(panel.$names);
  const due = useStore(panel.$due);
  const reason = useStore(panel.$reasons);
  const reviewed = useStore(panel.$reviewed);
  const replacing = useStore(panel.$replacing);
  const told = useStore(panel.$told);
  const toldLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (told !== undefined) focusNews(toldLine.current);
  }, [told]);
  const t = islandT(m);
  const tellsTo = a.claim_file.policyholder_email;
  const problem = useStore(panel.saving.$problem);
  const fields = useStore(panel.saving.$fields);
  const upload = docType.trim() ? panel.upload() : null;
  const ask = (event: FormEvent) => {
    event.preventDefault();
    void panel.request();
  };
  const tie = (own: string | undefined, ownId: string, hint?: string) => ({
    'aria-invalid': own ? true : undefined,
    'aria-describedby':
      [hint ?? '', own ? ownId : '', problem ? 'documents-problem' : ''].filter(Boolean).join(' ') || undefined,
  });
  const guestUrl = typeof location === 'undefined' ? a.guest_link.path : `${location.origin}${a.guest_link.path}`;
  const row = (d: DocumentInfo) => (
    <li key={d.id} className="py-2" data-testid="staff-document">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-medium">
            <DocumentTypeName doc={d} />
          </span>{' '}
          · <span data-testid="document-status">{m[`documents.status.${d.status}`]}</span>
          {d.uploaded_by && ` · ${m[`documents.by.${d.uploaded_by}`]}`}
          {d.file_name && d.size !== null && ` · ${d.file_name} (${kb(d.size)})`} · {formatDateTime(d.updated_at)}
        </span>
        {d.file_name && (
          <button type="button" className="text-sm text-brand-ink underline" onClick={() => void panel.download(d)}>
            {m['documents.download']}
          </button>
        )}
      </div>
      {d.reject_reason && <p className="text-sm text-red-800">{d.reject_reason}</p>}
      {a.may_change && (d.status === 'received' || d.status === 'uploaded') && (
        <div className="mt-1 flex flex-wrap items-end gap-2">
          <button
            type="button"
            className="rounded bg-brand px-2 py-1 text-sm font-semibold text-white"
            onClick={() => void panel.accept(d)}
          >
            {m['documents.accept']}
          </button>
          <label className="text-sm">
            <span className="sr-only">
              <DocumentTypeName doc={d} />: {m['documents.rejectReason']}
            </span>
            <input
              className={field}
              placeholder={m['documents.rejectReason']}
              value={reason[d.id] ?? ''}
              onChange={(e) => panel.typeReason(d.id, e.target.value)}
              {...tie(reviewed === d.id ? fields.reject_reason : undefined, `reject-reason-${d.id}-error`)}
            />
          </label>
          <button
            type="button"
            className="rounded border border-brand px-2 py-1 text-sm"
            onClick={() => void panel.reject(d)}
          >
            {m['documents.reject']}
          </button>
          <FieldError
            id={`reject-reason-${d.id}-error`}
            message={reviewed === d.id ? (fields.reject_reason ?? null) : null}
            role="alert"
          />
        </div>
      )}
    </li>
  );

  return (
    <section aria-labelledby="documents-title" className="space-y-3 rounded bg-surface p-4 shadow">
      <h2 id="documents-title" className="text-lg font-semibold">
        {m['documents.title']}
      </h2>
      {a.documents.length === 0 ? (
        <p>{m['documents.none']}</p>
      ) : (
        <ul className="divide-y divide-gray-200">{a.documents.map(row)}</ul>
      )}
      <FieldError id="documents-problem" message={problem || null} role="alert" />
      {a.may_change && (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-2">
            <label htmlFor="document-type" className="block text-sm font-medium">
              {m['documents.addType']}
            </label>
            <input
              id="document-type"
              className={field}
              value={docType}
              onChange={(e) => panel.$docType.set(e.target.value)}
            />
            {upload && <UploadButton {...upload} messages={m} onUploaded={panel.uploaded} />}
          </div>
          <form onSubmit={ask} noValidate className="space-y-2">
            <label htmlFor="document-request" className="block text-sm font-medium">
              {m['documents.requestNames']}
            </label>
            <input
              id="document-request"
              className={field}
              value={names}
              onChange={(e) => panel.$names.set(e.target.value)}
              {...tie(fields.doc_type_names, 'document-request-error', 'document-request-hint')}
            />
            <p id="document-request-hint" className="text-xs text-gray-700">
              {m['documents.requestHint']}
            </p>
            <FieldError id="document-request-error" message={fields.doc_type_names ?? null} role="alert" />
            <label htmlFor="document-request-due" className="block text-sm font-medium">
              {m['documents.requestDue']}
            </label>
            <DateInput
              id="document-request-due"
              lang={lang}
              className={field}
              value={due}
              onChange={(day) => panel.$due.set(day)}
              {...tie(fields.due_date, 'document-request-due-error')}
            />
            <FieldError id="document-request-due-error" message={fields.due_date ?? null} role="alert" />
            <p id="document-request-tells" className="text-sm text-gray-800">
              {tellsTo ? t('documents.requestTells', { address: tellsTo }) : m['documents.requestNobody']}
            </p>
            <button
              type="submit"
              aria-describedby="document-request-tells"
              className="rounded bg-brand px-3 py-1.5 font-semibold text-white"
            >
              {m['documents.request']}
            </button>
            {told !== undefined && (
              <p ref={toldLine} role="status" className="text-sm font-medium">
                {told ? t('documents.requestedTold', { address: told }) : m['documents.requestedUntold']}
              </p>
            )}
          </form>
        </div>
      )}
      <div className="border-t border-gray-200 pt-3 text-sm">
        <p className="font-medium">{m['documents.guestLink']}</p>
        <p className="break-all" data-testid="guest-link">
          {guestUrl}
        </p>
        <p className="text-gray-700">
          {a.guest_link.expires_at
            ? `${m['documents.guestLinkExpires']} ${formatDate(a.guest_link.expires_at)}`
            : m['documents.guestLinkNever']}
        </p>
        {a.may_change && (
          <button type="button" className="mt-1 rounded border border-brand px-2 py-1" onClick={panel.askToReplaceLink}>
            {m['documents.revoke']}
          </button>
        )}
        {/* Whoever holds the old link loses it at once: asked first. */}
        <ConfirmDialog
          open={replacing}
          title={m['documents.revokeTitle']}
          confirmLabel={m['documents.revokeConfirm']}
          cancelLabel={m['documents.revokeKeep']}
          onCancel={panel.keepLink}
          onConfirm={panel.replaceLink}
        >
          <p>{m['documents.revokeBody']}</p>
        </ConfirmDialog>
      </div>
    </section>
  );
}
