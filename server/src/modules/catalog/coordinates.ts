/*
 * The near-me queries of the catalogue's calls are in their endpoint definitions
 * (shared/src/endpoints/coordinates.ts); the server reads their point and messages from there.
 */
export type { Point } from '@servenear/shared/endpoints';
