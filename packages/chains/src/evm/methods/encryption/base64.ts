/** Standard base64 of bytes (what MetaMask's encryption format uses). */
export function bytesToBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
}

/** Bytes of standard base64 text; throws on anything else. */
export function base64ToBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
