import { carouselBreakpoints, type CarouselLayout } from '@servenear/shared/domain';

/** customer §2 'Category carousel' for a row of `slideCount` cards (the shared rule, two on a phone). */
export function categoryRowLayout(slideCount: number): CarouselLayout {
  // The rule counts the categories and adds the home's Pass Fast Express card.
  return carouselBreakpoints.categories(slideCount - 1);
}
