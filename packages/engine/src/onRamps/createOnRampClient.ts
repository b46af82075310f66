import { WalletError } from '@tessera/errors'
import { createListeners } from '../subscriptions/createListeners.js'
import { fetchTransakNetworks } from './fetchTransakNetworks.js'
import type { OnRampNetworks } from './onRampProviders.js'
import { fetchSecondOnRampNetworks } from './secondOnRamp.js'

export type OnRampClient = {
  subscribe(listener: () => void): () => void
  /** What the on-ramps serve; undefined until both lists were read (or none is configured). */
  snapshot(): OnRampNetworks | undefined
}

export type CreateOnRampClientParameters = {
  /** The card on-ramp's API (`onRamp.apiUrl`); absent means no card on-ramp. */
  readonly transakApiUrl: string | undefined
  /** The gateway, read for the second on-ramp's coin config; absent means no second on-ramp. */
  readonly gatewayUrl: string | undefined
  /** SPEC §8: on-ramp init failure is logged only (W-133). */
  readonly onError: (error: WalletError<'W-133'>) => void
  readonly fetch?: typeof globalThis.fetch
}

/**
 * Reads once, at login, which chains the on-ramps serve (SPEC §2, §7). A list that fails to load
 * is reported as W-133 and counts as serving no chain; the other still counts.
 */
export function createOnRampClient(parameters: CreateOnRampClientParameters): OnRampClient {
  const { transakApiUrl, gatewayUrl, onError } = parameters
  const listeners = createListeners()
  const fetchOption = parameters.fetch ? { fetch: parameters.fetch } : {}
  let networks: OnRampNetworks | undefined
  const settle = async <value>(read: (() => Promise<value>) | undefined) => {
    if (!read) return undefined
    try {
      return await read()
    } catch (cause) {
      onError(new WalletError('W-133', { cause }))
      return undefined
    }
  }
  if (transakApiUrl !== undefined || gatewayUrl !== undefined)
    void Promise.all([
      settle(
        transakApiUrl === undefined
          ? undefined
          : () => fetchTransakNetworks({ apiUrl: transakApiUrl, ...fetchOption }),
      ),
      settle(
        gatewayUrl === undefined
          ? undefined
          : () => fetchSecondOnRampNetworks({ gatewayUrl, ...fetchOption }),
      ),
    ]).then(([card, second]) => {
      networks = { card, second }
      listeners.notify()
    })
  return { subscribe: listeners.subscribe, snapshot: () => networks }
}
