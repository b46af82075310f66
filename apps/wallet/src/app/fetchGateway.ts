import type { ServerChain } from '@tessera/engine'
import { arrayField, asRecord } from '../parse/fields.js'
import type { AppConfig } from './AppConfig.js'
import { parseAppConfig } from './parseAppConfig.js'
import { parseServerChains } from './parseServerChains.js'

const getJson = async (url: string, fetcher: typeof fetch): Promise<unknown> => {
  const response = await fetcher(url)
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`)
  return response.json()
}

/** SPEC §7 `GET /api/v1/get-app-config/?id={appId}`. */
export async function fetchAppConfig(
  gatewayUrl: string,
  appId: string,
  fetcher: typeof fetch = fetch,
): Promise<AppConfig> {
  const query = new URLSearchParams({ id: appId })
  return parseAppConfig(await getJson(`${gatewayUrl}/api/v1/get-app-config/?${query}`, fetcher))
}

/**
 * The app's registered origins (`GET /api/v1/frame-ancestors/{appId}` → `{policy, origins}`):
 * the only parents the frame talks to (HOST-PROTOCOL §A3, §B3).
 */
export async function fetchFrameOrigins(
  gatewayUrl: string,
  appId: string,
  fetcher: typeof fetch = fetch,
): Promise<string[]> {
  const json = await getJson(
    `${gatewayUrl}/api/v1/frame-ancestors/${encodeURIComponent(appId)}`,
    fetcher,
  )
  return arrayField(asRecord(json, 'frame ancestors'), 'origins').flatMap((origin) =>
    typeof origin === 'string' && URL.canParse(origin) ? [new URL(origin).origin] : [],
  )
}

/** SPEC §7 `GET /api/v1/chains/{appId}/`: the app's chains, for its family to name. */
export async function fetchChains(
  gatewayUrl: string,
  appId: string,
  fetcher: typeof fetch = fetch,
): Promise<ServerChain[]> {
  return parseServerChains(
    await getJson(`${gatewayUrl}/api/v1/chains/${encodeURIComponent(appId)}/`, fetcher),
  )
}
