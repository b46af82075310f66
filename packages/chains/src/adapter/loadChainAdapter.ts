import { WalletError } from '@tessera/errors'
import type { ChainFamily } from '../ChainFamily.js'
import type { ChainAdapter } from './ChainAdapter.js'

/**
 * The adapter of a family, loaded on demand: each family is its own chunk, so a wallet of an
 * EVM app never loads Solana's code and the other way round. A family without an adapter yet is
 * W-139 ('could not login, unexpected error').
 */
export async function loadChainAdapter(family: ChainFamily): Promise<ChainAdapter> {
  switch (family) {
    case 'evm':
      return (await import('../evm/evmAdapter.js')).evmAdapter
    case 'solana':
      return (await import('../solana/solanaAdapter.js')).solanaAdapter
    default:
      throw new WalletError('W-139', { details: `no chain adapter for the ${family} family yet` })
  }
}
