import { carouselBreakpoints, type CarouselLayout } from '@servenear/shared/domain';

/**
 * customer §2 'Category carousel' for a row of `slideCount` cards: never more side by side
 * than there are cards, at most 5; 3 from 568 px, 4 from 768, 5 from 1024. Below 568 px the
 * row shows two: the spec's min(category count + 1, 5) would put five cards of about 50 px
 * on a phone, where 'Tutor/Consultancies' fits only by breaking inside its words.
 */
export function categoryRowLayout(slideCount: number): CarouselLayout {
  // The spec's rule counts the categories and adds the home's Pass Fast Express card.
  const spec = carouselBreakpoints.categories(slideCount - 1);
  return { ...spec, slidesPerView: Math.min(2, spec.slidesPerView) };
}
