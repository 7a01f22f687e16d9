import { defineTexts } from '@servenear/shared/i18n';

/** '/employee-edit-profile' (partner §2, §3 'Employee profile', §8). */
export const profileTexts = defineTexts(
  {
    title: 'Edit profile',
    fields: {
      name: 'Full name',
      email: 'Email',
      mobile: 'Mobile number',
      address: 'Address',
    },
    form: {
      save: 'Save changes',
      saving: 'Saving...',
      saved: 'Profile updated successfully.',
      failure: 'Profile could not be updated. Please try again.',
    },
    /** The profile photo and its picker; `file` is the chosen photo's file name. */
    photo: {
      label: 'Change photo',
      hint: 'JPG, PNG or WebP, up to 2 MB.',
      chosen: '{file} will be saved with your changes.',
      previewAlt: 'New profile photo preview',
      currentAlt: 'Your profile photo',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const profileFormTexts = profileTexts.form;
