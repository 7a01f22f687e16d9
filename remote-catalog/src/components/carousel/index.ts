// The home's carousels and the category rows of the home and the service list (customer §2, §9).
export { Carousel } from './Carousel';
export { RowCarousel } from './RowCarousel';
export { useSlidesPerView } from './useSlidesPerView';
