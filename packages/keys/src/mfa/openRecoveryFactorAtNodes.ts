import { base64urlnopad } from '@scure/base'
import type { Hex } from 'viem'
import { decryptWithPrivateKey } from '../decryptWithPrivateKey.js'
import type { KeyNode } from '../KeyNetwork.js'
import type { RecoveryParams } from './deriveRecoveryAccess.js'
import { deriveRecoveryAccess } from './deriveRecoveryAccess.js'
import type { KeyNodeLogin } from './KeyNodeLogin.js'
import { MfaError } from './MfaError.js'
import type { MfaFactor } from './MfaFactor.js'
import { openRecoveryFactor } from './openRecoveryFactor.js'
import { parseSealedRecoveryFactor } from './parseSealedRecoveryFactor.js'
import { postRecoveryRequest } from './postRecoveryRequest.js'
import type { RecoverySecret } from './RecoverySecret.js'

/** A stand-in ciphertext of the right size: params are an envelope without one. */
const placeholderCiphertext = base64urlnopad.encode(new Uint8Array(48))

/**
 * Restore on a new device (`/mfa/restore`): gets the sealed recovery factor from the key nodes and
 * opens it with the typed PIN or answers.
 *
 * 1. Every node answers the envelope's public part (curve, kind, KDF settings, salt); only settings
 *    `threshold` nodes agree on are used, so one node cannot lower the scrypt cost to learn a
 *    cheaply guessable tag.
 * 2. One scrypt run gives the envelope key and each node's verifier tag.
 * 3. Each node releases the envelope (encrypted to the one-time key) only for its own tag, and
 *    counts a wrong one against the identity; after 5 it refuses (`recovery_locked`).
 *
 * A wrong secret is `MfaError('recovery_secret_wrong')` with the attempts the nodes still allow.
 */
export async function openRecoveryFactorAtNodes(
  login: KeyNodeLogin,
  secret: RecoverySecret,
  expected: { readonly publicKey: Hex },
): Promise<MfaFactor> {
  const { network } = login
  const paramsAnswers = await Promise.all(
    network.nodes.map(async (node) => ({
      node,
      call: await postRecoveryRequest({ login, node, mode: 'params' }),
    })),
  )
  const groups = new Map<string, { params: RecoveryParams; nodes: KeyNode[] }>()
  let locked = 0
  for (const { node, call } of paramsAnswers) {
    if (call.kind !== 'answer') continue
    if (errorCode(call.body) === 'recovery_locked') locked++
    if (call.status !== 200) continue
    const params = parseParams(call.body.params, login.curve)
    if (!params) continue
    const key = JSON.stringify(params)
    const group = groups.get(key) ?? { params, nodes: [] }
    group.nodes.push(node)
    groups.set(key, group)
  }
  const agreed = [...groups.values()].find(({ nodes }) => nodes.length >= network.threshold)
  if (!agreed) {
    if (locked >= network.threshold)
      throw new MfaError('recovery_locked', 'the key nodes refuse further attempts')
    throw new MfaError('recovery_unavailable', 'too few key nodes hold the sealed recovery factor')
  }

  const access = await deriveRecoveryAccess(
    secret,
    agreed.params,
    agreed.nodes.map(({ index }) => index),
  )
  const opened = await Promise.all(
    agreed.nodes.map((node) =>
      postRecoveryRequest({
        login,
        node,
        mode: 'open',
        verifierTag: access.verifierTags.get(node.index),
      }),
    ),
  )
  let wrong = 0
  let lockedNow = 0
  let attemptsLeft: number | undefined
  for (const call of opened) {
    if (call.kind !== 'answer') continue
    const code = errorCode(call.body)
    if (code === 'recovery_locked') lockedNow++
    if (code === 'recovery_secret_wrong') {
      wrong++
      const left = (call.body.error as { attemptsLeft?: unknown }).attemptsLeft
      if (typeof left === 'number') attemptsLeft = Math.max(attemptsLeft ?? 0, left)
    }
    if (call.status !== 200 || typeof call.body.envelope !== 'string') continue
    try {
      const plain = await decryptWithPrivateKey(login.oneTimeKey.privateKey, call.body.envelope)
      const envelope = JSON.parse(new TextDecoder().decode(plain)) as unknown
      return await openRecoveryFactor(envelope, secret, {
        publicKey: expected.publicKey,
        key: access.key,
      })
    } catch (error) {
      // A node that released something that does not open: try the next one.
      if (error instanceof MfaError && error.code === 'recovery_secret_wrong') wrong++
    }
  }
  if (wrong > 0)
    throw new MfaError('recovery_secret_wrong', 'the secret does not open the recovery factor', {
      attemptsLeft,
    })
  if (lockedNow > 0) throw new MfaError('recovery_locked', 'the key nodes refuse further attempts')
  throw new MfaError('recovery_unavailable', 'no key node released the sealed recovery factor')
}

function errorCode(body: Record<string, unknown>): string | undefined {
  const error = body.error as { code?: unknown } | undefined
  return typeof error?.code === 'string' ? error.code : undefined
}

/** The envelope's public part, checked as an envelope is (`parseSealedRecoveryFactor`). */
function parseParams(value: unknown, curve: KeyNodeLogin['curve']): RecoveryParams | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    const parsed = parseSealedRecoveryFactor({ ...value, ciphertext: placeholderCiphertext })
    if (parsed.curve !== curve) return undefined
    return { kind: parsed.kind, questionIds: parsed.questionIds, kdf: parsed.kdf }
  } catch {
    return undefined
  }
}
