import type { Address } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import type { EvmContext } from '../EvmContext.js'
import { mustProvideEthereumAddress } from '../requests/requestTexts.js'

/**
 * SPEC §5: an account param must be a string equal to one of the wallet's accounts in any
 * letter case, else invalid params 'must provide an Ethereum address'.
 */
export function parseAccountParam(value: unknown, context: EvmContext): Address {
  const { address } = context.account
  if (typeof value === 'string' && value.toLowerCase() === address.toLowerCase()) return address
  throw invalidParams(mustProvideEthereumAddress)
}
