/** The bytes as UTF-8 text; undefined when they are not valid UTF-8 (shown as hex instead). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    // not UTF-8: the caller shows the bytes as hex
    return undefined
  }
}
