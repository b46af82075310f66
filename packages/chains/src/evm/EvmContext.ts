import type { LocalAccount, PublicClient, WalletClient } from 'viem'
import type { FamilyContext } from '../requests/FamilyContext.js'

/** A network's node as EVM code talks to it: reads through one client, signed sends through the other. */
export type EvmClient = {
  readonly publicClient: PublicClient
  readonly walletClient: WalletClient
}

/** The family context of EVM code: a viem account of the rebuilt key and viem clients. */
export type EvmContext = FamilyContext<LocalAccount, EvmClient>
