import { createWalletEngine } from '@tessera/engine'
import type { WalletError } from '@tessera/errors'
import { solanaAdapter } from '../solanaAdapter.js'
import type { LocalSolana } from './startLocalSolana.js'

/**
 * An engine of the Solana adapter on the local cluster (selected), in full mode, reading the
 * cluster's token list; silent errors go to `silent`.
 */
export function localSolanaEngine(
  local: LocalSolana,
  privateKey = local.privateKey,
  silent: WalletError[] = [],
) {
  return createWalletEngine({
    adapter: solanaAdapter,
    privateKey,
    chains: [local.network],
    selectedNetworkId: local.network.id,
    appMode: 'full',
    isKeyExportAllowed: false,
    services: { tokenListUrls: [local.tokenList.primaryUrl, local.tokenList.fallbackUrl] },
    onSilentError: (error) => silent.push(error),
    onEvent: () => undefined,
  })
}
