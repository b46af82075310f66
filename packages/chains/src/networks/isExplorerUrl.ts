import { invalidParams } from '../params/invalidParams.js'

/** Hosts where plain http stays on this machine (a local explorer beside a local node). */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** What a refused explorer URL answers (invalid params) and the Add network form shows. */
export const explorerUrlNotAllowed =
  'Explorer URL must start with https:// (http:// only for localhost)'

/**
 * Whether the wallet may link to `value` as a block explorer: an https URL, or plain http on this
 * machine. Anything else (`javascript:`, `data:`, another scheme, http on the network) would be a
 * link the wallet renders for whoever named the network (issue #15 finding 7).
 */
export function isExplorerUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname)
}

/** Refuses an explorer URL `isExplorerUrl` does not accept, with invalid params. */
export function assertExplorerUrl(value: string): void {
  if (!isExplorerUrl(value)) throw invalidParams(explorerUrlNotAllowed)
}
