/**
 * The photo and video carousel of a request or a service (Pass Fast Express requests on
 * /pd-enquiry and the partner's /pd-delivery-popup, the partner's service cards). A subpath of its
 * own: each @servenear/shared subpath is a federated module loaded whole, and only these pages
 * show a gallery. See MediaGallery's comment for its use.
 */
export { MediaGallery, cardPhotoSizes } from './MediaGallery';
