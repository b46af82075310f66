import {
  type Activity,
  createOnRampClient,
  createPusherClient,
  createRatesClient,
  followStoredTransakOrders,
  type PusherClient,
  trackTransakBuy,
} from '@tessera/engine'
import type { OnRampConfig } from '../../config/loadWalletConfig.js'
import type { ScreenData } from '../../screens/WalletContext.js'
import { createOnRampData } from './createOnRampData.js'
import { type StartSellFlowParameters, startSellFlow } from './startSellFlow.js'

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
  /** The card on-ramp Sell's frame side (`startSellFlow`), run while logged in. */
  readonly sell: Omit<StartSellFlowParameters, 'realtime'>
}

/**
 * The outside services of the logged-in screens that are no chain's (screens/WalletContext
 * `ScreenData`): exchange rates and the on-ramps. Chain data comes from the engine's queries.
 * Without an on-ramp in the wallet config, Buy and Sell stay disabled with their reason. Nothing
 * listens before `start` (run in an effect, so a render StrictMode discards starts nothing): it
 * opens the realtime channel, follows again the stored Buys and Sells not final yet, and each
 * card Buy's and Sell's order from then on into Activity until its final status, and listens to
 * the sell pages the wallet opened; the function it returns stops all that and the rates (logout).
 */
export function createScreenServices(
  parameters: CreateScreenServicesParameters,
): ScreenData & { start(): () => void } {
  const rates = createRatesClient({ baseUrl: parameters.ratesUrl })
  const { onRamp } = parameters
  const onRampNetworks = createOnRampClient({
    transakApiUrl: onRamp?.apiUrl,
    gatewayUrl: onRamp?.secondOnRampUrl === undefined ? undefined : parameters.gatewayUrl,
    onError: parameters.reportSilently,
  })
  // While started: the card on-ramp's realtime order channel (issue #20) and what follows orders.
  let started: { realtime: PusherClient | undefined; followed: Set<() => void> } | undefined
  const { engine } = parameters.sell
  const storedActivities = () =>
    engine.networks.list().flatMap((network) => engine.activities.list(network.id))
  return {
    rates,
    onRamps: createOnRampData({
      config: onRamp,
      networks: onRampNetworks,
      walletAddress: parameters.address,
      email: parameters.email,
      sellRedirectUrl: parameters.sellRedirectUrl,
      ...(onRamp?.realtimeUrl !== undefined
        ? {
            followBuy: ({ partnerOrderId, networkId }) => {
              if (!started?.realtime) return
              started.followed.add(
                trackTransakBuy({
                  client: started.realtime,
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
    start: () => {
      const realtime =
        onRamp?.realtimeUrl === undefined
          ? undefined
          : createPusherClient({ url: onRamp.realtimeUrl, onError: parameters.reportSilently })
      const followed = new Set<() => void>([startSellFlow({ ...parameters.sell, realtime })])
      if (realtime)
        followed.add(
          followStoredTransakOrders({
            client: realtime,
            activities: storedActivities(),
            find: (orderId) =>
              storedActivities().find((activity) => activity.order?.orderId === orderId),
            record: parameters.recordOrder,
          }),
        )
      started = { realtime, followed }
      return () => {
        rates.stop()
        for (const stopFollowing of followed) stopFollowing()
        started = undefined
      }
    },
  }
}
