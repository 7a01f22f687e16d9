import { defineTexts } from '@servenear/shared/i18n';

/** The carousel's words for screen readers and its buttons. */
export const mediaGalleryTexts = defineTexts(
  {
    previous: 'Previous',
    next: 'Next',
    show: 'Show item {position} of {count}',
    slide: '{position} of {count}',
    /** aria-roledescription of the whole and of each item. */
    carousel: 'carousel',
    slideRole: 'slide',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
