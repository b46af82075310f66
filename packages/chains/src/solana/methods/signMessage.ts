import { getBase16Decoder, getBase58Decoder } from '@solana/kit'
import { isSignInMessage } from '../../requests/isSignInMessage.js'
import { decodeUtf8 } from '../../units/decodeUtf8.js'
import { defineSolanaMethod } from './defineSolanaMethod.js'
import {
  messageBytes,
  parseSignMessageParams,
  type SignMessageParams,
} from './parseSignMessageParams.js'

/**
 * signMessage `{ message: base58, display? }` (SPEC §6, §7): after approval, the Ed25519
 * signature of the message bytes by the wallet; answers `{ signature, publicKey }`, both base58
 * (C-049). The approval shows the text, or its hex when it is not UTF-8 or the host asks for hex,
 * and whether it is a sign-in for this wallet (SPEC §5).
 */
export const signMessage = defineSolanaMethod<SignMessageParams>({
  needsApproval: true,
  needsAccount: true,
  parseParams: (params, context) => parseSignMessageParams(params, context.account.address),
  describe: ({ message, display }, context) => {
    const bytes = bytesOf(message)
    const text = display === 'hex' ? undefined : decodeUtf8(bytes)
    const from = context.account.address
    return {
      kind: 'solanaSignMessage',
      method: 'signMessage',
      from,
      message: text ?? `0x${getBase16Decoder().decode(bytes)}`,
      isHex: text === undefined,
      isSignIn:
        text !== undefined && isSignInMessage(text, { address: from, isCaseSensitive: true }),
    }
  },
  run: async ({ params }, context) => {
    const { address } = context.account
    const [signatures] = await context.account.signMessages([
      { content: bytesOf(params.message), signatures: {} },
    ])
    const signature = signatures?.[address]
    if (!signature) throw new Error('the wallet did not sign the message')
    return { signature: getBase58Decoder().decode(signature), publicKey: address }
  },
})

/** The bytes of a parsed message (checked when parsed). */
function bytesOf(message: string): Uint8Array {
  const bytes = messageBytes(message)
  if (!bytes) throw new Error('a parsed message no longer decodes')
  return bytes
}
