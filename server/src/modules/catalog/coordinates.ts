import { z } from 'zod';
import { coordinateShape, pointOf } from '@servenear/shared/endpoints';

/*
 * The near-me queries of the catalogue's calls are in their endpoint definitions
 * (shared/src/endpoints/coordinates.ts); the server reads their point and messages from there.
 */
export type { Point } from '@servenear/shared/endpoints';

/** Optional point of a located body (a booking's): both or neither. */
export const optionalPointSchema = z.object(coordinateShape).transform((input, context) => pointOf(input, context, false));
