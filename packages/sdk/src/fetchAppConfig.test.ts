import { afterEach, describe, expect, test, vi } from 'vitest'
import { fetchAppConfig } from './fetchAppConfig.js'

const appId = 'ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34'
const gatewayUrl = 'https://gateway.example'

/** The gateway answering `theme` and a vertical dark logo for the app (HOST-PROTOCOL §G). */
function stubGateway(theme: unknown, telegram?: unknown) {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url.includes('get-app-theme')
      ? { theme, logo: { dark_vertical: 'https://cdn.example/logo.svg' } }
      : { name: 'Tessera Demo', chain_type: 'evm', telegram }
    return new Response(JSON.stringify(body))
  })
}

describe('fetchAppConfig', () => {
  afterEach(() => vi.unstubAllGlobals())

  test("default: the app's name, its theme and its logo through the gateway", async () => {
    stubGateway('dark')
    expect(await fetchAppConfig({ appId, gatewayUrl })).toEqual({
      name: 'Tessera Demo',
      chainType: 'evm_secp256k1',
      themeConfig: {
        theme: 'dark',
        assets: {
          logo: {
            horizontal: '',
            vertical: `${gatewayUrl}/api/v2/app/${appId}/logo?type=dark&orientation=vertical`,
          },
        },
      },
    })
  })

  test("args: the host's theme wins over the app's", async () => {
    stubGateway('dark')
    const { themeConfig } = await fetchAppConfig({ appId, gatewayUrl, theme: 'light' })
    expect(themeConfig.theme).toBe('light')
    expect(themeConfig.assets.logo.vertical).toContain('type=light')
  })

  test('behavior: light when the app names no theme, when the gateway fails, or without one', async () => {
    stubGateway('purple')
    expect((await fetchAppConfig({ appId, gatewayUrl })).themeConfig.theme).toBe('light')
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }))
    expect((await fetchAppConfig({ appId, gatewayUrl })).themeConfig.theme).toBe('light')
    expect((await fetchAppConfig({ appId })).name).toBe('')
  })

  test("args: #19 the app's Telegram bot id and Telegram origin, only when well formed", async () => {
    stubGateway('dark', { bot_id: '7000000001', oauth_origin: 'https://oauth.telegram.org' })
    expect((await fetchAppConfig({ appId, gatewayUrl })).telegram).toEqual({
      botId: '7000000001',
      oauthOrigin: 'https://oauth.telegram.org',
    })
    // Only an origin as browsers write `event.origin` can ever match the popup's messages.
    for (const oauthOrigin of [
      'javascript:alert(1)',
      'https://OAUTH.telegram.org',
      'https://oauth.telegram.org:443',
      'https://user@oauth.telegram.org',
      'https://oauth.telegram.org/',
    ]) {
      stubGateway('dark', { bot_id: '7000000001', oauth_origin: oauthOrigin })
      expect((await fetchAppConfig({ appId, gatewayUrl })).telegram).toBeUndefined()
    }
    stubGateway('dark', { bot_id: '700:token', oauth_origin: 'https://oauth.telegram.org' })
    expect((await fetchAppConfig({ appId, gatewayUrl })).telegram).toBeUndefined()
  })
})
