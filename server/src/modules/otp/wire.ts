import type { CodeTimingsWire } from '@servenear/shared/wire';
import type { CodeTimings } from './service';

/** The timings under their wire names (shared/src/wire/codes.ts). */
export const timingsWire = (timings: CodeTimings): CodeTimingsWire => ({ expires_in: timings.expiresIn, resend_in: timings.resendIn });
