export { documentsOf, documentsOfCase, storeUpload } from './documents.ts';
export { UPLOAD_PATH, limitUpload, readUpload } from './read-upload.ts';
export { storageFor } from './storage.ts';
export type { DocumentStorage } from './storage.ts';
