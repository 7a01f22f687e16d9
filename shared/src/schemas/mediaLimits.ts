/**
 * What every photo and video upload accepts (the partner's services, Pass Fast Express): one
 * source for the forms and the server's media pipeline (server/src/modules/media). A file of its
 * own so each form's shared area bundles these few constants without the other's rules.
 */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** Widths every photo is stored at (px, never enlarged); cards ask for the smallest that fits. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

/** What a file input offers to pick; the server checks the bytes whatever the picker allowed. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const VIDEO_ACCEPT = 'video/mp4,video/webm';
