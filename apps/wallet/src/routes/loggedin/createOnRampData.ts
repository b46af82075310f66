import {
  type NetworkId,
  type OnRampClient,
  type OnRampKind,
  type OnRampProvider,
  secondOnRampUrl,
  transakWidgetUrl,
} from '@tessera/engine'
import type { OnRampConfig } from '../../config/loadWalletConfig.js'
import type { OnRampData } from '../../screens/WalletContext.js'

/** The wallet's accent (tokens.css `--color-accent`, light), so the widget looks like ours. */
export const onRampThemeColor = '#2750c9'

export type CreateOnRampDataParameters = {
  /** `onRamp` of the wallet config; absent means no page can be opened. */
  readonly config: OnRampConfig | undefined
  /** Which chains the on-ramps serve (`createOnRampClient`). */
  readonly networks: Pick<OnRampClient, 'subscribe' | 'snapshot'>
  readonly walletAddress: string
  /** The login's e-mail, when it gave one. */
  readonly email: string | undefined
  /** The wallet's sell page of this app, `{walletOrigin}/{appId}/sell/transak` (SPEC §2). */
  readonly sellRedirectUrl: string /**
   * Starts following the order a card Buy's widget will create (`trackTransakBuy`), by the
   * `partnerOrderId` the widget is opened with; absent (no realtime channel), Buys are not followed.
   */
  readonly followBuy?: (buy: { partnerOrderId: string; networkId: NetworkId }) => void
}

/**
 * ScreenData's on-ramps (SPEC §2, §7): the served chains, and the URL of the chosen provider's
 * page, the card widget (Transak) or the second on-ramp, for the session's address. A card Buy's
 * page gets a fresh `partnerOrderId`, whose order is followed from then on (issue #20).
 */
export function createOnRampData(parameters: CreateOnRampDataParameters): OnRampData {
  const { config, networks, walletAddress } = parameters
  const unserved = (provider: OnRampProvider, kind: OnRampKind, chainId: number) =>
    new Error(`${provider} does not serve ${kind} on chain ${chainId}`)
  return {
    subscribe: networks.subscribe,
    snapshot: networks.snapshot,
    pageUrl({ kind, provider, chainId, networkId }) {
      const served = networks.snapshot()
      if (provider === 'transak') {
        const network = served?.card?.[kind][chainId]
        if (!config || network === undefined) throw unserved(provider, kind, chainId)
        const { followBuy } = parameters
        const partnerOrderId = kind === 'buy' && followBuy ? crypto.randomUUID() : undefined
        if (partnerOrderId !== undefined) startFollowing(followBuy, { partnerOrderId, networkId })
        return transakWidgetUrl({
          ...(partnerOrderId === undefined ? {} : { partnerOrderId }),
          kind,
          widgetUrl: config.widgetUrl,
          apiKey: config.apiKey,
          walletAddress,
          email: parameters.email,
          network,
          themeColor: onRampThemeColor,
          redirectUrl: parameters.sellRedirectUrl,
        })
      }
      const second = served?.second?.[chainId]
      if (kind !== 'buy' || !config?.secondOnRampUrl || !second)
        throw unserved(provider, kind, chainId)
      return secondOnRampUrl({ baseUrl: config.secondOnRampUrl, walletAddress, ...second })
    },
  }
}

/**
 * Issue #20: following a Buy is a convenience; when it cannot start (no socket in this browser) the
 * widget still opens, and only that Buy is not listed.
 */
function startFollowing(
  followBuy: CreateOnRampDataParameters['followBuy'],
  buy: { partnerOrderId: string; networkId: NetworkId },
) {
  try {
    followBuy?.(buy)
  } catch {
    // The widget matters more than its tracking.
  }
}
