import { MAX_PD_PHOTOS, MIN_PD_PHOTOS, pdEnquiryMessages } from '@servenear/shared/enquiry-texts';
import type { PhotoFieldTexts, VideoFieldTexts } from '@servenear/shared/upload';

/**
 * The Pass Fast Express popup's words (customer §2 'Pass Fast Express popup'): the field names and
 * the button as the spec spells them. Its messages are pdEnquiryMessages
 * (@servenear/shared/enquiry-schemas), the one source the server checks with too.
 */
export const passFastExpressTexts = {
  title: 'Pass Fast Express',
  intro: 'Tell us what to pick up, where from and where to, and we will get back to you with a quote.',
  close: 'Close',
  fromAddress: 'From Address',
  toAddress: 'To Address',
  date: 'Select Date',
  dateHint: 'Any day from today to one month ahead.',
  mobile: 'Mobile number',
  description: 'Describe about Product',
  descriptionHint: 'What it is, its size and weight, anything fragile.',
  submit: 'Enquiry Now',
  uploading: 'Uploading your enquiry',
} as const;

export const photoTexts: PhotoFieldTexts = {
  label: 'Upload Image',
  hint: `At least ${MIN_PD_PHOTOS} photos of the product (up to ${MAX_PD_PHOTOS}), JPEG, PNG or WebP, each up to 10 MB.`,
  choose: 'Add photos',
  chosen: 'Chosen photos',
  remove: (name) => `Remove ${name}`,
  refused: pdEnquiryMessages.imageRefused,
  count: (chosen, min, max) => (chosen < min ? `${chosen} of at least ${min} chosen` : `${chosen} of at most ${max} chosen`),
};

export const videoTexts: VideoFieldTexts = {
  label: 'Upload Video (optional)',
  hint: 'MP4 or WebM, up to 50 MB.',
  choose: 'Choose a video',
  remove: 'Remove video',
  refused: pdEnquiryMessages.videoRefused,
};
