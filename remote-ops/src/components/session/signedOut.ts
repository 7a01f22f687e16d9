/**
 * The mark the console's Sign out leaves on its way to the sign-in page: the server's session is
 * ended, and the sign-in page forgets the shell's copy once it is showing. Ending it before
 * leaving /ops/* would have the shell's guard say "Please log in to continue." to a person who
 * has just signed out.
 */
export const signedOutState = {
  mark: { opsSignedOut: true } as const,
  isIn: (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { opsSignedOut?: unknown }).opsSignedOut === true,
};
