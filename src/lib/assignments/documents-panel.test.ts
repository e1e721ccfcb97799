import { describe, expect, it, vi } from 'vitest';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { DocumentInfo } from '../../../contract/documents.ts';
import { ApiError } from '../api/api-error.ts';
import { createLoader } from '../pages/loader.ts';
import { requestDocuments, reviewDocument } from './api.ts';
import { createDocumentsPanel, requestedNames } from './documents-panel.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('../stores/messages.ts', () => ({ showSnack: vi.fn() }));
vi.mock('./api.ts', () => ({
  requestDocuments: vi.fn(),
  reviewDocument: vi.fn(),
  revokeGuestLink: vi.fn(),
  downloadDocument: vi.fn(),
  documentUpload: (id: string, docType: string) => ({ url: `/up/${id}/${docType}`, headers: {} }),
}));

// Only what the panel's decisions read.
const detail = (version: number) => ({ id: 'a1', version }) as AssignmentDetail;
const doc = (id: string) => ({ id, file_name: null }) as DocumentInfo;

async function shown() {
  const assignment = createLoader(async () => detail(1));
  await assignment.load();
  return { assignment, panel: createDocumentsPanel(assignment, 'Saved.') };
}

describe('the documents panel', () => {
  it('reads the names typed as one document each', () => {
    expect(requestedNames(' ID card, Invoice;\nPhotos ,, ')).toEqual(['ID card', 'Invoice', 'Photos']);
  });

  it('asks for the documents named, shows the answer, and empties the names', async () => {
    const { assignment, panel } = await shown();
    panel.$names.set('ID card; Invoice');
    vi.mocked(requestDocuments).mockResolvedValue(detail(2));
    await panel.request();
    expect(requestDocuments).toHaveBeenCalledWith('a1', ['ID card', 'Invoice']);
    expect(assignment.data()?.version).toBe(2);
    expect(panel.$names.get()).toBe('');
    // An answer naming no policyholder address: the page says nobody was told.
    expect(panel.$told.get()).toBeNull();
    const told = { ...detail(3), claim_file: { policyholder_email: 'client@example.test' } } as AssignmentDetail;
    vi.mocked(requestDocuments).mockResolvedValue(told);
    panel.$names.set('Invoice');
    await panel.request();
    expect(panel.$told.get()).toBe('client@example.test');
  });

  it('asks by the date given, and keeps a refused date beside its own field', async () => {
    const { panel } = await shown();
    panel.$names.set('Invoice');
    panel.$due.set('2026-02-02');
    vi.mocked(requestDocuments).mockResolvedValue(detail(2));
    await panel.request();
    expect(requestDocuments).toHaveBeenLastCalledWith('a1', ['Invoice'], '2026-02-02');
    expect(panel.$due.get()).toBe('');
    panel.$names.set('Invoice');
    panel.$due.set('2026-13-40');
    const problems = [{ field: 'due_date', key: 'error.document.dueDate', message: 'Enter a valid date.' }];
    vi.mocked(requestDocuments).mockRejectedValue(new ApiError(400, 'validation_failed', 'x', { problems }));
    await panel.request();
    expect(panel.$due.get()).toBe('2026-13-40');
    expect(panel.saving.$fields.get()).toEqual({ due_date: 'Enter a valid date.' });
  });

  it('keeps refused names as typed, with the refusal beside the names field', async () => {
    const { panel } = await shown();
    panel.$names.set(',');
    const problems = [{ field: 'doc_type_names', key: 'error.x', message: 'Ask for at least one document.' }];
    vi.mocked(requestDocuments).mockRejectedValue(new ApiError(400, 'validation_failed', 'x', { problems }));
    await panel.request();
    expect(panel.$names.get()).toBe(',');
    expect(panel.saving.$fields.get()).toEqual({ doc_type_names: 'Ask for at least one document.' });
    expect(panel.saving.$problem.get()).toBe('');
  });

  it("rejects with the reason typed on that document's row, and a refused reason stays on that row", async () => {
    const { panel } = await shown();
    panel.typeReason('d1', 'Blurred');
    panel.typeReason('d2', 'Other');
    const problems = [{ field: 'reject_reason', key: 'error.x', message: 'Say why.' }];
    vi.mocked(reviewDocument).mockRejectedValue(new ApiError(400, 'validation_failed', 'x', { problems }));
    await panel.reject(doc('d1'));
    expect(reviewDocument).toHaveBeenCalledWith('d1', 'rejected', 'Blurred');
    expect(panel.$reviewed.get()).toBe('d1');
    expect(panel.saving.$fields.get()).toEqual({ reject_reason: 'Say why.' });
  });

  it('offers an upload only once a type is typed, and forgets the type once uploaded', async () => {
    const { panel } = await shown();
    expect(panel.upload()).toBeNull();
    panel.$docType.set(' Invoice ');
    expect(panel.upload()).toEqual({ label: 'Invoice', url: '/up/a1/Invoice', headers: {} });
  });
});
