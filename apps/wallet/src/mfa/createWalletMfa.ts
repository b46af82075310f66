import {
  type AssembleKeyReturnType,
  type Hex,
  type KeyNodeLogin,
  MfaError,
  type MfaFactor,
  type MfaFactorRequest,
  MfaSetupError,
  type NodeLines,
  type RecoverySecret,
  type RecoverySecretParams,
  setUpMfa,
} from '@tessera/keys'
import { createDeviceFactorStore, type DeviceFactorStore } from './createDeviceFactorStore.js'

/**
 * Asked when this device holds no device factor of an MFA wallet (LOCAL_SHARE_MISSING): the
 * `/mfa/restore` screen answers the typed PIN or answers to the questions of `params`, 'retry'
 * (ask the nodes again, after `clock_off`), or undefined when the user cancels (W-121). After a
 * wrong secret it is asked again with the typed error (W-117) and the attempts the nodes still
 * allow; a lock (`recovery_locked`) or a wrong device clock (`clock_off`) is shown the same way.
 */
export type AskRecoverySecret = (previous: {
  /** 1 for the first ask of a restore, then 2, 3…. */
  readonly attempt: number
  readonly error: MfaError | undefined
  /**
   * The kind of secret the recovery factor is sealed with, and its questions (SPEC §2); undefined
   * when the nodes refused to say (`error`: locked, or this device's clock is off).
   */
  readonly params: RecoverySecretParams | undefined
}) => Promise<RecoverySecret | 'retry' | undefined>

/** The failures the restore screen shows and waits on; any other ends the restore. */
const shownCodes: ReadonlySet<MfaError['code']> = new Set([
  'recovery_secret_wrong',
  'recovery_locked',
  'clock_off',
])

function shownError(cause: unknown): MfaError {
  if (cause instanceof MfaError && shownCodes.has(cause.code)) return cause
  throw cause
}

export type WalletMfa = {
  /** `assembleKey`'s `secondFactor`: the device factor, else a restore if `ask` is set. */
  secondFactor(request: MfaFactorRequest): Promise<MfaFactor | undefined>
  /**
   * After a login: a restored wallet keeps the device factor for next time, and the line the
   * login used is marked as the one the nodes hold (never evicted); the nodes' lines are kept in
   * memory for `setUp` (after a reload none are: the nodes then hold no line, unless a setup
   * failed half-way before it, which a new login answers).
   */
  remember(result: AssembleKeyReturnType): Promise<void>
  forget(): void
  /** Whether this login's wallet has MFA on (its nodes answered a factor line). */
  isOn(): boolean
  /**
   * `/mfa/setup`: turns MFA on with `login` (the key nodes authenticate a setup like a share
   * request: `keyNodeLoginOf` the logged-in user) and the key it rebuilt; the address does not
   * change. Rejects with `MfaSetupError` (W-128) when a node did not take its part.
   */
  setUp(parameters: {
    readonly login: KeyNodeLogin
    readonly secret: bigint
    readonly publicKey: Hex
    readonly recoverySecret: RecoverySecret
  }): Promise<void>
}

export type CreateWalletMfaParameters = {
  readonly appId: string
  readonly deviceFactors?: DeviceFactorStore | undefined
  /** Set by the frame once the restore screen can be shown; absent: no prompt, LOCAL_SHARE_MISSING. */
  readonly askRecoverySecret?: AskRecoverySecret | undefined
  /** scrypt cost; only tests lower it. */
  readonly kdf?: { readonly N: number; readonly r: number; readonly p: number } | undefined
}

/**
 * The wallet's side of MFA (issue #16): the device factor in IndexedDB under a non-extractable key
 * (`createDeviceFactorStore`), restore with the PIN through the key nodes' attempt limit, and
 * setup (`setUpMfa`: split, seal, store at every node, then reshare). Factors, PINs and keys stay in memory and in
 * sealed form only; errors carry codes, never secrets.
 */
export function createWalletMfa(parameters: CreateWalletMfaParameters): WalletMfa {
  const deviceFactors =
    parameters.deviceFactors ?? createDeviceFactorStore({ appId: parameters.appId })
  /** What each node held at the last login, or after the last setup attempt. */
  let nodeLines: NodeLines = new Map()
  let isOn = false
  return {
    forget() {
      nodeLines = new Map()
      isOn = false
    },
    isOn: () => isOn,
    async secondFactor(request) {
      const kept = await deviceFactors
        .find(request.publicKey, request.factorCommitments)
        .catch(() => undefined)
      if (kept) return kept
      const ask = parameters.askRecoverySecret
      if (!ask) return undefined
      let params: RecoverySecretParams | undefined
      let error: MfaError | undefined
      for (let attempt = 1; ; attempt++) {
        if (!params) {
          try {
            params = await request.recoveryParams()
            error = undefined
          } catch (cause) {
            error = shownError(cause)
          }
        }
        const secret = await ask({ attempt, error, params })
        if (!secret) throw new MfaError('device_factor_missing', 'the restore was cancelled')
        if (secret === 'retry' || !params) continue
        try {
          return await request.openRecoveryFactor(secret)
        } catch (cause) {
          // A wrong secret, a lock or the clock is shown; a network failure ends the restore.
          error = shownError(cause)
        }
      }
    },
    async remember(result) {
      isOn = result.mfa !== undefined
      nodeLines = result.nodeLines
      if (!result.mfa) return
      const { factorCommitments, deviceFactor } = result.mfa
      if (deviceFactor) await deviceFactors.save(result.publicKey, factorCommitments, deviceFactor)
      await deviceFactors.confirm(result.publicKey, [factorCommitments])
    },
    async setUp({ login, secret, publicKey, recoverySecret }) {
      const { factorCommitments } = await setUpMfa({
        login,
        secret,
        publicKey,
        recoverySecret,
        nodeLines,
        kdf: parameters.kdf,
        saveDeviceFactor: (factor, line) => deviceFactors.save(publicKey, line, factor),
      }).catch(async (error: unknown) => {
        if (error instanceof MfaSetupError) {
          // A retry compares what the nodes hold now, and the device keeps the factor of every
          // line a node holds, however many retries fail after (security review of #16).
          nodeLines = error.nodeLines
          await deviceFactors.confirm(publicKey, [...error.nodeLines.values()])
        }
        throw error
      })
      nodeLines = new Map(login.network.nodes.map(({ index }) => [index, factorCommitments]))
      await deviceFactors.keepOnly(publicKey, factorCommitments)
      isOn = true
    },
  }
}
