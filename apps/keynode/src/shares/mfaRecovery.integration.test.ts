import {
  assembleKey,
  evmAddressOfSecret,
  type Hex,
  type KeyNodeLogin,
  MfaError,
  type MfaFactor,
  randomScalar,
  recoveryRequestMessage,
  setUpMfa,
  signWithWalletKey,
} from '@tessera/keys'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestNetwork, type TestNetwork } from '../testing/startTestNetwork.js'
import { recoveryAttemptLimit } from './recoveryRoutes.js'

/** Cheap scrypt for tests (the bounds' minimum); the wallet uses the default 2^17. */
const testKdf = { N: 2 ** 10, r: 8, p: 1 } as const
const pin = '482916'

/**
 * Issue #16, the whole MFA key flow against real key nodes: setup (split, reshare, sealed recovery
 * factor and verifier tags at every node), login with the device factor, restore on a new device
 * with the PIN, and the per-identity attempt limit the nodes keep in their databases.
 */
describe('MFA: setup, login with the device factor, restore with the PIN', () => {
  let net: TestNetwork
  let userCounter = 0
  const newUser = () => `mfa-recovery-${Date.now()}-${userCounter++}@example.com`

  beforeAll(async () => {
    net = await startTestNetwork()
  })
  afterAll(() => net.close())

  const loginOf = async (user: string): Promise<KeyNodeLogin> => {
    const { token, oneTimePrivateKey } = await net.login(user)
    const account = privateKeyToAccount(oneTimePrivateKey)
    return {
      network: net.network(),
      token,
      curve: 'secp256k1',
      oneTimeKey: { account, privateKey: oneTimePrivateKey, publicKey: account.publicKey },
      timeoutMs: 5_000,
    }
  }

  const assembleWith = async (
    user: string,
    secondFactor?: Parameters<typeof assembleKey>[0]['secondFactor'],
  ) => {
    const { token, oneTimePrivateKey } = await net.login(user)
    return assembleKey({
      network: net.network(),
      token,
      curve: 'secp256k1',
      oneTimePrivateKey,
      newSecret: () => randomScalar('secp256k1'),
      secondFactor,
    })
  }

  /** A wallet with MFA on: its key, address and the device factor setup kept. */
  const walletWithMfa = async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const kept: { factor: MfaFactor; line: readonly Hex[] }[] = []
    const { factorCommitments } = await setUpMfa({
      login: await loginOf(user),
      secret: wallet.secret,
      publicKey: wallet.publicKey,
      recoverySecret: { kind: 'pin', pin },
      kdf: testKdf,
      saveDeviceFactor: async (factor, line) => {
        kept.push({ factor, line })
      },
    })
    const device = kept[0]
    if (!device) throw new Error('setup kept no device factor')
    expect(device.line).toEqual(factorCommitments)
    return { user, wallet, address: evmAddressOfSecret(wallet.secret), device: device.factor }
  }

  const codeOf = async (promise: Promise<unknown>) => {
    try {
      await promise
      return 'ok'
    } catch (error) {
      if (error instanceof MfaError) return `${error.code} ${error.attemptsLeft ?? ''}`.trim()
      throw error
    }
  }

  test('default: the device factor logs in again without a prompt, to the same address', async () => {
    const { user, wallet, address, device } = await walletWithMfa()
    let asked = 0
    const again = await assembleWith(user, async (request) => {
      asked++
      expect(request.publicKey).toBe(wallet.publicKey)
      return device
    })
    expect(asked).toBe(1)
    expect(again.publicKey).toBe(wallet.publicKey)
    expect(evmAddressOfSecret(again.secret)).toBe(address)
    expect(again.mfa?.deviceFactor).toBeUndefined()
  })

  test('error: LOCAL_SHARE_MISSING: an MFA identity without a device factor fails at once, typed', async () => {
    const { user } = await walletWithMfa()
    const started = Date.now()
    expect(await codeOf(assembleWith(user))).toBe('device_factor_missing')
    expect(await codeOf(assembleWith(user, async () => undefined))).toBe('device_factor_missing')
    // No 10 s wait for "another device": the network factor was found.
    expect(Date.now() - started).toBeLessThan(5_000)
    // A factor of another line (a setup this device missed) counts as none.
    const other = { curve: 'secp256k1', index: 2, value: `0x${'11'.repeat(32)}` } as const
    expect(await codeOf(assembleWith(user, async () => other))).toBe('device_factor_missing')
  })

  test('default: a fresh device restores with the PIN: same address, and the device factor to keep', async () => {
    const { user, wallet, address, device } = await walletWithMfa()
    const restored = await assembleWith(user, (request) =>
      request.openRecoveryFactor({ kind: 'pin', pin: ` ${pin} ` }),
    )
    expect(restored.publicKey).toBe(wallet.publicKey)
    expect(evmAddressOfSecret(restored.secret)).toBe(address)
    expect(restored.mfa?.deviceFactor).toEqual(device)
    // The new device then logs in with the factor it kept.
    const kept = restored.mfa?.deviceFactor
    const next = await assembleWith(user, async () => kept)
    expect(evmAddressOfSecret(next.secret)).toBe(address)
  })

  test(`error: W-117: a wrong PIN is refused, typed; ${recoveryAttemptLimit} wrong ones lock the identity across node restarts`, async () => {
    const { user, address } = await walletWithMfa()
    const withPin = (typed: string) =>
      assembleWith(user, (request) => request.openRecoveryFactor({ kind: 'pin', pin: typed }))
    expect(await codeOf(withPin('000000'))).toBe('recovery_secret_wrong 4')
    expect(await codeOf(withPin('111111'))).toBe('recovery_secret_wrong 3')
    // A right PIN before the limit resets the count.
    expect(evmAddressOfSecret((await withPin(pin)).secret)).toBe(address)
    expect(await codeOf(withPin('222222'))).toBe('recovery_secret_wrong 4')
    expect(await codeOf(withPin('333333'))).toBe('recovery_secret_wrong 3')
    // Every node restarts: the count is in their databases.
    for (const { index } of net.network().nodes) await net.restartNode(index)
    expect(await codeOf(withPin('444444'))).toBe('recovery_secret_wrong 2')
    expect(await codeOf(withPin('555555'))).toBe('recovery_secret_wrong 1')
    expect(await codeOf(withPin('666666'))).toBe('recovery_locked')
    // Locked: even the right PIN is refused now, from any device, after another restart.
    await net.restartNode(2)
    expect(await codeOf(withPin(pin))).toBe('recovery_locked')
    // The device factor still works: the lock is on the recovery factor only.
  })

  test('args: ed25519 wallets set up, log in with the device factor and restore the same way', async () => {
    const user = newUser()
    const wallet = await net.assemble(user, 'ed25519')
    const edLogin = async () => {
      const { token, oneTimePrivateKey } = await net.login(user, { curve: 'ed25519' })
      const account = privateKeyToAccount(oneTimePrivateKey)
      return {
        token,
        oneTimePrivateKey,
        login: {
          network: net.network(),
          token,
          curve: 'ed25519',
          oneTimeKey: { account, privateKey: oneTimePrivateKey, publicKey: account.publicKey },
          timeoutMs: 5_000,
        } satisfies KeyNodeLogin,
      }
    }
    let device: MfaFactor | undefined
    await setUpMfa({
      login: (await edLogin()).login,
      secret: wallet.secret,
      publicKey: wallet.publicKey,
      recoverySecret: { kind: 'pin', pin },
      kdf: testKdf,
      saveDeviceFactor: async (factor) => {
        device = factor
      },
    })
    const assembleEd = async (secondFactor: Parameters<typeof assembleKey>[0]['secondFactor']) => {
      const { token, oneTimePrivateKey } = await edLogin()
      return assembleKey({
        network: net.network(),
        token,
        curve: 'ed25519',
        oneTimePrivateKey,
        newSecret: () => randomScalar('ed25519'),
        secondFactor,
      })
    }
    expect((await assembleEd(async () => device)).secret).toBe(wallet.secret)
    const restored = await assembleEd((request) => request.openRecoveryFactor({ kind: 'pin', pin }))
    expect(restored.secret).toBe(wallet.secret)
    expect(restored.mfa?.deviceFactor).toEqual(device)
  })

  test('error: a login token alone (the auth service) cannot replace the sealed factor or read it', async () => {
    const { user } = await walletWithMfa()
    const login = await loginOf(user)
    const node = login.network.nodes[0]
    if (!node) throw new Error('no node')
    const post = async (body: Record<string, unknown>) => {
      const response = await fetch(`${node.url}/v1/recovery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return `${response.status} ${((await response.json()) as { error?: { code: string } }).error?.code ?? 'ok'}`
    }
    const signed = async (
      mode: 'store' | 'params' | 'open',
      extra: { envelope?: string; verifierTag?: Hex; keySecret?: bigint },
    ) => {
      const requestId = crypto.randomUUID().replaceAll('-', '')
      const message = recoveryRequestMessage({ nodeIndex: node.index, mode, requestId, ...extra })
      return post({
        token: login.token,
        clientPublicKey: login.oneTimeKey.publicKey,
        requestId,
        proof: await login.oneTimeKey.account.signMessage({ message }),
        mode,
        ...(extra.envelope ? { envelope: extra.envelope } : {}),
        ...(extra.verifierTag ? { verifierTag: extra.verifierTag } : {}),
        ...(extra.keySecret
          ? { keySignature: signWithWalletKey('secp256k1', extra.keySecret, message) }
          : {}),
      })
    }
    const tag = `0x${'ab'.repeat(32)}` as Hex
    const envelope = JSON.stringify({ version: 1 })
    // Signed by another key than the wallet's: what whoever mints login tokens can do.
    expect(
      await signed('store', { envelope, verifierTag: tag, keySecret: randomScalar('secp256k1') }),
    ).toBe('401 proof_invalid')
    expect(await signed('store', { envelope, verifierTag: tag })).toBe('400 recovery_invalid')
    // Without the tag, nothing but the public part; a guessed tag counts as an attempt.
    expect(await signed('params', {})).toBe('200 ok')
    expect(await signed('open', {})).toBe('400 recovery_invalid')
    expect(await signed('open', { verifierTag: tag })).toBe('401 recovery_secret_wrong')
    // An unsigned or replayed request is refused before anything is counted.
    expect(
      await post({
        token: login.token,
        clientPublicKey: login.oneTimeKey.publicKey,
        requestId: 'unsigned-recovery-01',
        proof: `0x${'00'.repeat(65)}`,
        mode: 'open',
        verifierTag: tag,
      }),
    ).toBe('401 proof_invalid')
  })

  test('behavior: the nodes keep the envelope and tags sealed: neither is in any table in the clear', async () => {
    const { user } = await walletWithMfa()
    for (const { index } of net.network().nodes) {
      const { db, cipher } = net.node(index).context
      const row = await db
        .selectFrom('mfa_recovery')
        .selectAll()
        .where('user_id', '=', user)
        .executeTakeFirstOrThrow()
      const envelope = JSON.parse(cipher.open(row.envelope_ciphertext)) as { ciphertext: string }
      const tag = cipher.open(row.verifier_ciphertext)
      expect(tag).toMatch(/^0x[0-9a-f]{64}$/)
      const everything = JSON.stringify(
        await Promise.all(
          (['shares', 'share_audit', 'used_requests', 'mfa_recovery'] as const).map((table) =>
            db.selectFrom(table).selectAll().execute(),
          ),
        ),
      )
      expect(everything).not.toContain(tag.slice(2))
      expect(everything).not.toContain(envelope.ciphertext)
      expect(row.failed_attempts).toBe(0)
    }
  })
})
