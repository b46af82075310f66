import { WalletError } from '@tessera/errors'
import type { AccountType } from '@tessera/protocol'
import { privateKeyToAddress } from 'viem/accounts'
import { createActivityLog } from './activities/createActivityLog.js'
import { receiptOf } from './activities/recordBroadcast.js'
import { createAssetBook } from './assets/createAssetBook.js'
import { createUserTokens } from './assets/createUserTokens.js'
import { addNetwork } from './networks/addNetwork.js'
import { createNetworkStore } from './networks/createNetworkStore.js'
import { editNetwork } from './networks/editNetwork.js'
import { createUserNfts } from './nfts/createUserNfts.js'
import { createNodeClients } from './node/createNodeClients.js'
import { handleRequest } from './requests/handleRequest.js'
import type { EngineContext } from './requests/MethodRow.js'
import { createRequestQueue } from './requests/requestQueue.js'
import { estimateTransfer } from './transfers/estimateTransfer.js'
import { sendTransfer } from './transfers/sendTransfer.js'
import type { CreateWalletEngineParameters, WalletEngine } from './WalletEngine.js'

/**
 * The wallet core for one logged-in account: answers host requests, holds the approval queue
 * the networks and the user's tokens. No React, no DOM, no storage (the wallet passes `assets`).
 *
 * @example
 * const engine = createWalletEngine({ account, chains, selectedChainId: 1, appMode: 'widget', onEvent })
 * const signature = engine.request({ id: 1, method: 'personal_sign', params: ['0x68690a', account.address] })
 * engine.approvals.approve(1)
 */
export function createWalletEngine(parameters: CreateWalletEngineParameters): WalletEngine {
  const { account, appMode, onEvent, privateKey } = parameters
  if (privateKey && privateKeyToAddress(privateKey) !== account.address)
    throw new Error('createWalletEngine: privateKey is not the key of account')
  const isGaslessEnabled = parameters.gaslessEnabled ?? false
  // SPEC §4: eoa without gasless; with gasless the stored type, scw when none is stored.
  let accountType: AccountType = isGaslessEnabled ? (parameters.accountType ?? 'scw') : 'eoa'
  let isLoggedIn = true

  const queue = createRequestQueue({ now: Date.now })
  const networks = createNetworkStore({
    chains: parameters.chains,
    selectedChainId: parameters.selectedChainId,
    onSelect: (network) => {
      queue.boundary('chainChanged')
      onEvent({ type: 'chainChanged', chainId: network.chainId })
    },
    onListChange: () => onEvent({ type: 'networksChanged' }),
  })
  const node = createNodeClients(account)
  const activities = createActivityLog({
    store: parameters.activities,
    fetchReceipt: (activity) => receiptOf(activity, { networks, node }),
    onSilentError: parameters.onSilentError ?? (() => undefined),
  })
  const context: EngineContext = {
    account,
    privateKey,
    appMode,
    isGaslessEnabled,
    accountType: () => accountType,
    setAccountType: (next) => {
      accountType = next
      queue.boundary('accountTypeChanged')
      onEvent({ type: 'accountsChanged', address: account.address })
    },
    networks,
    node,
    assets: parameters.assets ?? createAssetBook(),
    activities,
    emit: onEvent,
  }

  const whileLoggedIn = <result>(run: () => Promise<result>) =>
    isLoggedIn ? run() : Promise.reject(new WalletError('unauthorized'))

  return {
    request: (request) => whileLoggedIn(() => handleRequest(request, { context, queue })),
    approvals: {
      subscribe: queue.subscribe,
      snapshot: queue.snapshot,
      approve: queue.approve,
      reject: queue.reject,
      skip: queue.skip,
    },
    tokens: createUserTokens(context),
    nfts: createUserNfts(context, {
      ...(parameters.nftIndexer ? { indexer: parameters.nftIndexer } : {}),
      onSilentError: parameters.onSilentError ?? (() => undefined),
    }),
    activities: { list: activities.list, subscribe: activities.subscribe },
    networks: {
      list: networks.list,
      selected: networks.selected,
      subscribe: networks.subscribe,
      select: networks.select,
      add: (form) => addNetwork(networks, form),
      edit: (chainId, form) => editNetwork(networks, chainId, form),
      delete: networks.delete,
    },
    transfers: {
      estimate: (transfer) => whileLoggedIn(() => estimateTransfer(transfer, context)),
      send: (parameters) => whileLoggedIn(() => sendTransfer(parameters, context)),
    },
    logout: () => {
      isLoggedIn = false
      activities.stop()
      queue.boundary('logout')
    },
  }
}
