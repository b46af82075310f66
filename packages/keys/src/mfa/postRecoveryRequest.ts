import type { Hex } from 'viem'
import type { KeyNode } from '../KeyNetwork.js'
import { callKeyNode, type KeyNodeCall } from './callKeyNode.js'
import type { KeyNodeLogin } from './KeyNodeLogin.js'
import { newRequestId } from './newRequestId.js'
import { type RecoveryRequestMode, recoveryRequestMessage } from './recoveryRequestMessage.js'
import { signWithWalletKey } from './signWithWalletKey.js'

/**
 * One signed `POST /v1/recovery` to one node: the login's token and one-time key proof, and for
 * `store` the wallet key's signature of the same text (a login token alone cannot replace an
 * envelope or reset its attempt count).
 */
export async function postRecoveryRequest(parameters: {
  readonly login: KeyNodeLogin
  readonly node: KeyNode
  readonly mode: RecoveryRequestMode
  readonly envelope?: string | undefined
  readonly verifierTag?: Hex | undefined
  /** `store`: the factor line the envelope belongs to. */
  readonly factorCommitments?: readonly Hex[] | undefined
  readonly walletSecret?: bigint | undefined
}): Promise<KeyNodeCall> {
  const { login, node, mode, envelope, verifierTag, factorCommitments, walletSecret } = parameters
  const requestId = newRequestId()
  const issuedAt = Date.now()
  const message = recoveryRequestMessage({
    nodeIndex: node.index,
    mode,
    requestId,
    issuedAt,
    envelope,
    verifierTag,
    factorCommitments,
  })
  return callKeyNode({
    node,
    path: '/v1/recovery',
    requestId,
    timeoutMs: login.timeoutMs,
    body: {
      token: login.token,
      clientPublicKey: login.oneTimeKey.publicKey,
      requestId,
      issuedAt,
      proof: await login.oneTimeKey.account.signMessage({ message }),
      mode,
      ...(envelope !== undefined ? { envelope } : {}),
      ...(verifierTag !== undefined ? { verifierTag } : {}),
      ...(factorCommitments !== undefined ? { factorCommitments } : {}),
      ...(walletSecret !== undefined
        ? { keySignature: signWithWalletKey(login.curve, walletSecret, message) }
        : {}),
      ...(login.appId ? { appId: login.appId, curve: login.curve } : {}),
    },
  })
}
