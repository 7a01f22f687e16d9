/**
 * Photos and videos of upload forms (partners' services, customers' Pass Fast Express requests):
 * reading the forms, re-encoding photos, keeping videos, and the URLs the API answers with.
 * Served by ./routes (GET /api/files/service-* and /api/files/pd-*).
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
