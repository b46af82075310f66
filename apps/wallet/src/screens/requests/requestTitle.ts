import type { RequestDescription } from '@tessera/engine'
import { texts } from '../texts.js'

/** SPEC §2: the approval title depends on the method. */
export function requestTitle(description: RequestDescription): string {
  if (description.kind === 'sendTransaction') return texts.transaction.title
  if (description.kind === 'signMessage' && description.siwe) return texts.signIn.title // #17 SIWE
  return texts.sign.titles[description.method] ?? texts.sign.fallbackTitle
}
