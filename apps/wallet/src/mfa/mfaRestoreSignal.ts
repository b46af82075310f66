const listeners = new Map<string, () => void>()

/**
 * What the page does when a login needs the PIN (the frame tells the host `mfa_flow`). Its own
 * module, free of key code, so the boot chunk can set it without loading the key network client.
 */
export function onMfaRestore(appId: string, listener: () => void): void {
  listeners.set(appId, listener)
}

/** A restore started for `appId`'s login. */
export function announceMfaRestore(appId: string): void {
  listeners.get(appId)?.()
}
