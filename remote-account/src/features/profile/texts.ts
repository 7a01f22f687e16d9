import { defineTexts } from '@servenear/shared/i18n';

/** customer §2 /user-edit, §8 'Profile update'. */
export const profileTexts = defineTexts(
  {
    title: 'Profile',
    loadFailed: 'Your profile could not be loaded. Check your connection and try again.',
    save: 'Save changes',
    saving: 'Processing...',
    updated: 'Profile updated successfully.',
    changePhoto: 'Change photo',
    photoHint: 'JPG, PNG or WebP, up to 2 MB.',
    photoInvalid: 'Upload a JPG, PNG or WebP image up to 2 MB.',
    somethingWrong: 'Something went wrong.',
    networkError: 'Network error. Please try again.',
    /** Ours: the picture's preview, and the hint once a new one is chosen (`{name}` its file name). */
    photoPreview: 'Profile photo preview',
    photoChosen: '{name} will be uploaded when you save.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const maxPhotoBytes = 2 * 1024 * 1024;
