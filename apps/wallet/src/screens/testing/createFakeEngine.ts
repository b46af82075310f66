import type {
  Activity,
  NetworkConfig,
  NetworkForm,
  Nft,
  PendingRequest,
  RequestId,
  WalletEngine,
} from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { InsufficientFundsError, InternalRpcError, RpcRequestError } from 'viem'
import { createFakeUserNfts, type FakeUserNfts } from './createFakeUserNfts.js'
import { createFakeUserTokens, type FakeUserTokens } from './createFakeUserTokens.js'
import { gasEstimate } from './fixtures.js'

/** What the user decided, in order, as the fake engine saw it. */
export type RecordedDecision = {
  readonly action: 'approve' | 'reject' | 'skip'
  readonly id: RequestId
  readonly edits?: unknown
}

/** A transfer the Send screen sent, as plain values for the test page. */
export type RecordedSend = {
  readonly chainId: number
  /** 'native', a token address, or an NFT as 'erc721 0x… #7'. */
  readonly asset: string
  readonly to: string
  readonly amount: string
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
  | { readonly action: 'edit'; readonly chainId: number; readonly form: NetworkForm }
  | { readonly action: 'delete'; readonly chainId: number }

/** Refusals of the engine's Add/Edit network (SPEC §5) a screen test can ask for. */
export type NetworkSaveFailure = 'W-101' | 'W-102' | 'W-103' | 'W-122' | 'W-123'

export type FakeEngine = WalletEngine & {
  readonly tokens: FakeUserTokens
  readonly nfts: FakeUserNfts
  readonly decisions: RecordedDecision[]
  readonly sends: RecordedSend[]
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

/**
 * A `WalletEngine`-shaped stand-in for screen tests only: an approval queue and a network store
 * that record what the screens do. End-to-end tests use the real engine.
 */
export function createFakeEngine(parameters: {
  networks: readonly NetworkConfig[]
  selectedChainId: number
  pending: readonly PendingRequest[]
  skipped: readonly PendingRequest[]
  activities: readonly Activity[]
  nfts: readonly Nft[]
}): FakeEngine {
  let queue = { pending: [...parameters.pending], skipped: [...parameters.skipped] }
  let selectedChainId = parameters.selectedChainId
  let networks = [...parameters.networks]
  const networkChanges: RecordedNetworkChange[] = []
  let nextNetworkFailure: NetworkSaveFailure | undefined
  const listeners = new Set<() => void>()
  const decisions: RecordedDecision[] = []
  let nextFailure: 'W-106' | 'W-130' | undefined
  const sends: RecordedSend[] = []
  let transferBehavior: TransferBehavior = { estimate: 'estimated', send: 'sent' }
  let releaseHeld = () => {}
  let activities = parameters.activities
  const activitiesByChain = new Map<number, readonly Activity[]>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
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
  const selected = () => {
    const network = networks.find((item) => item.chainId === selectedChainId)
    if (!network) throw new Error(`unknown chain ${selectedChainId}`)
    return network
  }
  /** Records a change; the engine's refusals (an injected one, W-103) change nothing. */
  const changeNetworks = (change: RecordedNetworkChange, apply: () => void) => {
    networkChanges.push(change)
    const failure = nextNetworkFailure
    nextNetworkFailure = undefined
    if (failure) throw new WalletError(failure)
    if (change.action !== 'add' && change.chainId === selectedChainId)
      throw new WalletError('W-103')
    apply()
    notify()
  }
  const fromForm = (form: NetworkForm, isCustom: boolean): NetworkConfig => ({
    chainId: Number(form.chainId),
    chainName: form.chainName,
    rpcUrls: [form.rpcUrl],
    blockExplorerUrls: form.explorerUrl ? [form.explorerUrl] : [],
    nativeCurrency: { symbol: form.currencySymbol, name: form.currencySymbol, decimals: 18 },
    isCustom,
  })
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
    estimate: async () =>
      transferBehavior.estimate === 'estimated'
        ? gasEstimate
        : { ...gasEstimate, gasLimit: 45_000n, isEstimated: false },
    async send({ transfer, gas }) {
      sends.push({
        chainId: transfer.chainId,
        asset:
          typeof transfer.asset === 'string'
            ? transfer.asset
            : `${transfer.asset.type} ${transfer.asset.address} #${transfer.asset.tokenId}`,
        to: transfer.to,
        amount: transfer.amount.toString(),
        maxFeePerGas: gas.maxFeePerGas.toString(),
      })
      const outcome = transferBehavior.send
      if (outcome === 'held') await new Promise<void>((resolve) => (releaseHeld = resolve))
      if (outcome === 'insufficientFunds' || outcome === 'nodeError') throw sendFailures[outcome]()
      return `0x${'ab'.repeat(32)}`
    },
  }
  return {
    decisions,
    sends,
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
      activitiesByChain.clear()
      notify()
    },
    activities: {
      list(chainId) {
        const list =
          activitiesByChain.get(chainId) ?? activities.filter((item) => item.chainId === chainId)
        activitiesByChain.set(chainId, list)
        return list
      },
      subscribe,
    },
    request: () => Promise.reject(new Error('the fake engine answers no requests')),
    approvals: {
      subscribe,
      snapshot: () => queue,
      approve,
      reject: (id) => settle('reject', id),
      skip: (id) => settle('skip', id),
    },
    tokens: createFakeUserTokens(() => selectedChainId),
    nfts: createFakeUserNfts(() => selectedChainId, parameters.nfts),
    networks: {
      list: () => networks,
      selected,
      subscribe,
      select(chainId) {
        selectedChainId = chainId
        notify()
      },
      add: async (form) =>
        changeNetworks({ action: 'add', form }, () => {
          const added = fromForm(form, true)
          const known = networks.some((item) => item.chainId === added.chainId)
          networks = known
            ? networks.map((item) =>
                item.chainId === added.chainId ? { ...item, rpcUrls: added.rpcUrls } : item,
              )
            : [...networks, added]
          selectedChainId = added.chainId
        }),
      edit: async (chainId, form) =>
        changeNetworks({ action: 'edit', chainId, form }, () => {
          networks = networks.map((item) =>
            item.chainId === chainId ? fromForm(form, item.isCustom) : item,
          )
        }),
      delete: (chainId) =>
        changeNetworks({ action: 'delete', chainId }, () => {
          networks = networks.filter((item) => item.chainId !== chainId)
        }),
    },
    logout() {
      queue = { pending: [], skipped: [] }
      notify()
    },
  }
}
