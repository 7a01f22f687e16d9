import { defineTexts } from '@servenear/shared/i18n';

/** The partner card's words; `{average}` is the rating with one decimal ('4.5'). */
export const partnerCardTexts = defineTexts(
  {
    verified: 'Verified',
    noReviews: 'No ratings yet',
    rating: '{average} ({count, plural, one {# rating} other {# ratings}})',
    ratingLabel: 'Rated {average} out of 5 from {count, plural, one {# rating} other {# ratings}}',
    jobsDone: '{count, plural, one {# job} other {# jobs}} done',
    call: 'Call {name}',
    photoOf: 'Photo of {name}',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
