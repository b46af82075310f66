import { WalletError } from '@tessera/errors'
import type { Address, Client } from 'viem'
import { getCode } from 'viem/actions'
import { readTokenMetadata, type TokenMetadata } from './readTokenMetadata.js'

/**
 * What the ERC-20 contract at `address` says of itself (symbol, decimals, name; a read that fails
 * is left out), once the chain shows code there: W-115 'Invalid contract address' when it has
 * none (SPEC §5 Add Token, issue #20 Sell).
 */
export async function readTokenContract(parameters: {
  readonly client: Client
  readonly address: Address
}): Promise<TokenMetadata> {
  const code = await getCode(parameters.client, { address: parameters.address })
  if (code === undefined || code === '0x')
    throw new WalletError('W-115', { details: 'no contract at this address' })
  return readTokenMetadata(parameters)
}
