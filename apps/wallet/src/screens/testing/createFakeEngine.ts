import { evmAdapter, evmCustomFee, evmFeeQuote } from '@tessera/chains/evm'
import {
  type Activity,
  type AssetEntry,
  type AssetStore,
  createWalletEngine,
  type NetworkConfig,
  type NetworkForm,
  type NetworkId,
  type PendingRequest,
  type RequestId,
  type SimulationResult,
  type WalletEngine,
} from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { InsufficientFundsError, InternalRpcError, RpcRequestError } from 'viem'
import { createFakeUserNfts, type FakeUserNfts } from './createFakeUserNfts.js'
import { createFakeUserTokens, type FakeUserTokens } from './createFakeUserTokens.js'
import type { FakeFamily } from './fakeFamilies.js'
import { connectedAt, gasEstimate, hostOrigin, walletPrivateKey } from './fixtures.js'

/** What the user decided, in order, as the fake engine saw it. */
export type RecordedDecision = {
  readonly action: 'approve' | 'reject' | 'skip'
  readonly id: RequestId
  readonly edits?: unknown
}

/** A transfer the Send screen sent, as plain values for the test page. */
export type RecordedSend = {
  readonly networkId: NetworkId
  /** 'native', a token address, or an NFT as 'erc721 0x… #7'. */
  readonly asset: string
  readonly to: string
  readonly amount: string
  /** The max fee per gas of the fee chosen (`fee.values`), in wei. */
  readonly maxFeePerGas: string
}

/** How the fake node treats transfers: estimable or not; sent, held until released, or failed. */
export type TransferBehavior = {
  estimate: 'estimated' | 'unestimated'
  send: 'sent' | 'held' | 'insufficientFunds' | 'nodeError'
}

/** A network the user added, edited or deleted, as the fake engine saw it. */
export type RecordedNetworkChange =
  | { readonly action: 'add'; readonly form: NetworkForm }
  | { readonly action: 'edit'; readonly networkId: NetworkId; readonly form: NetworkForm }
  | { readonly action: 'delete'; readonly networkId: NetworkId }

/** Refusals of the engine's Add/Edit network (SPEC §5) a screen test can ask for. */
export type NetworkSaveFailure = 'W-101' | 'W-102' | 'W-103' | 'W-122' | 'W-123'

export type FakeEngine = WalletEngine & {
  readonly tokens: FakeUserTokens
  readonly nfts: FakeUserNfts
  readonly decisions: RecordedDecision[]
  readonly sends: RecordedSend[]
  /** The networks whose balances were read, in order (each read of home's query, SPEC §9). */
  readonly balanceReads: NetworkId[]
  setTransferBehavior(behavior: Partial<TransferBehavior>): void
  /** Lets a 'held' send finish. */
  releaseSend(): void
  readonly networkChanges: RecordedNetworkChange[]
  /** The next network add, edit or delete rejects with this code, changing nothing. */
  failNextNetworkSave(code: NetworkSaveFailure): void
  /** Adds a request as the engine would when a host asks. */
  addPending(entry: PendingRequest): void
  /**
   * The next approve throws as the engine's does: W-106 (edits it cannot take; the request stays
   * pending) or W-130 (the request changed after it was shown; it leaves the queue first).
   */
  failNextApproval(code: 'W-106' | 'W-130'): void
  /** Replaces the activity history, as the engine's polling would (e.g. Pending → Success). */
  setActivities(activities: readonly Activity[]): void
}

export type CreateFakeEngineParameters = {
  /** The app's family: its address, capabilities, mainnets, host chain ids and fee quotes. */
  readonly family: FakeFamily
  readonly networks: readonly NetworkConfig[]
  readonly selectedNetworkId: NetworkId
  readonly pending: readonly PendingRequest[]
  readonly skipped: readonly PendingRequest[]
  readonly activities: readonly Activity[]
  /** Where the NFT tab's NFTs are kept: the wallet's per-app storage, so a reload keeps them. */
  readonly nftStore: AssetStore
  /** What every balance read answers, before the user's own tokens (7 units each). */
  readonly assets: readonly AssetEntry[]
  /** What every transaction waiting for approval would do. */
  readonly simulation: SimulationResult
  /** SPEC §2, §4 gasless: the app's gas tank pays every transaction waiting for approval. */
  readonly isFeeSponsored: boolean
}

/**
 * A `WalletEngine`-shaped stand-in for screen tests only: an approval queue and a network store
 * that record what the screens do, and a node that answers at once. Every rule the screens rely
 * on is real: a request's fee quote is its family's (`FakeFamily.quoteFee`), the Custom tab is the
 * EVM family's (`evmCustomFee` on `gasEstimate`), and the send forms, activity rows, network
 * forms, token forms and catalogue are the EVM family's and the engine's own (a real EVM engine on
 * the same networks, `rules`, which is never asked to reach a node). End-to-end tests use the
 * real engine.
 */
export function createFakeEngine(parameters: CreateFakeEngineParameters): FakeEngine {
  let savedConnection: number | null = connectedAt
  const rules = createWalletEngine({
    adapter: evmAdapter,
    privateKey: walletPrivateKey,
    chains: parameters.networks,
    selectedNetworkId: parameters.selectedNetworkId,
    appMode: 'full',
    isKeyExportAllowed: false,
    onEvent: () => undefined,
    // EIP-2255: the app stays connected (in memory) until a screen revokes it.
    connection: {
      origin: hostOrigin,
      load: () => savedConnection,
      save: (next) => {
        savedConnection = next
      },
    },
  })
  const forms = evmAdapter.networkForms
  if (!forms) throw new Error('the EVM family takes networks added by hand')
  let queue = { pending: [...parameters.pending], skipped: [...parameters.skipped] }
  let selectedNetworkId = parameters.selectedNetworkId
  let networks = [...parameters.networks]
  const networkChanges: RecordedNetworkChange[] = []
  let nextNetworkFailure: NetworkSaveFailure | undefined
  const listeners = new Set<() => void>()
  const decisions: RecordedDecision[] = []
  let nextFailure: 'W-106' | 'W-130' | undefined
  const sends: RecordedSend[] = []
  const balanceReads: NetworkId[] = []
  let transferBehavior: TransferBehavior = { estimate: 'estimated', send: 'sent' }
  let releaseHeld = () => {}
  let activities = parameters.activities
  const activitiesByNetwork = new Map<NetworkId, readonly Activity[]>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const settle = (action: RecordedDecision['action'], id: RequestId, edits?: unknown) => {
    const entry = [...queue.pending, ...queue.skipped].find((item) => item.request.id === id)
    if (!entry) throw new Error(`unknown request ${id}`)
    decisions.push(edits === undefined ? { action, id } : { action, id, edits })
    const others = (list: readonly PendingRequest[]) => list.filter((item) => item !== entry)
    queue = {
      pending: others(queue.pending),
      skipped: action === 'skip' ? [...queue.skipped, entry] : others(queue.skipped),
    }
    notify()
  }
  const networkOf = (id: NetworkId) => {
    const network = networks.find((item) => item.id === id)
    if (!network) throw new Error(`unknown network ${id}`)
    return network
  }
  const selected = () => networkOf(selectedNetworkId)
  /** Records a change; the engine's refusals (an injected one, W-103) change nothing. */
  const changeNetworks = (change: RecordedNetworkChange, apply: () => void) => {
    networkChanges.push(change)
    const failure = nextNetworkFailure
    nextNetworkFailure = undefined
    if (failure) throw new WalletError(failure)
    if (change.action !== 'add' && change.networkId === selectedNetworkId)
      throw new WalletError('W-103')
    apply()
    notify()
  }
  const approve = (id: RequestId, edits?: unknown) => {
    const failure = nextFailure
    nextFailure = undefined
    if (failure === 'W-130') {
      queue = { ...queue, pending: queue.pending.filter((item) => item.request.id !== id) }
      notify()
    }
    if (failure) throw new WalletError(failure)
    settle('approve', id, edits)
  }
  const pendingOf = (id: RequestId) => {
    const entry = [...queue.pending, ...queue.skipped].find((item) => item.request.id === id)
    if (!entry) throw new WalletError('W-130')
    return entry
  }
  const sendFailures = {
    insufficientFunds: () => new InsufficientFundsError(),
    nodeError: () =>
      new InternalRpcError(
        new RpcRequestError({
          body: {},
          url: 'http://localhost:8545',
          error: { code: -32000, message: 'nonce too low' },
        }),
      ),
  }
  const transfers: WalletEngine['transfers'] = {
    parse: rules.transfers.parse,
    parseNft: rules.transfers.parseNft,
    failureMessage: rules.transfers.failureMessage,
    // SPEC §9: what the node cannot estimate falls back to 45000 gas (then W-108 on review).
    quote: async () =>
      evmFeeQuote(
        transferBehavior.estimate === 'estimated'
          ? gasEstimate
          : { ...gasEstimate, gasLimit: 45_000n, isEstimated: false },
        { isEip1559: true },
      ),
    async send({ transfer, fee }) {
      sends.push({
        networkId: transfer.networkId,
        asset:
          typeof transfer.asset === 'string'
            ? transfer.asset
            : `${transfer.asset.type} ${transfer.asset.address} #${transfer.asset.tokenId}`,
        to: transfer.to,
        amount: transfer.amount.toString(),
        maxFeePerGas: String(fee.values.maxFeePerGas),
      })
      const outcome = transferBehavior.send
      if (outcome === 'held') await new Promise<void>((resolve) => (releaseHeld = resolve))
      if (outcome === 'insufficientFunds' || outcome === 'nodeError') throw sendFailures[outcome]()
      return `0x${'ab'.repeat(32)}`
    },
  }
  const tokens = createFakeUserTokens({ selected, networkOf, rules: rules.tokens })
  const { family } = parameters
  return {
    family: family.family,
    address: family.address,
    capabilities: family.capabilities,
    decisions,
    sends,
    balanceReads,
    setTransferBehavior(behavior) {
      transferBehavior = { ...transferBehavior, ...behavior }
    },
    releaseSend: () => releaseHeld(),
    transfers,
    networkChanges,
    failNextNetworkSave(code) {
      nextNetworkFailure = code
    },
    addPending(entry) {
      queue = { ...queue, pending: [...queue.pending, entry] }
      notify()
    },
    failNextApproval(code) {
      nextFailure = code
    },
    setActivities(next) {
      activities = next
      activitiesByNetwork.clear()
      notify()
    },
    activities: {
      list(networkId) {
        const list =
          activitiesByNetwork.get(networkId) ??
          activities.filter((item) => item.networkId === networkId)
        activitiesByNetwork.set(networkId, list)
        return list
      },
      subscribe,
      recordOrder(activity) {
        const orderId = activity.order?.orderId
        activities = [activity, ...activities.filter((item) => item.order?.orderId !== orderId)]
        activitiesByNetwork.clear()
        notify()
      },
      details: (activity) => evmAdapter.activityDetails(activity, networkOf(activity.networkId)),
      // Issue #20: the confirmation is shown here; the cancel itself is tested on the local stack
      // (activity/cancelActivity.browser.test.ts).
      canCancel: (activity) => activity.status === 'Pending' && activity.operation !== 'Cancel',
      quoteCancel: async (activity) => ({
        activity,
        maxFee: 21_000n * 33n * 10n ** 9n,
        values: {},
      }),
      cancel: () => Promise.reject(new Error('the fake engine cancels nothing')),
    },
    // EIP-5792: no batch here; wallet_showCallsStatus is tested on the local stack (apps/demo's
    // dappPages.browser.test.ts).
    callBatches: { find: () => undefined, subscribe },
    request: () => Promise.reject(new Error('the fake engine answers no requests')),
    approvals: {
      subscribe,
      snapshot: () => queue,
      approve,
      reject: (id) => settle('reject', id),
      skip: (id) => settle('skip', id),
      quoteFee: async (id) => {
        const quote = family.quoteFee(pendingOf(id).description)
        if (!quote) throw new Error(`${id} has no fee`)
        return parameters.isFeeSponsored ? { ...quote, isSponsored: true } : quote
      },
      simulate: async (id) => {
        pendingOf(id)
        return parameters.simulation
      },
      // The screen tests' requests carry no risk; issue #17 alerts are tested through the frame.
      alerts: async (id) => {
        pendingOf(id)
        return []
      },
    },
    balances: {
      read: async (networkId) => {
        balanceReads.push(networkId)
        const added = tokens.list(networkId).map(
          (token): AssetEntry => ({
            ...token,
            name: token.name ?? token.symbol,
            balance: 7n * 10n ** BigInt(token.decimals),
          }),
        )
        // As the engine reads it: the native coin goes by the network's currency (SPEC §3).
        const { symbol } = networkOf(networkId).nativeCurrency
        const assets = parameters.assets.map((asset) =>
          asset.address === 'native' ? { ...asset, symbol } : asset,
        )
        return [...assets, ...added]
      },
    },
    fees: { custom: evmCustomFee },
    connection: rules.connection,
    tokens,
    nfts: createFakeUserNfts(() => selectedNetworkId, parameters.nftStore),
    networks: {
      list: () => networks,
      selected,
      subscribe,
      select(id) {
        selectedNetworkId = id
        notify()
      },
      add: async (form) =>
        changeNetworks({ action: 'add', form }, () => {
          const added = forms.parseForm(form)
          const known = networks.some((item) => item.id === added.id)
          networks = known
            ? networks.map((item) =>
                item.id === added.id ? { ...item, rpcUrls: added.rpcUrls } : item,
              )
            : [...networks, added]
          selectedNetworkId = added.id
        }),
      edit: async (id, form) =>
        changeNetworks({ action: 'edit', networkId: id, form }, () => {
          networks = networks.map((item) => (item.id === id ? forms.parseForm(form, item) : item))
        }),
      delete: (id) =>
        changeNetworks({ action: 'delete', networkId: id }, () => {
          networks = networks.filter((item) => item.id !== id)
        }),
      formOf: (id) => forms.formOf(networkOf(id)),
      chainIdOf: family.chainIdOf,
      isMainnet: family.isMainnet,
    },
    logout() {
      queue = { pending: [], skipped: [] }
      notify()
    },
  }
}
