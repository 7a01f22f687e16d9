export { formatRupees } from './money';
export { ratingHistogram, roundedStars, type StarCounts } from './rating';
export { aboutBullets, truncateDescription } from './text';
export { carouselBreakpoints, slidesPerViewAt, type CarouselLayout } from './carousel';
export * from './booking';
export { timeAgo } from './timeAgo';
export * from './disputes';
