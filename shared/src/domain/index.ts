export { formatRupees } from './money';
export { onFirstUse } from './onFirstUse';
export { ratingHistogram, roundedStars, type HistogramRow, type StarCounts } from './rating';
export { aboutBullets, truncateDescription } from './text';
export { carouselBreakpoints, slidesPerViewAt, type CarouselBreakpoints, type CarouselLayout } from './carousel';
export * from './booking';
export { timeAgo } from './timeAgo';
