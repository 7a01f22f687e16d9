import { defineTexts } from '@servenear/shared/i18n';

/** Refusals of a stored file (photos, videos, ID proofs, profile photos): sent in English by the code, translated at the boundary (plugins/errorHandler.ts). */
export const mediaTexts = defineTexts(
  {
    /** privateAccess.ts privateMediaMessage. */
    linkExpired: 'This link has expired or is not valid. Open the page again.',
    /** profileImage.ts profileImageMessage. */
    profileImage: 'Upload a JPG, PNG or WebP image up to 2 MB.',
    fileNotFound: 'File not found.',
    rangeNotSatisfiable: 'Range Not Satisfiable',
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
