/** What `getAppConfig` hands the wallet (HOST-PROTOCOL §D), as `@arcana/auth` shapes it. */
export type AppConfig = {
  readonly name: string
  readonly chainType: 'evm_secp256k1' | 'solana_cv25519'
  readonly themeConfig: {
    readonly theme: 'light' | 'dark'
    readonly assets: { readonly logo: { readonly horizontal: string; readonly vertical: string } }
  }
  /** The app's Telegram bot (its public id) and Telegram's origin, when Telegram login is on. */
  readonly telegram?: { readonly botId: string; readonly oauthOrigin: string }
}

const getJson = async (url: string): Promise<Record<string, unknown>> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

/**
 * Whether `value` is an http(s) origin written as browsers write `event.origin` (lower case, no
 * default port, no path): only such an origin can ever match the popup's messages.
 */
const isOrigin = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^https?:/.test(value)) return false
  try {
    return new URL(value).origin === value
  } catch {
    return false
  }
}

/** `{telegram}` when the gateway gave a numeric bot id and an http(s) origin, else nothing. */
const telegramOf = (value: unknown) => {
  const { bot_id: botId, oauth_origin: oauthOrigin } = (value ?? {}) as Record<string, unknown>
  return typeof botId === 'string' && /^\d{1,20}$/.test(botId) && isOrigin(oauthOrigin)
    ? { telegram: { botId, oauthOrigin } }
    : {}
}

const isTheme = (value: unknown): value is 'light' | 'dark' => value === 'light' || value === 'dark'

/**
 * Reads the app's name, chain type, theme and logos from the gateway (HOST-PROTOCOL §G); the
 * host's `theme` wins over the app's. Without a gateway, or when it fails, it is an EVM app with
 * no name and no logo, in the host's theme or light: the wallet reads its own copy of the app
 * config, so this only dresses the frame and the login modal.
 */
export async function fetchAppConfig(parameters: {
  appId: string
  theme?: 'light' | 'dark' | undefined
  gatewayUrl?: string | undefined
}): Promise<AppConfig> {
  const { appId, gatewayUrl } = parameters
  const id = encodeURIComponent(appId)
  const config: AppConfig = {
    name: '',
    chainType: 'evm_secp256k1',
    themeConfig: {
      theme: parameters.theme ?? 'light',
      assets: { logo: { horizontal: '', vertical: '' } },
    },
  }
  if (!gatewayUrl) return config
  try {
    const [app, appTheme] = await Promise.all([
      getJson(`${gatewayUrl}/api/v1/get-app-config/?id=${id}`),
      getJson(`${gatewayUrl}/api/v1/get-app-theme/?id=${id}`),
    ])
    const logo = (appTheme.logo ?? {}) as Record<string, unknown>
    const theme = parameters.theme ?? (isTheme(appTheme.theme) ? appTheme.theme : 'light')
    const logoUrl = (orientation: string, isPresent: unknown) =>
      isPresent
        ? `${gatewayUrl}/api/v2/app/${id}/logo?type=${theme}&orientation=${orientation}`
        : ''
    return {
      name: typeof app.name === 'string' ? app.name : '',
      chainType: app.chain_type === 'solana' ? 'solana_cv25519' : 'evm_secp256k1',
      themeConfig: {
        theme,
        assets: {
          logo: {
            horizontal: logoUrl('horizontal', logo.dark_horizontal ?? logo.light_horizontal),
            vertical: logoUrl('vertical', logo.dark_vertical ?? logo.light_vertical),
          },
        },
      },
      ...telegramOf(app.telegram),
    }
  } catch {
    return config // the gateway is optional dressing; the wallet has the real config
  }
}
