import type {
  Activity,
  ActivityDetail,
  ActivityProgress,
  CancelQuote,
} from '../activities/Activity.js'
import type { AssetEntry } from '../assets/AssetEntry.js'
import type { CustomToken, KnownToken, TokenMetadata } from '../assets/KnownToken.js'
import type { WatchedNft } from '../assets/WatchedAsset.js'
import type { ChainFamily } from '../ChainFamily.js'
import type { CustomFeeField, FeeChoice, FeeOption, FeeQuote } from '../fees/FeeQuote.js'
import type { Hex } from '../Hex.js'
import type { NodeRpcError } from '../NodeRpcError.js'
import type { NetworkConfig } from '../networks/NetworkConfig.js'
import type { NetworkForm } from '../networks/NetworkForm.js'
import type { NetworkId } from '../networks/NetworkId.js'
import type { FamilyContext } from '../requests/FamilyContext.js'
import type { MethodTable } from '../requests/MethodRow.js'
import type { FamilyServices } from '../services/FamilyServices.js'
import type { Transfer } from '../transfers/Transfer.js'

/** What a family offers on the wallet's screens: screens branch on these, never on the family. */
export type FamilyCapabilities = {
  /** SPEC §2 Add and Edit network. */
  readonly customNetworks: boolean
  /** SPEC §2 'New Asset' and the Add Token screen (EVM only). */
  readonly customTokens: boolean
  /** SPEC §2 the NFT tab's Add NFT: an NFT added by hand (EVM only; Solana's are found, N-020). */
  readonly nfts: boolean
}

/**
 * One chain family behind one interface (STYLE §B3): everything the engine needs of a family.
 * Stateless: every call takes the family context (the engine's state) or a client, and returns
 * what it found. Adding a family is adding a folder with one of these and a line in
 * `loadChainAdapter`.
 *
 * Members are methods, not function properties, so an adapter of a family's own account and
 * client types is a `ChainAdapter` for the engine, which keeps them opaque.
 */
export type ChainAdapter<account = unknown, client = unknown, prepared = unknown> = {
  readonly family: ChainFamily
  readonly capabilities: FamilyCapabilities
  /** The network id of a chain the gateway lists for this family (SPEC §3 `chain_id`). */
  networkIdOf(chainId: string): NetworkId | undefined
  /** The chain id hosts see for a network of this family (HOST-PROTOCOL §E `chainChanged`). */
  hostChainIdOf(networkId: NetworkId): number
  /**
   * A production network (SPEC §1: elsewhere the testing-only banner; §9: no fiat). A network
   * the family does not know as one (a devnet, a custom RPC) counts as a test network.
   */
  isMainnet(networkId: NetworkId): boolean
  /** A client of the network's first RPC URL; the engine keeps one per network and URL. */
  createClient(network: NetworkConfig): client
  /** The account of the rebuilt key (its secp256k1 private key, or its ed25519 scalar, as hex). */
  accountOf(privateKey: Hex): account
  addressOf(account: account): string
  /** A recipient as typed, normalised; undefined when it is no address of this family (W-105). */
  parseAddress(text: string): string | undefined
  /** Whether two addresses of this family are one (EVM ignores case; base58 does not). */
  isSameAddress(a: string, b: string): boolean

  /** SPEC §2 home assets on `network`: the native coin first, then the tokens to list; W-126. */
  readAssets(
    context: FamilyContext<account, client>,
    network: NetworkConfig,
  ): Promise<readonly AssetEntry[]>
  /** Tokens known on the network without asking it (SPEC §3 catalogue, §7 token list). */
  knownTokens(
    context: FamilyContext<account, client>,
    network: NetworkConfig,
  ): Promise<readonly KnownToken[]>

  /** The fee of the user's transfer with the panel's options; `isEstimated` false on failure. */
  quoteTransfer(context: FamilyContext<account, client>, transfer: Transfer): Promise<FeeQuote>
  /** The Custom fee the user typed, with what it costs; W-106 for an empty or malformed value. */
  customFee(quote: FeeQuote, fields: readonly CustomFeeField[]): FeeOption
  /**
   * What a transfer takes from the network before it is signed and keeps for its retries (EVM:
   * the nonce of its first broadcast): the engine asks once per reviewed transfer, so a retried
   * send never pays twice.
   */
  prepareTransfer(context: FamilyContext<account, client>, transfer: Transfer): Promise<prepared>
  /** Signs and broadcasts the transfer, records it as a Pending Send; its transaction id. */
  sendTransfer(
    context: FamilyContext<account, client>,
    parameters: {
      readonly transfer: Transfer
      readonly prepared: prepared
      readonly fee: FeeChoice
    },
  ): Promise<string>

  /** How often the activity log asks the network about an activity still waiting (SPEC §9). */
  readonly activityPollIntervalMs: number
  /** What the network says now of an activity still waiting; null while it has nothing new. */
  followActivity(
    context: FamilyContext<account, client>,
    activity: Activity,
  ): Promise<ActivityProgress | null>
  /** The rows of an activity's details, formatted in the network's units. */
  activityDetails(activity: Activity, network: NetworkConfig): readonly ActivityDetail[]
  /** Issue #20: cancelling a pending transaction by a replacement; absent where the family cannot. */
  readonly cancels?: ActivityCancels<account, client>

  /** The methods the wallet answers itself for this family's apps (SPEC §6, §7). */
  readonly methods: MethodTable<FamilyContext<account, client>>
  /** Any other method: forwarded to the selected node (EVM). Absent: method_not_supported. */
  forward?(
    context: FamilyContext<account, client>,
    method: string,
    params: unknown,
  ): Promise<unknown>
  /** The node's own coded error inside what a call threw, passed to hosts as the node coded it. */
  nodeErrorOf(error: unknown): NodeRpcError | undefined
  /** What the user reads when a send fails (SPEC §8 gas texts, the provider's message, …). */
  sendFailureMessage(error: unknown): string

  /** SPEC §2 Add and Edit network, where `capabilities.customNetworks`. */
  readonly networkForms?: NetworkForms
  /** SPEC §2 Add Token, where `capabilities.customTokens`. */
  readonly customTokens?: CustomTokens<account, client>
  /** SPEC §2 the NFT tab: details, send, refresh; add by hand where `capabilities.nfts`. */
  readonly nfts?: FamilyNfts<account, client>
}

/**
 * Issue #20, SPEC §4 'Cancelled': the replacement of a Pending transaction this wallet sent (EVM:
 * same nonce, to the account itself, no value nor data, fees raised), started by the user only.
 */
export type ActivityCancels<account, client> = {
  /** The replacement and the most it can cost, for the user's confirmation. */
  quote(context: FamilyContext<account, client>, activity: Activity): Promise<CancelQuote>
  /** Sends the quoted replacement, recorded as a Pending Cancel of the original; its id. */
  send(context: FamilyContext<account, client>, quote: CancelQuote): Promise<string>
}

/** SPEC §5 Add/Edit network rules that depend on the family's chain ids and RPC. */
export type NetworkForms = {
  /**
   * The form's checks alone (W-110, 'unsupported protocol scheme', W-122 for an id that is none):
   * the network it describes, custom (SPEC §3) unless `existing` is what is edited.
   */
  parseForm(form: NetworkForm, existing?: NetworkConfig): NetworkConfig
  /** The form of a known network, as Edit network opens it. */
  formOf(network: NetworkConfig): NetworkForm
  /** SPEC §5: the RPC answers the network's chain id (else W-122); any other failure W-123. */
  assertRpcServes(network: NetworkConfig): Promise<void>
}

/** SPEC §2 Add Token on a family whose tokens are user-added. */
export type CustomTokens<account, client> = {
  /** SPEC §5: the lookup runs once the trimmed address is complete (EVM: 42 characters). */
  isAddressComplete(input: string): boolean
  /** SPEC §2: Add Token offers a picker of known tokens on this network (EVM: Ethereum mainnet). */
  offersPicker(network: NetworkConfig): boolean
  /**
   * The Add Token form as a custom token (SPEC §5): an address of the family (W-115), symbol and
   * decimals there (W-110), decimals a whole number from 0.
   */
  validate(form: {
    readonly address: string
    readonly symbol: string
    readonly decimals: string | number
    readonly name?: string
    readonly logo?: string
  }): CustomToken
  /**
   * SPEC §5 lookup on `network`: what the contract says of itself. W-115 (no such contract),
   * W-142 (added), W-143 (an Ethereum-mainnet token off mainnet).
   */
  lookup(
    context: FamilyContext<account, client>,
    network: NetworkConfig,
    address: string,
  ): Promise<TokenMetadata & { readonly address: string }>
  /**
   * What the token contract at `address` on `network` says of itself, added or not (issue #20:
   * a Sell's token is checked before it is offered); W-115 when no contract is there.
   */
  read(
    context: FamilyContext<account, client>,
    network: NetworkConfig,
    address: string,
  ): Promise<TokenMetadata>
  /** SPEC §5: W-143 when an asset of Ethereum mainnet is added on another network. */
  assertNotForeign(network: NetworkConfig, address: string): Promise<void>
}

/** SPEC §2 NFT tab reads: add by hand, refresh, find what an indexer (or the chain) knows. */
export type FamilyNfts<account, client> = {
  /**
   * SPEC §2 manual add, as typed: W-141 (a field empty), W-144 (no address), W-127 (no such
   * token), W-112 (no NFT standard), W-113 (not owned), W-147 (metadata); operation_not_supported
   * where `capabilities.nfts` is false.
   */
  read(
    context: FamilyContext<account, client>,
    network: NetworkConfig,
    form: { readonly address: string; readonly tokenId: string },
  ): Promise<WatchedNft>
  /** How many of it the wallet holds now; 0n or null when none; throws when unreadable. */
  balanceOf(
    context: FamilyContext<account, client>,
    network: NetworkConfig,
    nft: WatchedNft,
  ): Promise<bigint | null>
  /**
   * SPEC §7: the NFTs an indexer finds for the wallet on `network`, empty without one; Solana
   * reads them from the chain (N-020).
   */
  findOwned(
    context: FamilyContext<account, client>,
    network: NetworkConfig,
  ): Promise<readonly WatchedNft[]>
  /** `findOwned` can find anything with these services: worth a refresh on opening the tab. */
  findsOwned(services: FamilyServices): boolean
}
