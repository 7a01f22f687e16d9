/**
 * Issue 37: the partner card (photo, name, verified badge, rating, jobs done, call link), for a
 * booking's partner and a move's mover. A subpath of its own, loaded only by the pages that show
 * a partner. Its data is PartnerSummary (@servenear/shared/api), mapped from the wire's
 * partnerSummaryWire, which the server makes in one place (modules/ratings).
 */
export { PartnerCard, partnerCardTexts, type PartnerCardProps } from './PartnerCard';
