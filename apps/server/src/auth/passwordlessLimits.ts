const minute = 60_000

/** Issue: a one-time code has 6 digits, expires in 10 minutes and allows 5 attempts. */
export const otpDigits = 6
export const otpLifetimeMs = 10 * minute
export const otpMaxAttempts = 5
/** A magic link and its credential session live as long as a code. */
export const linkLifetimeMs = 10 * minute
/** How long the link page has to store the ciphertext after verifying the link. */
export const credGrantLifetimeS = 5 * 60
