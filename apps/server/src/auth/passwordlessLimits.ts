const minute = 60_000

/** Issue: a one-time code has 6 digits, expires in 10 minutes and allows 5 attempts. */
export const otpDigits = 6
export const otpLifetimeMs = 10 * minute
export const otpMaxAttempts = 5
/**
 * Issue 15 finding 6: wrong codes per identity (keyspace and email) across every code sent in a
 * day-long window (opened by the first wrong code); the tenth locks the identity's code logins
 * until that window ends.
 */
export const otpMaxFailuresPerWindow = 10
export const otpFailureWindowMs = 24 * 60 * minute
/** A magic link and its credential session live as long as a code. */
export const linkLifetimeMs = 10 * minute
/**
 * Issue 15 finding 4: the code the requesting side shows and the link page must type, and the
 * wrong tries after which the link is gone (a guess succeeds with odds of 3 in a million).
 */
export const linkConfirmCodeDigits = 6
export const linkConfirmMaxAttempts = 3
/** How long the link page has to store the ciphertext after verifying the link. */
export const credGrantLifetimeS = 5 * 60
