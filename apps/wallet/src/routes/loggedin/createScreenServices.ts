import {
  type Activity,
  createOnRampClient,
  createPusherClient,
  createRatesClient,
  trackTransakBuy,
} from '@tessera/engine'
import type { OnRampConfig } from '../../config/loadWalletConfig.js'
import type { ScreenData } from '../../screens/WalletContext.js'
import { createOnRampData } from './createOnRampData.js'

export type CreateScreenServicesParameters = {
  readonly address: string
  readonly ratesUrl: string | undefined
  /** The gateway, read for the second on-ramp's coin config when one is configured. */
  readonly gatewayUrl: string
  readonly onRamp: OnRampConfig | undefined
  /** The login's e-mail, passed to the card on-ramp when there is one. */
  readonly email: string | undefined
  /** The wallet's sell page of this app, where the card on-ramp returns (SPEC §2). */
  readonly sellRedirectUrl: string
  /** Records a followed Buy in Activity, or updates it (the engine's `activities.recordOrder`). */
  readonly recordOrder: (activity: Activity) => void
  readonly reportSilently: (error: unknown) => void
}

/**
 * The outside services of the logged-in screens that are no chain's (screens/WalletContext
 * `ScreenData`): exchange rates and the on-ramps. Chain data comes from the engine's queries.
 * Without an on-ramp in the wallet config, Buy and Sell stay disabled with their reason. With its
 * realtime channel, each card Buy's order is followed into Activity until its final status, or
 * until logout (`stop`).
 */
export function createScreenServices(
  parameters: CreateScreenServicesParameters,
): ScreenData & { stop(): void } {
  const rates = createRatesClient({ baseUrl: parameters.ratesUrl })
  const { onRamp } = parameters
  const onRampNetworks = createOnRampClient({
    transakApiUrl: onRamp?.apiUrl,
    gatewayUrl: onRamp?.secondOnRampUrl === undefined ? undefined : parameters.gatewayUrl,
    onError: parameters.reportSilently,
  })
  // The card on-ramp's realtime order channel, opened while a Buy is followed (issue #20).
  const realtime =
    onRamp?.realtimeUrl === undefined
      ? undefined
      : createPusherClient({ url: onRamp.realtimeUrl, onError: parameters.reportSilently })
  const followed = new Set<() => void>()
  return {
    rates,
    onRamps: createOnRampData({
      config: onRamp,
      networks: onRampNetworks,
      walletAddress: parameters.address,
      email: parameters.email,
      sellRedirectUrl: parameters.sellRedirectUrl,
      ...(realtime && onRamp
        ? {
            followBuy: ({ partnerOrderId, networkId }) => {
              followed.add(
                trackTransakBuy({
                  client: realtime,
                  apiKey: onRamp.apiKey,
                  partnerOrderId,
                  networkId,
                  walletAddress: parameters.address,
                  record: parameters.recordOrder,
                }),
              )
            },
          }
        : {}),
    }),
    stop: () => {
      rates.stop()
      for (const stopFollowing of followed) stopFollowing()
    },
  }
}
