import { type ShareProposal, shareRequestMessage } from '@tessera/keys'
import { privateKeyToAccount } from 'viem/accounts'

export type SignedShareRequestParameters = {
  readonly token: string
  /** The one-time key that signs the request (the token's, or a thief's). */
  readonly oneTimePrivateKey: `0x${string}`
  readonly nodeIndex: number
  readonly mode: 'lookup' | 'store'
  readonly proposal?: ShareProposal
  /** With an ID token or an app JWT: the app it signs in to, and the curve. */
  readonly app?: { readonly appId: string; readonly curve: 'secp256k1' | 'ed25519' }
  readonly requestId?: string
}

/** The body of a share request as the wallet sends it: signed by a one-time key. */
export async function signedShareRequest(parameters: SignedShareRequestParameters) {
  const { token, nodeIndex, mode, proposal, app } = parameters
  const account = privateKeyToAccount(parameters.oneTimePrivateKey)
  const requestId = parameters.requestId ?? crypto.randomUUID().replaceAll('-', '')
  return {
    token,
    clientPublicKey: account.publicKey,
    requestId,
    mode,
    ...(proposal ? { proposal } : {}),
    ...app,
    proof: await account.signMessage({
      message: shareRequestMessage({ nodeIndex, mode, requestId, proposal }),
    }),
  }
}
