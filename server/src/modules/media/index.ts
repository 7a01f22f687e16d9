/**
 * Photos and videos of upload forms (partners' services, customers' Pass Fast Express requests):
 * reading the forms, accepting their files for the media job (./mediaJobs: re-encoding photos,
 * cleaning videos, on the job queue), what others may see of them (./readyMedia), and the URLs
 * the API answers with. Served by ./routes (GET /api/files/service-* and /api/files/pd-*).
 *
 * The smaller uploads live here too, imported from their own files: profile photos and ID
 * proofs (./uploadStore, photos served by ./profilePhotoRoutes), the in-memory form reader
 * they go through (./multipart) and file types told from the bytes (./fileType).
 */
export { MediaStore, PD_MEDIA } from './store';
export {
  readMediaForm,
  readServiceUploadForm,
  type MediaFormRules,
  type PendingVideo,
} from './uploadForm';
export { acceptFormMedia, removeStoredMedia, type StoredMedia } from './storeForm';
export { forgetMedia, queueMedia } from './mediaJobs';
export { mediaStatusField, mediaStatusOf, type MediaStatuses } from './readyMedia';
export { mediaUrls, photoUrl, photoSources, videoUrl } from './urls';
