import type { StandaloneMode } from '@tessera/protocol'

/** UTF-8-safe base64 of a JSON value (HOST-PROTOCOL §A2). */
const base64Json = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))

/**
 * The wallet frame's address: `{walletOrigin}/{appId}/v2/login` from the origin root
 * (HOST-PROTOCOL §A1), with `#` + base64 JSON `{standaloneMode}` (§A2).
 *
 * @example walletFrameUrl({ walletOrigin: 'https://wallet.example', appId: 'ab12…' })
 */
export function walletFrameUrl(parameters: {
  walletOrigin: string
  appId: string
  standaloneMode?: StandaloneMode
}): string {
  const { walletOrigin, appId, standaloneMode = 0 } = parameters
  return `${walletOrigin}/${encodeURIComponent(appId)}/v2/login#${base64Json({ standaloneMode })}`
}
