import { WalletError } from '@tessera/errors'
import type { Hex } from 'viem'
import type { EngineContext } from '../../requests/MethodRow.js'

/** The raw key, for what a viem account cannot do; operation_not_supported without it. */
export function requirePrivateKey(context: EngineContext): Hex {
  if (!context.privateKey)
    throw new WalletError('operation_not_supported', { details: 'the engine was given no key' })
  return context.privateKey
}
