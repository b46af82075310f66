import { base64urlnopad } from '@scure/base'
import type { KeyNode } from '../KeyNetwork.js'
import type { RecoveryParams } from './deriveRecoveryAccess.js'
import { firstClockOffset } from './deviceClockOffset.js'
import type { KeyNodeLogin } from './KeyNodeLogin.js'
import { keyNodeErrorCode } from './keyNodeErrorCode.js'
import { MfaError } from './MfaError.js'
import { parseSealedRecoveryFactor } from './parseSealedRecoveryFactor.js'
import { postRecoveryRequest } from './postRecoveryRequest.js'
import type {
  PasskeySealedRecoveryFactor,
  ScryptSealedRecoveryFactor,
} from './SealedRecoveryFactor.js'

/**
 * What the restore screen asks for: the secret's kind and, for answers, the questions in order; for
 * a passkey, the credential and PRF input to ask WebAuthn for (issue #16).
 */
export type RecoverySecretParams =
  | Pick<ScryptSealedRecoveryFactor, 'kind' | 'questionIds'>
  | Pick<PasskeySealedRecoveryFactor, 'kind' | 'questionIds' | 'passkey'>

/** A stand-in ciphertext of the right size: params are an envelope without one. */
const placeholderCiphertext = base64urlnopad.encode(new Uint8Array(48))

/**
 * The public part of the sealed recovery factor (curve, kind, questions or passkey, KDF settings,
 * salt) that at least `threshold` key nodes agree on, and those nodes: one node alone cannot lower
 * the scrypt cost or swap the questions or the passkey. Asking counts no attempt. Throws `MfaError('recovery_locked')` when
 * `threshold` nodes refuse further attempts, `clock_off` when nodes refuse the requests as
 * expired (this device's clock is off), else `recovery_unavailable` without an agreement.
 */
export async function agreeOnRecoveryParams(
  login: KeyNodeLogin,
): Promise<{ readonly params: RecoveryParams; readonly nodes: readonly KeyNode[] }> {
  const { network } = login
  const answers = await Promise.all(
    network.nodes.map(async (node) => ({
      node,
      call: await postRecoveryRequest({ login, node, mode: 'params' }),
    })),
  )
  const groups = new Map<string, { params: RecoveryParams; nodes: KeyNode[] }>()
  let locked = 0
  for (const { node, call } of answers) {
    if (call.kind !== 'answer') continue
    if (keyNodeErrorCode(call.body) === 'recovery_locked') locked++
    if (call.status !== 200) continue
    const params = parseParams(call.body.params, login.curve)
    if (!params) continue
    const key = JSON.stringify(params)
    const group = groups.get(key) ?? { params, nodes: [] }
    group.nodes.push(node)
    groups.set(key, group)
  }
  const agreed = [...groups.values()].find(({ nodes }) => nodes.length >= network.threshold)
  if (agreed) return agreed
  if (locked >= network.threshold)
    throw new MfaError('recovery_locked', 'the key nodes refuse further attempts')
  const clockOffsetMs = firstClockOffset(
    answers.map(({ call }) => call),
    Date.now(),
  )
  if (clockOffsetMs !== undefined)
    throw new MfaError('clock_off', 'the key nodes refuse the requests as expired', {
      clockOffsetMs,
    })
  throw new MfaError('recovery_unavailable', 'too few key nodes hold the sealed recovery factor')
}

/** The envelope's public part, checked as an envelope is (`parseSealedRecoveryFactor`). */
function parseParams(value: unknown, curve: KeyNodeLogin['curve']): RecoveryParams | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    const parsed = parseSealedRecoveryFactor({ ...value, ciphertext: placeholderCiphertext })
    if (parsed.curve !== curve) return undefined
    const { version: _version, curve: _curve, iv: _iv, ciphertext: _ciphertext, ...params } = parsed
    return params
  } catch {
    return undefined
  }
}

/** What of the agreed params the restore screen needs: all but the KDF settings. */
export function recoverySecretParamsOf(params: RecoveryParams): RecoverySecretParams {
  if (params.kind === 'passkey') {
    const { kind, questionIds, passkey } = params
    return { kind, questionIds, passkey }
  }
  const { kind, questionIds } = params
  return { kind, questionIds }
}
