import { MAX_PD_PHOTOS, MIN_PD_PHOTOS, pdEnquiryMessages } from '@servenear/shared/enquiry-texts';
import { defineTexts, fill } from '@servenear/shared/i18n';
import type { PhotoFieldTexts, VideoFieldTexts } from '@servenear/shared/upload';

const texts = defineTexts(
  {
    /**
     * The Pass Fast Express popup's words (customer §2 'Pass Fast Express popup'): the field names
     * and the button as the spec spells them. Its messages are pdEnquiryMessages
     * (@servenear/shared/enquiry-schemas), the one source the server checks with too.
     */
    dialog: {
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
    },
    photos: {
      label: 'Upload Image',
      hint: 'At least {min} photos of the product (up to {max}), JPEG, PNG or WebP, each up to 10 MB.',
      choose: 'Add photos',
      chosen: 'Chosen photos',
      remove: 'Remove {name}',
      /** How many are chosen, fewer than the least. */
      countBelow: '{chosen} of at least {min} chosen',
      /** How many are chosen, otherwise. */
      countUpTo: '{chosen} of at most {max} chosen',
    },
    video: {
      label: 'Upload Video (optional)',
      hint: 'MP4 or WebM, up to 50 MB.',
      choose: 'Choose a video',
      remove: 'Remove video',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const passFastExpressTexts = texts.dialog;

/** The photo picker's words in the current language: built when the form draws, never kept. */
export function photoTexts(): PhotoFieldTexts {
  const photos = texts.photos;
  return {
    label: photos.label,
    hint: fill(photos.hint, { min: MIN_PD_PHOTOS, max: MAX_PD_PHOTOS }),
    choose: photos.choose,
    chosen: photos.chosen,
    remove: (name) => fill(photos.remove, { name }),
    refused: pdEnquiryMessages.imageRefused,
    count: (chosen, min, max) => fill(chosen < min ? photos.countBelow : photos.countUpTo, { chosen, min, max }),
  };
}

/** The video picker's words in the current language: built when the form draws, never kept. */
export function videoTexts(): VideoFieldTexts {
  const video = texts.video;
  return {
    label: video.label,
    hint: video.hint,
    choose: video.choose,
    remove: video.remove,
    refused: pdEnquiryMessages.videoRefused,
  };
}
