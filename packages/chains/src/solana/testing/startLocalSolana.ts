import type { Address } from '@solana/kit'
import {
  fundSolanaWallet,
  type SolanaRpc,
  type SolanaTokenList,
  startSolanaRpc,
  startSolanaTokenList,
} from '@tessera/devnet'
import { randomScalar, secretToHex } from '@tessera/keys'
import { findFreePortBase } from '@tessera/test-utils'
import type { Hex } from '../../Hex.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { createScalarSigner } from '../account/createScalarSigner.js'
import { solanaTestNetwork } from './createSolanaTestEngine.js'

/** What the local wallet starts with: 10 SOL and some of each fixture token. */
export const localSolanaFunds = {
  lamports: 10n * 10n ** 9n,
  tokens: { tusd: 1_000n * 10n ** 6n, tst22: 500n * 10n ** 9n },
} as const

/** A local Solana cluster (LiteSVM), its token list, and a funded wallet key for one test file. */
export type LocalSolana = {
  readonly rpc: SolanaRpc
  readonly tokenList: SolanaTokenList
  /** The cluster as devnet (gateway chain id 3), its RPC on 127.0.0.1. */
  readonly network: NetworkConfig
  /** A wallet key as the key network gives it (a random ed25519 scalar), holding `localSolanaFunds`. */
  readonly privateKey: Hex
  readonly address: Address
  stop(): Promise<void>
}

/** A new, empty wallet key: a random ed25519 scalar, as the key network rebuilds one. */
export function freshSolanaPrivateKey(): Hex {
  return secretToHex(randomScalar('ed25519'))
}

/**
 * Starts the local cluster (a block with each transaction) and the token-list stand-in, and
 * funds a new wallet over JSON-RPC: SOL from the faucet, tokens of both programs from the devnet
 * test user.
 */
export async function startLocalSolana(): Promise<LocalSolana> {
  const base = await findFreePortBase(2)
  const rpc = await startSolanaRpc({ port: base, slotDurationMs: 0 })
  const tokenList = await startSolanaTokenList({ port: base + 1 })
  const privateKey = freshSolanaPrivateKey()
  const { address } = createScalarSigner(privateKey)
  await fundSolanaWallet({
    rpcUrl: rpc.url,
    owner: address,
    lamports: localSolanaFunds.lamports,
    tokens: localSolanaFunds.tokens,
  })
  return {
    rpc,
    tokenList,
    network: solanaTestNetwork(rpc.url),
    privateKey,
    address,
    stop: async () => {
      await Promise.all([rpc.stop(), tokenList.stop()])
    },
  }
}
