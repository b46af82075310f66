import { createOnRampClient, createRatesClient } from '@tessera/engine'
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
  readonly reportSilently: (error: unknown) => void
}

/**
 * The outside services of the logged-in screens that are no chain's (screens/WalletContext
 * `ScreenData`): exchange rates and the on-ramps. Chain data comes from the engine's queries.
 * Without an on-ramp in the wallet config, Buy and Sell stay disabled with their reason.
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
  return {
    rates,
    onRamps: createOnRampData({
      config: onRamp,
      networks: onRampNetworks,
      walletAddress: parameters.address,
      email: parameters.email,
      sellRedirectUrl: parameters.sellRedirectUrl,
    }),
    stop: () => rates.stop(),
  }
}
