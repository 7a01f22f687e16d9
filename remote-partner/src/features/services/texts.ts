import type { PhotoFieldTexts, StoredPhotos, VideoFieldTexts } from '@servenear/shared/upload';
import type { MediumState } from '@servenear/shared/media-states';
import { serviceFormMessages } from '@servenear/shared/partner-texts';
import { defineTexts, fill } from '@servenear/shared/i18n';

/** The service screens' texts, all groups (each is exported below under its own name). */
export const serviceFeatureTexts = defineTexts(
  {
    /**
     * The service screens' own words (partner §2). The form rules and every message the spec or
     * the server shares are in @servenear/shared/partner-schemas (serviceFormMessages).
     */
    service: {
      uploadTitle: 'Upload a service',
      uploadIntro: 'Tell customers near you what you offer. Add 1 to 3 clear photos of your work; a short video helps too.',
      editTitle: 'Edit service',
      addTitle: 'Add a service',
      addIntro: 'Your service is not in the list? Name it here. Our team checks it, and customers see it once it is approved.',
      listTitle: 'Your services',

      // Form fields.
      name: 'Name',
      mobile: 'Mobile number',
      email: 'Email',
      address: 'Address',
      category: 'Category',
      subCategory: 'Sub-category',
      service: 'Service',
      customService: 'Name of your service',
      serviceName: 'Service name',
      employeeType: 'Employee type',
      description: 'Description',
      descriptionHint: 'What you do, what you bring, how you work.',
      checkbox: 'I confirm that these details are correct.',
      chooseCategory: 'Select a category',
      chooseSubCategory: 'Select a sub-category',
      chooseService: 'Select a service',
      chooseEmployeeType: 'Select an employee type',
      other: 'Other',
      partTime: 'Part time',
      fullTime: 'Full time',
      loadingChoices: 'Loading...',

      // Photos and video.
      photos: 'Photos',
      photosHint: '1 to 3 photos, JPEG, PNG or WebP, each up to 10 MB.',
      photosEditHint: 'Your photos stay as they are unless you choose new ones: then choose exactly 3.',
      addPhotos: 'Add photos',
      replacePhotos: 'Choose 3 new photos',
      storedPhotos: 'Your current photos',
      chosenPhotos: 'Chosen photos',
      /** `name`: the photo's file name. */
      removePhoto: 'Remove {name}',
      keepStoredPhotos: 'Keep my current photos',
      video: 'Video (optional)',
      videoHint: 'MP4 or WebM, up to 50 MB.',
      chooseVideo: 'Choose a video',
      removeVideo: 'Remove video',
      storedVideo: 'Your current video stays unless you choose another.',

      // Submitting.
      upload: 'Upload service',
      uploadingButton: 'Uploading...',
      save: 'Save changes',
      savingButton: 'Saving...',
      uploading: 'Uploading your service',
      add: 'Add service',
      adding: 'Adding...',
      fixFields: 'Please correct the highlighted fields.',
      addLink: "Can't find your service? Add it",

      // The list.
      catalogueHeading: 'Services',
      otherHeading: 'Other services',
      empty: 'You have not added any services yet.',
      uploadLink: 'Upload a service',
      loading: 'Loading services...',
      serviceType: 'Service type',
      categories: 'Categories',
      subCategories: 'Sub-Categories',
      employeeTypeRow: 'Employee Type',
      notGiven: '—',
      edit: 'Edit',
      delete: 'Delete',
      deleteYes: 'Yes, delete',
      videoLink: 'Video',
      /** `name`: the service's name. */
      photosOf: 'Photos of {name}',
      reason: 'Reason: {reason}',
    },
    /** A card's service type, as the server names it (service, enquiry, other). */
    serviceTypes: { service: 'Service', enquiry: 'Enquiry', other: 'Other' },
    /** Issue 37: the partner's own photos and video that are not ready yet, or could not be processed. */
    mediaState: {
      processing: 'Processing…',
      photoFailed: 'This photo could not be processed. Please upload it again.',
      videoProcessing: 'Your video is processing…',
      videoFailed: 'This video could not be processed. Please upload it again.',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const serviceTexts = serviceFeatureTexts.service;

/** Issue 37: the partner's own photos and video that are not ready yet, or could not be processed. */
export const mediaStateTexts = serviceFeatureTexts.mediaState;

/** A card's service type in words; a type we do not know is shown as the server names it. */
export function serviceTypeLabel(type: string): string {
  const types = serviceFeatureTexts.serviceTypes;
  return type in types ? types[type as keyof typeof types] : type;
}

/** The photo picker's words (@servenear/shared/upload PhotoField), in the current language. */
export function photoFieldTexts(): PhotoFieldTexts {
  return {
    label: serviceTexts.photos,
    hint: serviceTexts.photosHint,
    choose: serviceTexts.addPhotos,
    chosen: serviceTexts.chosenPhotos,
    remove: (name) => fill(serviceTexts.removePhoto, { name }),
    refused: serviceFormMessages.imageRefused,
  };
}

/** What the edit form says in place of a stored photo that is not ready. */
function storedPhotoNote(state: MediumState): string | null {
  if (state === 'processing') return mediaStateTexts.processing;
  if (state === 'failed') return mediaStateTexts.photoFailed;
  return null;
}

/** On edit: the stored photos stand until new ones are chosen. */
export const storedPhotoTexts = (urls: readonly string[], states: readonly MediumState[] = []): StoredPhotos => ({
  urls,
  notes: states.map(storedPhotoNote),
  label: serviceTexts.storedPhotos,
  replace: serviceTexts.replacePhotos,
  keep: serviceTexts.keepStoredPhotos,
  hint: serviceTexts.photosEditHint,
});

/** The video picker's words; a stored video that is not ready says so instead of "stays". */
export function videoFieldTexts(storedState: MediumState = 'ready'): VideoFieldTexts {
  const stored = { ready: serviceTexts.storedVideo, processing: mediaStateTexts.videoProcessing, failed: mediaStateTexts.videoFailed }[storedState];
  return {
    label: serviceTexts.video,
    hint: serviceTexts.videoHint,
    choose: serviceTexts.chooseVideo,
    remove: serviceTexts.removeVideo,
    refused: serviceFormMessages.videoRefused,
    stored,
  };
}

/** The employee type in words. */
export const employeeTypeLabel = (type: 'part_time' | 'full_time') => (type === 'part_time' ? serviceTexts.partTime : serviceTexts.fullTime);

/** The employee type select's options, in the current language. */
export const employeeTypeOptions = () => [
  { value: 'part_time', label: serviceTexts.partTime },
  { value: 'full_time', label: serviceTexts.fullTime },
];
