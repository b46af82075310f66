import {
  type AssembleKeyReturnType,
  type Hex,
  type KeyNodeLogin,
  MfaError,
  type MfaFactor,
  type MfaFactorRequest,
  MfaSetupError,
  type RecoverySecret,
  setUpMfa,
} from '@tessera/keys'
import { createDeviceFactorStore, type DeviceFactorStore } from './createDeviceFactorStore.js'

/**
 * Asked when this device holds no device factor of an MFA wallet (LOCAL_SHARE_MISSING): the
 * `/mfa/restore` screen answers the typed PIN, or undefined when the user cancels (W-121). After a
 * wrong PIN it is asked again with the typed error (W-117) and the attempts the nodes still allow.
 */
export type AskRecoverySecret = (previous: {
  readonly error: MfaError | undefined
}) => Promise<RecoverySecret | undefined>

export type WalletMfa = {
  /** `assembleKey`'s `secondFactor`: the device factor, else a restore if `ask` is set. */
  secondFactor(request: MfaFactorRequest): Promise<MfaFactor | undefined>
  /** After a login: a restored wallet keeps the device factor for next time. */
  remember(result: AssembleKeyReturnType): Promise<void>
  /**
   * Keeps this login's node credentials (token, one-time key) in memory only, for `setUp`: the
   * key nodes authenticate a setup like a share request. Replaced by each login, dropped by
   * `forget` (logout).
   */
  holdLogin(login: KeyNodeLogin): void
  forget(): void
  /** Whether this login's wallet has MFA on (its nodes answered a factor line). */
  isOn(): boolean
  /**
   * `/mfa/setup`: turns MFA on with the login held in memory and the key rebuilt by it; the
   * address does not change. Rejects with `MfaSetupError` (W-128) when a node did not take its
   * part, and when no login is held.
   */
  setUp(parameters: {
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
 * setup (`setUpMfa`: split, reshare, seal, store). Factors, PINs and keys stay in memory and in
 * sealed form only; errors carry codes, never secrets.
 */
export function createWalletMfa(parameters: CreateWalletMfaParameters): WalletMfa {
  const deviceFactors =
    parameters.deviceFactors ?? createDeviceFactorStore({ appId: parameters.appId })
  let held: KeyNodeLogin | undefined
  let isOn = false
  return {
    holdLogin(login) {
      held = login
    },
    forget() {
      held = undefined
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
      let error: MfaError | undefined
      for (;;) {
        const secret = await ask({ error })
        if (!secret) throw new MfaError('device_factor_missing', 'the restore was cancelled')
        try {
          return await request.openRecoveryFactor(secret)
        } catch (cause) {
          // Only a wrong PIN is asked again; a lock or a network failure ends the restore.
          if (cause instanceof MfaError && cause.code === 'recovery_secret_wrong') error = cause
          else throw cause
        }
      }
    },
    async remember(result) {
      isOn = result.mfa !== undefined
      const deviceFactor = result.mfa?.deviceFactor
      if (!deviceFactor || !result.mfa) return
      await deviceFactors.save(result.publicKey, result.mfa.factorCommitments, deviceFactor)
    },
    async setUp({ secret, publicKey, recoverySecret }) {
      const login = held
      if (!login) throw new MfaSetupError('the login', [])
      const { factorCommitments } = await setUpMfa({
        login,
        secret,
        publicKey,
        recoverySecret,
        kdf: parameters.kdf,
        saveDeviceFactor: (factor, line) => deviceFactors.save(publicKey, line, factor),
      })
      await deviceFactors.keepOnly(publicKey, factorCommitments)
      isOn = true
    },
  }
}
