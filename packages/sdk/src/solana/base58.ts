/** The Bitcoin base58 alphabet, which Solana uses for addresses, signatures and wire payloads. */
const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** How many of `items` lead with `zero` (base58 keeps leading zero bytes as leading '1's). */
const leading = <item>(items: ArrayLike<item>, zero: item) => {
  let count = 0
  while (count < items.length && items[count] === zero) count++
  return count
}

/**
 * Base58-encodes `bytes` (a few hundred bytes at most here, so a BigInt is fast enough and
 * keeps the Solana entry small; `@solana/kit`'s codec would add about 11 KB min+gzip).
 *
 * @example encodeBase58(new Uint8Array([0, 1])) // '12'
 */
export function encodeBase58(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  let value = BigInt(`0x0${hex}`)
  let digits = ''
  for (; value > 0n; value /= 58n) digits = alphabet[Number(value % 58n)] + digits
  return '1'.repeat(leading(bytes, 0)) + digits
}

/**
 * The bytes `text` encodes in base58, or `undefined` when it holds a character outside the
 * alphabet.
 *
 * @example decodeBase58('12') // Uint8Array [0, 1]
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const hex = value > 0n ? value.toString(16) : ''
  const body = hex.length % 2 ? `0${hex}` : hex
  const zeros = leading(text, '1')
  const bytes = new Uint8Array(zeros + body.length / 2)
  for (let index = 0; index < body.length / 2; index++)
    bytes[zeros + index] = Number.parseInt(body.slice(index * 2, index * 2 + 2), 16)
  return bytes
}
