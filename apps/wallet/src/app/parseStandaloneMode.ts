import { type StandaloneMode, standaloneModes } from '@tessera/protocol'

/**
 * HOST-PROTOCOL §A2: the frame URL's hash may carry base64(JSON `{standaloneMode}`), UTF-8-safe.
 * Anything unreadable means mode 0.
 */
export function parseStandaloneMode(hash: string): StandaloneMode {
  const encoded = hash.replace(/^#/, '')
  if (!encoded) return 0
  try {
    const bytes = Uint8Array.from(atob(decodeURIComponent(encoded)), (c) => c.charCodeAt(0))
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes))
    const mode =
      typeof value === 'object' && value !== null && 'standaloneMode' in value
        ? value.standaloneMode
        : 0
    return standaloneModes.find((candidate) => candidate === mode) ?? 0
  } catch {
    // Not ours (a provider fragment, say): the default mode.
    return 0
  }
}
