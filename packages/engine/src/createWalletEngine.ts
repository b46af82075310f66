import type { FamilyContext, KnownToken, NetworkId } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import type { AccountType } from '@tessera/protocol'
import { createActivityCancels } from './activities/createActivityCancels.js'
import { createActivityLog } from './activities/createActivityLog.js'
import { createAssetBook } from './assets/createAssetBook.js'
import { createUserTokens } from './assets/createUserTokens.js'
import { createBatchRuns } from './calls/createBatchRuns.js'
import { memoryCallBatchStore } from './calls/memoryCallBatchStore.js'
import { watchCallBatches } from './calls/watchCallBatches.js'
import { createAppConnection } from './connection/createAppConnection.js'
import { memoryConnectionStore } from './connection/memoryConnectionStore.js'
import { addNetwork } from './networks/addNetwork.js'
import { createNetworkStore } from './networks/createNetworkStore.js'
import { editNetwork } from './networks/editNetwork.js'
import { createUserNfts } from './nfts/createUserNfts.js'
import { createKeyedLock } from './node/createKeyedLock.js'
import { createNodeClients } from './node/createNodeClients.js'
import { handleRequest } from './requests/handleRequest.js'
import { createRequestQueue } from './requests/requestQueue.js'
import { createUserTransfers } from './transfers/createUserTransfers.js'
import type { CreateWalletEngineParameters, WalletEngine } from './WalletEngine.js'

/**
 * The wallet core for one logged-in account of one family: answers host requests through the
 * family's method table, holds the approval queue, the networks, the user's assets and activity,
 * and every node client. No React, no DOM, no storage (the wallet passes its stores).
 *
 * @example
 * const adapter = await loadChainAdapter('evm')
 * const engine = createWalletEngine({ adapter, privateKey, chains, selectedNetworkId: 'eip155:1', appMode: 'widget', isKeyExportAllowed: false, onEvent })
 * const signature = engine.request({ id: 1, method: 'personal_sign', params: ['0x68690a', engine.address] })
 * engine.approvals.approve(1)
 */
export function createWalletEngine(parameters: CreateWalletEngineParameters): WalletEngine {
  const { adapter, appMode, onEvent, privateKey } = parameters
  const account = adapter.accountOf(privateKey)
  const address = adapter.addressOf(account)
  const onSilentError = parameters.onSilentError ?? (() => undefined)
  const isGaslessEnabled = parameters.gaslessEnabled ?? false
  // SPEC §4: eoa without gasless; with gasless the stored type, scw when none is stored.
  let accountType: AccountType = isGaslessEnabled ? (parameters.accountType ?? 'scw') : 'eoa'
  let isLoggedIn = true
  // Aborted at logout: what runs on after its answer (a wallet_sendCalls batch) stops with it.
  const session = new AbortController()

  const queue = createRequestQueue({ now: Date.now })
  const networks = createNetworkStore({
    chains: parameters.chains,
    selectedNetworkId: parameters.selectedNetworkId,
    hostChainId: (id) => `0x${adapter.hostChainIdOf(id).toString(16)}`,
    onSelect: (network) => {
      queue.boundary('chainChanged')
      onEvent({ type: 'chainChanged', networkId: network.id })
    },
    onListChange: () => onEvent({ type: 'networksChanged' }),
  })
  const client = createNodeClients(adapter)
  const knownTokens = new Map<NetworkId, Promise<readonly KnownToken[]>>()
  const assets = createAssetBook({
    ...(parameters.assets && {
      assets: parameters.assets.load(),
      onChange: parameters.assets.save,
    }),
    isSameAddress: adapter.isSameAddress,
  })
  const connection = createAppConnection({
    store: parameters.connection ?? memoryConnectionStore(),
    address,
    now: Date.now,
    onEvent,
  })
  // EIP-2255: what waits for approval with the app's account dies with its connection.
  connection.subscribe(() => {
    if (connection.connectedAt() === null) queue.boundary('disconnected')
  })
  const callBatches = watchCallBatches(
    parameters.callBatches ?? memoryCallBatchStore(),
    createBatchRuns(address),
  )
  const context: FamilyContext = {
    account,
    address,
    privateKey,
    appMode,
    isKeyExportAllowed: parameters.isKeyExportAllowed,
    isGaslessEnabled,
    accountType: () => accountType,
    setAccountType: (next) => {
      accountType = next
      queue.boundary('accountTypeChanged')
      onEvent({ type: 'accountsChanged', accounts: connection.accounts() })
    },
    networks,
    client,
    assets,
    activities: { record: (activity) => activities.record(activity) },
    emit: onEvent,
    connection,
    callBatches: callBatches.store,
    session: session.signal,
    sendLock: createKeyedLock(),
    services: parameters.services ?? {},
    knownTokens: (network) => {
      const cached = knownTokens.get(network.id) ?? adapter.knownTokens(context, network)
      knownTokens.set(network.id, cached)
      cached.catch(() => knownTokens.delete(network.id))
      return cached
    },
    reportSilently: onSilentError,
  }
  const activities = createActivityLog({
    store: parameters.activities,
    follow: (activity) => adapter.followActivity(context, activity),
    pollIntervalMs: adapter.activityPollIntervalMs,
    onSilentError,
  })

  const whileLoggedIn = <result>(run: () => Promise<result>) =>
    isLoggedIn ? run() : Promise.reject(new WalletError('unauthorized'))
  const forms = () => {
    if (!adapter.networkForms) throw new WalletError('operation_not_supported')
    return adapter.networkForms
  }
  const transfers = createUserTransfers(adapter, context)
  const cancels = createActivityCancels(adapter, context, activities.list)

  return {
    family: adapter.family,
    address,
    capabilities: adapter.capabilities,
    request: (request) => whileLoggedIn(() => handleRequest(request, { adapter, context, queue })),
    approvals: {
      subscribe: queue.subscribe,
      snapshot: queue.snapshot,
      approve: queue.approve,
      reject: queue.reject,
      skip: queue.skip,
      quoteFee: (id) => whileLoggedIn(() => queue.quoteFee(id)),
      simulate: (id) => whileLoggedIn(() => queue.simulate(id)),
      alerts: (id) => whileLoggedIn(() => queue.alerts(id)),
    },
    connection: {
      origin: connection.origin,
      connectedAt: connection.connectedAt,
      subscribe: connection.subscribe,
      disconnect: connection.disconnect,
    },
    callBatches: callBatches.watched,
    tokens: createUserTokens(adapter, context),
    nfts: createUserNfts(adapter, context, { onSilentError }),
    activities: {
      list: activities.list,
      subscribe: activities.subscribe,
      recordOrder: activities.recordOrder,
      canCancel: cancels.canCancel,
      quoteCancel: (activity) => whileLoggedIn(() => cancels.quoteCancel(activity)),
      cancel: (quote) => whileLoggedIn(() => cancels.cancel(quote)),
      // An on-ramp order's Buy has no transaction of this wallet to tell of.
      details: (activity) =>
        activity.order
          ? []
          : adapter.activityDetails(activity, networks.require(activity.networkId)),
    },
    networks: {
      list: networks.list,
      selected: networks.selected,
      subscribe: networks.subscribe,
      select: networks.select,
      add: async (form) => addNetwork(networks, forms(), form),
      edit: async (id, form) => editNetwork(networks, forms(), id, form),
      delete: networks.delete,
      formOf: (id) => forms().formOf(networks.require(id)),
      chainIdOf: (id) => adapter.hostChainIdOf(id),
      isMainnet: (id) => adapter.isMainnet(id),
    },
    balances: {
      read: (networkId) =>
        whileLoggedIn(() => adapter.readAssets(context, networks.require(networkId))),
    },
    fees: { custom: (quote, fields) => adapter.customFee(quote, fields) },
    transfers: {
      ...transfers,
      quote: (transfer) => whileLoggedIn(() => transfers.quote(transfer)),
      send: (sent) => whileLoggedIn(() => transfers.send(sent)),
    },
    logout: () => {
      isLoggedIn = false
      // A send still waiting for the account's lock rejects as a request after logout would.
      session.abort(new WalletError('unauthorized'))
      activities.stop()
      queue.boundary('logout')
    },
  }
}
