import type { DemoRuntimeConfig } from '../config/DemoRuntimeConfig.js'
import { requireSolanaApp } from '../config/requireSolanaApp.js'
import { createArcanaAdapter } from './createArcanaAdapter.js'
import type { SolanaWalletAdapter } from './SolanaWalletApi.js'

/** Wire bytes as `@arcana/auth` takes a transaction: anything `serialize()` answers. */
const asTransaction = (wire: Uint8Array) => ({ serialize: () => wire })

/**
 * The unmodified `@arcana/auth` on the Solana demo app: its `auth.solana` (created at `init()` for
 * an app whose `chain_type` is not EVM) answers @solana/web3.js transactions, read back as bytes.
 */
export function createArcanaSolanaAdapter(config: DemoRuntimeConfig): SolanaWalletAdapter {
  const { appId } = requireSolanaApp(config)
  const { adapter, auth } = createArcanaAdapter({ ...config, appId })
  return {
    ...adapter,
    solana: {
      getAccounts: async () =>
        (await auth.solana.request({ method: 'getAccounts', params: [] })) as string[],
      connect: async () => (await auth.solana.request({ method: 'connect' })) as string[],
      signMessage: async (message) => (await auth.solana.signMessage(message, 'utf8')).signature,
      signTransaction: async (wire) =>
        (await auth.solana.signTransaction(asTransaction(wire) as never)).serialize(),
      signAllTransactions: async (wires) =>
        (await auth.solana.signAllTransactions(wires.map(asTransaction) as never)).map((signed) =>
          signed.serialize(),
        ),
      signAndSendTransaction: async (wire) =>
        (await auth.solana.signAndSendTransaction(asTransaction(wire) as never)).signature,
    },
  }
}
