import { type Hex, hexToBytes, isHex } from 'viem'
import { decodeUtf8 } from '../../units/decodeUtf8.js'

/** A message to sign as viem takes it, and as an approval screen shows it. */
export type DecodedMessage = {
  readonly signable: string | { readonly raw: Hex }
  /** UTF-8 text when the bytes are text, else the hex. */
  readonly text: string
  readonly isHex: boolean
}

/** Reads a sign-message param: hex is raw bytes (shown as text when it is UTF-8), else text. */
export function decodeMessage(message: string): DecodedMessage {
  if (!isHex(message, { strict: true })) return { signable: message, text: message, isHex: false }
  const text = decodeUtf8(hexToBytes(message))
  return text === undefined
    ? { signable: { raw: message }, text: message, isHex: true }
    : { signable: { raw: message }, text, isHex: false }
}
