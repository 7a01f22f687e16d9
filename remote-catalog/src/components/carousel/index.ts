// The home's carousels and the category rows of the home and the service list (customer §2, §9).
export { Carousel, RowCarousel } from './Carousel';
export { useSlidesPerView } from './useSlidesPerView';
