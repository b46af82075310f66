import {
  type Hex,
  type RecoveryRequestMode,
  recoveryRequestMessage,
  signWithWalletKey,
} from '@tessera/keys'
import { privateKeyToAccount } from 'viem/accounts'

export type SignedRecoveryRequestParameters = {
  readonly token: string
  /** The one-time key that signs the request (the token's, or a thief's). */
  readonly oneTimePrivateKey: Hex
  readonly nodeIndex: number
  readonly mode: RecoveryRequestMode
  readonly envelope?: string | undefined
  readonly verifierTag?: Hex | undefined
  readonly factorCommitments?: readonly Hex[] | undefined
  /** Signs the text as the wallet key (`store`); any scalar, to play a forger. */
  readonly walletSecret?: bigint | undefined
  readonly curve?: 'secp256k1' | 'ed25519'
  readonly requestId?: string
  /** Defaults to now. */
  readonly issuedAt?: number
}

/** The body of a `POST /v1/recovery` as `postRecoveryRequest` sends it, or as a test forges it. */
export async function signedRecoveryRequest(parameters: SignedRecoveryRequestParameters) {
  const { token, nodeIndex, mode, envelope, verifierTag, factorCommitments, walletSecret } =
    parameters
  const account = privateKeyToAccount(parameters.oneTimePrivateKey)
  const requestId = parameters.requestId ?? crypto.randomUUID().replaceAll('-', '')
  const issuedAt = parameters.issuedAt ?? Date.now()
  const message = recoveryRequestMessage({
    nodeIndex,
    mode,
    requestId,
    issuedAt,
    envelope,
    verifierTag,
    factorCommitments,
  })
  return {
    token,
    clientPublicKey: account.publicKey,
    requestId,
    issuedAt,
    proof: await account.signMessage({ message }),
    mode,
    ...(envelope !== undefined ? { envelope } : {}),
    ...(verifierTag !== undefined ? { verifierTag } : {}),
    ...(factorCommitments !== undefined ? { factorCommitments } : {}),
    ...(walletSecret !== undefined
      ? { keySignature: signWithWalletKey(parameters.curve ?? 'secp256k1', walletSecret, message) }
      : {}),
  }
}
