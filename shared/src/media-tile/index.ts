/**
 * @servenear/shared/media-tile (issue 37): the tile drawn in place of an uploader's own photo
 * while it is processing or after it failed: the partner's service list, the mover's step photos
 * and the customer's move photos. A subpath of its own, bundled into the page chunks that draw it
 * (scripts/federation/sharedModules.ts), so the upload form, which reads only the states, does
 * not carry its styles.
 */
export { MediaStateTile } from './MediaStateTile';
