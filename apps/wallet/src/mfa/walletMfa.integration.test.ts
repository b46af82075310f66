import {
  type Hex,
  MfaError,
  type MfaFactor,
  MfaSetupError,
  type OneTimeKey,
  secretToHex,
} from '@tessera/keys'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  startTestNetwork,
  type TestNetwork,
  testAppId,
} from '../../../keynode/src/testing/startTestNetwork.js'
import { throughNetwork } from '../../../keynode/src/testing/throughNetwork.js'
import { rebuildUserKey } from '../login/rebuildUserKey.js'
import type { LoggedInUser } from '../session/LoggedInUser.js'
import { parseLoggedInUser } from '../session/parseLoggedInUser.js'
import type { DeviceFactorStore } from './createDeviceFactorStore.js'
import { type AskRecoverySecret, createWalletMfa } from './createWalletMfa.js'
import { keyNodeLoginOf } from './keyNodeLoginOf.js'

const testKdf = { N: 2 ** 10, r: 8, p: 1 } as const
const pin = '864209'

/** The IndexedDB store's contract in memory (the browser test covers IndexedDB itself). */
function memoryDeviceFactors(): DeviceFactorStore & {
  size(): number
  confirmed: (readonly (readonly Hex[])[])[]
} {
  const lines = new Map<string, MfaFactor>()
  const confirmed: (readonly (readonly Hex[])[])[] = []
  const id = (publicKey: Hex, line: readonly Hex[]) => `${publicKey}|${line.join(',')}`
  return {
    async save(publicKey, line, factor) {
      lines.set(id(publicKey, line), factor)
    },
    async find(publicKey, line) {
      return lines.get(id(publicKey, line))
    },
    async confirm(_publicKey, held) {
      confirmed.push(held)
    },
    async keepOnly(publicKey, line) {
      for (const key of [...lines.keys()])
        if (key.startsWith(`${publicKey}|`) && key !== id(publicKey, line)) lines.delete(key)
    },
    size: () => lines.size,
    confirmed,
  }
}

/**
 * Issue #16, the wallet's MFA against real key nodes, as the frame's login runs it
 * (`rebuildUserKey`): set MFA up with a PIN, log in again on the device (no prompt), restore on a
 * fresh device with the PIN (W-117 for a wrong one first), then that device logs in alone.
 */
describe('wallet MFA: setup, device login, restore on a new device', () => {
  let net: TestNetwork
  beforeAll(async () => {
    net = await startTestNetwork()
  })
  afterAll(() => net.close())

  const logIn = async (user: string, mfa: ReturnType<typeof createWalletMfa>) => {
    // An email login's token, bound to a fresh one-time key, as the auth service signs it.
    const { token, oneTimePrivateKey } = await net.login(user)
    const account = privateKeyToAccount(oneTimePrivateKey)
    const oneTime: OneTimeKey = {
      privateKey: oneTimePrivateKey,
      address: account.address,
      publicKey: account.publicKey,
      sign: (message) => account.signMessage({ message }),
    }
    return rebuildUserKey({
      network: net.network(),
      family: 'evm',
      appId: testAppId,
      token,
      oneTime,
      mfa,
    })
  }

  /** MFA set up with the test PIN for the key `first` rebuilt, with its login, through `mfa`. */
  const setUpPin = (
    mfa: ReturnType<typeof createWalletMfa>,
    first: Pick<LoggedInUser, 'privateKey' | 'publicKey' | 'keyNodeLogin'>,
  ) => {
    const login = keyNodeLoginOf({
      user: first,
      network: net.network(),
      family: 'evm',
      appId: testAppId,
    })
    if (!login) throw new Error('the login has no key-node credentials')
    return mfa.setUp({
      login,
      secret: BigInt(first.privateKey),
      publicKey: first.publicKey,
      recoverySecret: { kind: 'pin', pin },
    })
  }

  /** A new user logged in through an MFA client with the test KDF and its own device store. */
  const logInNewUser = async (label: string) => {
    const user = `wallet-mfa-${label}-${Date.now()}@example.com`
    const device = memoryDeviceFactors()
    const mfa = createWalletMfa({ appId: testAppId, deviceFactors: device, kdf: testKdf })
    return { user, device, mfa, first: await logIn(user, mfa) }
  }

  test('default: W-117: set up with a PIN, same address on this device without a prompt and on a new device after the PIN', async () => {
    const asked: string[] = []
    const { user, device, mfa, first } = await logInNewUser('default')
    expect(mfa.isOn()).toBe(false)
    await setUpPin(mfa, first)
    expect(mfa.isOn()).toBe(true)
    expect(device.size()).toBe(1)

    // Log out and in on the same device: the device factor, no prompt.
    mfa.forget()
    const again = await logIn(user, mfa)
    expect(again.address).toBe(first.address)
    expect(again.privateKey).toBe(first.privateKey)
    expect(mfa.isOn()).toBe(true)

    // A fresh device without a prompt: LOCAL_SHARE_MISSING, typed.
    const bare = createWalletMfa({ appId: testAppId, deviceFactors: memoryDeviceFactors() })
    await expect(logIn(user, bare)).rejects.toMatchObject({ code: 'device_factor_missing' })

    // A fresh device with the restore screen: a wrong PIN first, then the right one.
    const fresh = memoryDeviceFactors()
    const ask: AskRecoverySecret = async ({ error, params }) => {
      asked.push(`${params?.kind}: ${error ? `${error.code} ${error.attemptsLeft}` : 'first'}`)
      return { kind: 'pin', pin: asked.length === 1 ? '000000' : pin }
    }
    const restoring = createWalletMfa({
      appId: testAppId,
      deviceFactors: fresh,
      askRecoverySecret: ask,
    })
    const restored = await logIn(user, restoring)
    expect(asked).toEqual(['pin: first', 'pin: recovery_secret_wrong 4'])
    expect(restored.address).toBe(first.address)
    expect(fresh.size()).toBe(1)
    // That device now logs in with the factor it kept: no prompt.
    const noPrompt = createWalletMfa({
      appId: testAppId,
      deviceFactors: fresh,
      askRecoverySecret: async () => {
        throw new Error('asked for the PIN')
      },
    })
    expect((await logIn(user, noPrompt)).address).toBe(first.address)
    // The first device still logs in too: the same line, the same device factor.
    expect((await logIn(user, mfa)).address).toBe(first.address)
  })

  test('#16: setup after a reload: a new page (nothing in memory) sets up with the login the stash brings back, and the PIN restores the same address', async () => {
    const { user, first } = await logInNewUser('reload')
    // What the stash holds comes back through JSON and the stash's parser, as after a reload.
    const stashed = parseLoggedInUser(
      JSON.parse(
        JSON.stringify({
          ...first,
          loginType: 'passwordless',
          verifier: 'email',
          id: user,
          loginToken: first.keyNodeLogin.token,
          loggedInAt: Date.now(),
        }),
      ),
    )
    const reloaded = createWalletMfa({
      appId: testAppId,
      deviceFactors: memoryDeviceFactors(),
      kdf: testKdf,
    })
    await setUpPin(reloaded, stashed)
    expect(reloaded.isOn()).toBe(true)
    const restoring = createWalletMfa({
      appId: testAppId,
      deviceFactors: memoryDeviceFactors(),
      askRecoverySecret: async () => ({ kind: 'pin', pin }),
    })
    expect((await logIn(user, restoring)).address).toBe(first.address)
  })

  test('error: W-121: a cancelled restore is LOCAL_SHARE_MISSING, and names no secret', async () => {
    const { user, mfa, first } = await logInNewUser('cancel')
    await setUpPin(mfa, first)
    const cancelled = createWalletMfa({
      appId: testAppId,
      deviceFactors: memoryDeviceFactors(),
      askRecoverySecret: async () => undefined,
    })
    const refused = await logIn(user, cancelled).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(MfaError)
    expect(refused).toMatchObject({ code: 'device_factor_missing' })
    // Errors name codes and nodes, never a secret.
    expect(String((refused as Error).message)).not.toContain(pin)
    expect(String((refused as Error).message)).not.toContain(first.privateKey.slice(2))
    expect(secretToHex(BigInt(first.privateKey))).toBe(first.privateKey)
  })

  test('error: #16: the restore screen shows the lock after the last wrong PIN, and a later restore shows it before any PIN, until cancelled', async () => {
    const { user, mfa, first } = await logInNewUser('locked')
    await setUpPin(mfa, first)
    const restoreWithWrongPins = async () => {
      const asked: string[] = []
      const restoring = createWalletMfa({
        appId: testAppId,
        deviceFactors: memoryDeviceFactors(),
        askRecoverySecret: async ({ attempt, error, params }) => {
          asked.push(
            `${attempt} ${params?.kind} ${error ? `${error.code} ${error.attemptsLeft}` : 'first'}`,
          )
          // Locked: the screen offers only Cancel.
          return error?.code === 'recovery_locked' ? undefined : { kind: 'pin', pin: '000000' }
        },
      })
      const refused = await logIn(user, restoring).catch((error: unknown) => error)
      expect(refused).toMatchObject({ code: 'device_factor_missing' })
      return asked
    }
    expect(await restoreWithWrongPins()).toEqual([
      '1 pin first',
      '2 pin recovery_secret_wrong 4',
      '3 pin recovery_secret_wrong 3',
      '4 pin recovery_secret_wrong 2',
      '5 pin recovery_secret_wrong 1',
      '6 pin recovery_locked undefined',
    ])
    // The nodes refuse even the params now: the screen still opens, with the lock and no PIN field.
    expect(await restoreWithWrongPins()).toEqual(['1 undefined recovery_locked undefined'])
  })

  test('error: W-128: a setup that fails after some nodes took the new line keeps that line on the device, whatever retries follow (security review of #16)', async () => {
    const { device, mfa, first } = await logInNewUser('partial')
    const setUp = () => setUpPin(mfa, first)
    const lost = `${net.node(3).url}/v1/reshare`
    const failed = await throughNetwork(
      (url) => (url === lost ? 'drop' : undefined),
      () => setUp().catch((error: unknown) => error),
    )
    expect(failed).toBeInstanceOf(MfaSetupError)
    const held = [...(failed as MfaSetupError).nodeLines.values()]
    expect(held).toHaveLength(2)
    // Nodes 1 and 2 switched: the device pins their line, so no later unfinished setup evicts it.
    expect(device.confirmed.at(-1)).toEqual(held)
    await setUp()
    expect(device.size()).toBe(1)
  })
})
