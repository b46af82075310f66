// The terms of EIP-4361's ABNF that a single pattern checks (#17 SIWE), written from the EIP's text.

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986 §3.1). */
export const schemePattern = /^[A-Za-z][A-Za-z0-9+.-]*$/

/**
 * `domain = authority` (RFC 3986 §3.2), host[:port]: a registered name or an IP literal, with no
 * user info (an `user@` part would let `bank.example@evil.example` read as the bank).
 */
export const domainPattern =
  /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/

/**
 * `statement`: one line of printable ASCII (the EIP's reserved / unreserved / space, widened to
 * all printable ASCII as later errata do, so an app's punctuation is no error).
 */
export const statementPattern = /^[\x20-\x7e]*$/

/** `nonce = 8*( ALPHA / DIGIT )`. */
export const noncePattern = /^[A-Za-z0-9]{8,}$/

/** `chain-id = 1*DIGIT` (EIP-155). */
export const chainIdPattern = /^[0-9]+$/

/** `request-id = *pchar` (RFC 3986 §3.3). */
export const requestIdPattern = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/

/** `URI` (RFC 3986 §3): a scheme, then no white space; the rest as a URL parser reads it. */
export function isUri(text: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(text) && URL.canParse(text)
}
