import { WalletError } from '@tessera/errors'
import { type Address, type Client, getAddress, isAddress } from 'viem'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { assertNotEthereumMainnetAsset } from './assertNotEthereumMainnetAsset.js'
import { readTokenContract } from './readTokenContract.js'
import type { TokenMetadata } from './readTokenMetadata.js'

export type LookupCustomTokenParameters = {
  readonly client: Client
  /** The selected network. */
  readonly network: NetworkConfig
  /** What the user typed; trimmed here (SPEC §5). */
  readonly address: string
  /** Tokens already in the user's list on this chain. */
  readonly addedAddresses: readonly string[]
}

export type LookupCustomTokenReturnType = TokenMetadata & { readonly address: Address }
export type LookupCustomTokenErrorType = WalletError<'W-115' | 'W-142' | 'W-143' | 'W-146'>

const completeAddressLength = 42

/** SPEC §5: the on-chain lookup runs once the trimmed address has 42 characters. */
export function isTokenAddressComplete(input: string): boolean {
  return input.trim().length === completeAddressLength
}

/**
 * The Add Token lookup (SPEC §5): checks the address and reads symbol, decimals and name from
 * the chain. What it returns is locked in the form; what it leaves out the user must enter.
 * Throws W-115 (not an address, or no contract there), 'Token already added' (W-142), off
 * mainnet 'Token belongs to Ethereum Mainnet' (W-143), and 'Invalid token' (W-146) for a contract
 * that tells neither symbol nor decimals: nothing says it is a token.
 */
export async function lookupCustomToken(
  parameters: LookupCustomTokenParameters,
): Promise<LookupCustomTokenReturnType> {
  const { client, addedAddresses } = parameters
  const input = parameters.address.trim()
  if (!isTokenAddressComplete(input) || !isAddress(input))
    throw new WalletError('W-115', { details: 'not an address' })
  const address = getAddress(input)
  const lowered = address.toLowerCase()
  if (addedAddresses.some((added) => added.toLowerCase() === lowered))
    throw new WalletError('W-142')
  await assertNotEthereumMainnetAsset(parameters.network, address)
  const metadata = await readTokenContract({ client, address })
  if (metadata.symbol === undefined && metadata.decimals === undefined)
    throw new WalletError('W-146', { details: 'no symbol() and no decimals()' })
  return { address, ...metadata }
}
