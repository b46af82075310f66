import { parseRfc3339DateTime, type SiweMessage } from '@tessera/protocol'
import type { Address } from 'viem'
import type { SiweWarning } from './SiweWarning.js'

/** What the wallet itself knows to check a SIWE message against. */
export type SiweSigner = {
  readonly address: Address
  readonly chainId: number
  readonly now: Date
}

// A time that cannot be read is neither past nor ahead, so both checks below fail closed on it.
const msOf = (time: string) => parseRfc3339DateTime(time) ?? Number.NaN
const hasCome = (time: string, now: Date) => msOf(time) <= now.getTime()
const isAhead = (time: string, now: Date) => msOf(time) > now.getTime()

// Small named checks in a list (STYLE §B3): each is met, or gives its warning.
const checks: readonly {
  readonly warning: SiweWarning
  readonly isMet: (message: SiweMessage, signer: SiweSigner) => boolean
}[] = [
  {
    warning: 'addressMismatch',
    isMet: (message, signer) => message.address.toLowerCase() === signer.address.toLowerCase(),
  },
  { warning: 'chainMismatch', isMet: (message, signer) => message.chainId === signer.chainId },
  {
    warning: 'expired',
    isMet: ({ expirationTime }, { now }) => expirationTime === null || isAhead(expirationTime, now),
  },
  {
    warning: 'notYetValid',
    isMet: ({ notBefore }, { now }) => notBefore === null || hasCome(notBefore, now),
  },
]

/**
 * The warnings of a SIWE message that depend on the wallet only: another account, another chain,
 * expired, not yet valid (#17 SIWE). The domain needs the app's origin: `isSiweDomainOf`.
 */
export function siweSignerWarnings(message: SiweMessage, signer: SiweSigner): SiweWarning[] {
  return checks.filter((check) => !check.isMet(message, signer)).map((check) => check.warning)
}
