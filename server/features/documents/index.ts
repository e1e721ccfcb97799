export { documentsOf, documentsOfCase } from './repository.ts';
export { UPLOAD_PATH, limitUpload, readUpload } from './read-upload.ts';
export { storageFor } from './storage.ts';
export type { DocumentStorage } from './storage.ts';
export { storeUpload } from './store-upload.ts';
