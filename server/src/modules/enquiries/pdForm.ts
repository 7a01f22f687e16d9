import { MAX_PD_PHOTOS, pdEnquiryMessages } from '@servenear/shared/enquiry-schemas';
import type { MediaFormRules } from '../media';

/**
 * customer §3 names a move request's photos `images[0]`, `images[1]`, …; `images[]` and
 * `images` are taken too, as the partner's form sends them. Two digits are plenty: a seventh
 * photo is refused by count long before.
 */
const PHOTO_FIELD = /^images(\[\d{0,2}\])?$/;

/** Pass Fast Express photos and video, read by the media module's one form reader. */
export const PD_FORM_MEDIA: MediaFormRules = {
  isPhotoField: (name) => PHOTO_FIELD.test(name),
  maxPhotos: MAX_PD_PHOTOS,
  messages: pdEnquiryMessages,
};
