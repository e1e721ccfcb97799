export {
  documentsOf,
  documentsOfAssignments,
  documentsOfCase,
  findDocumentFor,
  findOpenCaseRequest,
} from './repository.ts';
export { UPLOAD_PATH, limitUpload, readUpload } from './read-upload.ts';
export { requestDocuments } from './request-documents.ts';
export { reviewDocument } from './review-document.ts';
export { storageFor } from './storage.ts';
export type { DocumentStorage } from './storage.ts';
export { storeUpload } from './store-upload.ts';
export { documentTypeNamesOf, openRequestsOfCase, requestNamesOfCase } from './case-requests.ts';
export { hasUploadedFile } from './uploaded-file.ts';
export { knowAssignmentsThrough } from './assignments-port.ts';
export type { AssignmentsForDocuments } from './assignments-port.ts';
export { addDemoCaseRequest, addDocumentTypes, linkCaseRequestsTo } from './demo-data.ts';
export { documentTypeNamer } from './type-names.ts';
export { attachableDocuments, attachmentsOf } from './attachable.ts';
export type { AttachableDocument } from './attachable.ts';
