/**
 * Photos and videos of upload forms (partners' services, customers' Pass Fast Express requests):
 * reading the forms, re-encoding photos, keeping videos, and the URLs the API answers with.
 * Served by ./routes (GET /api/files/service-* and /api/files/pd-*).
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
export { storeServicePhoto, removeServicePhotos, removeServiceVideo } from './photos';
export { storeFormMedia, removeStoredMedia } from './storeForm';
export { mediaUrls, photoUrl, photoSources, videoUrl } from './urls';
