/**
 * Photos and videos of upload forms (partners' services, customers' Pass Fast Express requests):
 * reading the forms, re-encoding photos, keeping videos, and the URLs the API answers with.
 * Served by ./routes (GET /api/files/service-* and /api/files/pd-*).
 */
export { MediaStore, PD_MEDIA, SERVICE_MEDIA, type MediaFolders } from './store';
export { MediaRefusedError } from './errors';
export {
  readMediaForm,
  readServiceUploadForm,
  SERVICE_FORM_MEDIA,
  type MediaForm,
  type MediaFormRules,
  type ServiceUploadForm,
  type PendingVideo,
} from './uploadForm';
export { storeServicePhoto, removeServicePhotos, removeServiceVideo } from './photos';
export { storeFormMedia, removeStoredMedia, type StoredMedia } from './storeForm';
export { mediaUrls, photoUrl, photoSources, videoUrl, type MediaUrls } from './urls';
