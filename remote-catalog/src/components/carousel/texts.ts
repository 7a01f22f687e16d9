import { defineTexts } from '@servenear/shared/i18n';

/** The texts of the arrows and bullets (those of the carousel library the home used before). */
export const carouselTexts = defineTexts(
  {
    /** What a screen reader calls the row and each card (aria-roledescription). */
    carousel: 'carousel',
    slide: 'slide',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {position}',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
