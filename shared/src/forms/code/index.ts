/**
 * @servenear/shared/codes: the texted-code forms (four boxes, countdowns, the code step of every
 * flow). Only the account and partner remotes draw them (the ops console uses the countdown), so
 * the subpath is bundled where used rather than shared: one more shared module would lengthen every remote's remoteEntry.js and the
 * forms area every booking page loads. It reaches the forms area by its package path, never
 * relatively, so no second copy of it is bundled.
 */
export { CodeForm } from './CodeForm';
export { OtpBoxes, emptyOtp } from './OtpBoxes';
export { maskPhone } from './maskPhone';
export { formatCountdown, useCountdown } from './useCountdown';
export { PendingNumberStep } from './PendingNumberStep';
