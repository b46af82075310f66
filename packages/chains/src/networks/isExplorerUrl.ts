import { invalidParams } from '../params/invalidParams.js'
import { isWebUrl } from '../params/isWebUrl.js'

/** What a refused explorer URL answers (invalid params) and the Add network form shows. */
export const explorerUrlNotAllowed =
  'Explorer URL must start with https:// (http:// only for localhost)'

/**
 * Whether the wallet may link to `value` as a block explorer: an https URL, or plain http on this
 * machine. Anything else (`javascript:`, `data:`, another scheme, http on the network) would be a
 * link the wallet renders for whoever named the network (issue #15 finding 7).
 */
export function isExplorerUrl(value: string): boolean {
  return isWebUrl(value)
}

/** Refuses an explorer URL `isExplorerUrl` does not accept, with invalid params. */
export function assertExplorerUrl(value: string): void {
  if (!isExplorerUrl(value)) throw invalidParams(explorerUrlNotAllowed)
}
