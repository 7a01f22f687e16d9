/**
 * Partners' service photos and videos: reading the upload forms, re-encoding photos, keeping
 * videos, and the URLs the API answers with. Served by ./routes (GET /api/files/service-*).
 */
export { MediaStore } from './store';
export { MediaRefusedError } from './errors';
export { readServiceUploadForm, type ServiceUploadForm, type PendingVideo } from './uploadForm';
export { storeServicePhoto, removeServicePhotos, removeServiceVideo } from './photos';
export { photoUrl, photoSources, videoUrl } from './urls';
