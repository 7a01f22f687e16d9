// The sign-in, sign-up, OTP and password writes of customer §7 as mutations (filled in by the account work).
export {};
