import { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES, PHOTO_ACCEPT, VIDEO_ACCEPT } from '../schemas/mediaLimits';

const photoTypes = PHOTO_ACCEPT.split(',');
const videoTypes = VIDEO_ACCEPT.split(',');

/** A photo the pickers keep: one of PHOTO_ACCEPT's types, at most 10 MB. The server checks the bytes again. */
export const isAcceptedPhoto = (file: File) => photoTypes.includes(file.type) && file.size <= MAX_PHOTO_BYTES;
/** A video the pickers keep: MP4 or WebM, at most 50 MB. */
export const isAcceptedVideo = (file: File) => videoTypes.includes(file.type) && file.size <= MAX_VIDEO_BYTES;
