/**
 * Issue 37: the partner card (photo, name, verified badge, rating, jobs done, call link), for a
 * booking's partner and a move's mover. A subpath of its own, loaded only by the pages that show
 * a partner. It takes partnerSummaryWire as replies carry it and maps it itself (./summary); the
 * server makes that summary in one place (modules/ratings).
 */
export { PartnerCard } from './PartnerCard';
