// What the magic-link credential key signs (docs/server.md "Logins", magic link row).

/** Proves the session key: registering the session and every poll. */
export function credProofMessage(sessionId: string): string {
  return `tessera-cred:${sessionId}`
}

/** Asks for the link to be mailed for this session (email trimmed and lower-cased). */
export function credLinkMessage(sessionId: string, email: string): string {
  return `tessera-cred-link:${sessionId}:${email.trim().toLowerCase()}`
}
