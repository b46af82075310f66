import {
  assembleKey,
  evmAddressOfSecret,
  type Hex,
  type KeyNodeLogin,
  MfaError,
  type MfaFactor,
  MfaSetupError,
  randomScalar,
  type SealedRecoveryFactor,
  sealRecoveryFactor,
  secretToHex,
  setUpMfa,
} from '@tessera/keys'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signedRecoveryRequest } from '../testing/signedRecoveryRequest.js'
import { startTestNetwork, type TestNetwork } from '../testing/startTestNetwork.js'
import { throughNetwork } from '../testing/throughNetwork.js'
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

  /** `setUpMfa` for `wallet` with the PIN; its outcome and the device factors it kept. */
  const setUpFor = async (
    user: string,
    wallet: { secret: bigint; publicKey: Hex },
    nodeLines: ReadonlyMap<number, readonly Hex[]> = new Map(),
    login?: KeyNodeLogin,
  ) => {
    const kept: { factor: MfaFactor; line: readonly Hex[] }[] = []
    const outcome = await setUpMfa({
      login: login ?? (await loginOf(user)),
      secret: wallet.secret,
      publicKey: wallet.publicKey,
      recoverySecret: { kind: 'pin', pin },
      nodeLines,
      kdf: testKdf,
      saveDeviceFactor: async (factor, line) => {
        kept.push({ factor, line })
      },
    }).catch((error: unknown) => error)
    return { outcome, kept }
  }

  /** A wallet with MFA on: its key, address and the device factor setup kept. */
  const walletWithMfa = async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const { outcome, kept } = await setUpFor(user, wallet)
    const device = kept[0]
    if (!device) throw new Error('setup kept no device factor')
    expect(device.line).toEqual((outcome as { factorCommitments: Hex[] }).factorCommitments)
    return { user, wallet, address: evmAddressOfSecret(wallet.secret), device: device.factor }
  }

  /** The factor line every node holds for `user` now, in node order. */
  const linesOf = (user: string) =>
    Promise.all(
      net.network().nodes.map(async ({ index }) => {
        const row = await net
          .node(index)
          .context.db.selectFrom('shares')
          .select('mfa_commitments')
          .where('user_id', '=', user)
          .executeTakeFirstOrThrow()
        return JSON.parse(row.mfa_commitments ?? '[]') as Hex[]
      }),
    )

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
      nodeLines: new Map(),
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
      extra: {
        envelope?: string
        verifierTag?: Hex
        factorCommitments?: Hex[]
        keySecret?: bigint
      },
    ) =>
      post(
        await signedRecoveryRequest({
          token: login.token,
          oneTimePrivateKey: login.oneTimeKey.privateKey,
          nodeIndex: node.index,
          mode,
          ...extra,
          walletSecret: extra.keySecret,
        }),
      )
    const tag = `0x${'ab'.repeat(32)}` as Hex
    const envelope = JSON.stringify({ version: 1 })
    // Signed by another key than the wallet's: what whoever mints login tokens can do.
    const factorCommitments = [`0x02${'cd'.repeat(32)}`, `0x03${'ef'.repeat(32)}`] as Hex[]
    expect(
      await signed('store', {
        envelope,
        verifierTag: tag,
        factorCommitments,
        keySecret: randomScalar('secp256k1'),
      }),
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
        issuedAt: Date.now(),
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

  test(`error: recovery_locked: ${12} wrong tags sent at once: at most ${recoveryAttemptLimit} are evaluated, the rest refused as locked`, async () => {
    const { user } = await walletWithMfa()
    const login = await loginOf(user)
    const node = net.node(1)
    const attempts = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const body = await signedRecoveryRequest({
          token: login.token,
          oneTimePrivateKey: login.oneTimeKey.privateKey,
          nodeIndex: 1,
          mode: 'open',
          verifierTag: `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`,
        })
        const response = await fetch(`${node.url}/v1/recovery`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        const answer = (await response.json()) as { error?: { code: string } }
        return `${response.status} ${answer.error?.code}`
      }),
    )
    const count = (outcome: string) => attempts.filter((a) => a === outcome).length
    // Five claimed a try (the fifth wrong one locks, so it answers locked); none beyond.
    expect(count('401 recovery_secret_wrong')).toBe(recoveryAttemptLimit - 1)
    expect(count('423 recovery_locked')).toBe(12 - recoveryAttemptLimit + 1)
    const row = await node.context.db
      .selectFrom('mfa_recovery')
      .select('failed_attempts')
      .where('user_id', '=', user)
      .executeTakeFirstOrThrow()
    expect(row.failed_attempts).toBe(recoveryAttemptLimit)
  })

  test('behavior: a setup whose reshare fails at one node leaves every node that switched with a sealed factor of its line; a retry completes', async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const address = evmAddressOfSecret(wallet.secret)
    const lost = `${net.node(3).url}/v1/reshare`
    const failed = await throughNetwork(
      (url) => (url === lost ? 'drop' : undefined),
      () => setUpFor(user, wallet),
    )
    expect(failed.outcome).toBeInstanceOf(MfaSetupError)
    const error = failed.outcome as MfaSetupError
    expect(error.failedNodes.map(({ index }) => index)).toEqual([3])
    const line = failed.kept[0]?.line
    expect(await linesOf(user)).toEqual([line, line, []])
    expect(error.nodeLines).toEqual(
      new Map([
        [1, line],
        [2, line],
      ]),
    )
    // Nodes 1 and 2 hold the new line and its sealed factor: a fresh device restores with the PIN.
    const restored = await assembleWith(user, (request) =>
      request.openRecoveryFactor({ kind: 'pin', pin }),
    )
    expect(evmAddressOfSecret(restored.secret)).toBe(address)
    // The retry, from the lines the failed attempt left, takes every node to one new line.
    const retried = await setUpFor(user, wallet, error.nodeLines)
    const { factorCommitments } = retried.outcome as { factorCommitments: Hex[] }
    expect(await linesOf(user)).toEqual([factorCommitments, factorCommitments, factorCommitments])
    const device = retried.kept[0]?.factor
    expect(evmAddressOfSecret((await assembleWith(user, async () => device)).secret)).toBe(address)
    const again = await assembleWith(user, (request) =>
      request.openRecoveryFactor({ kind: 'pin', pin }),
    )
    expect(evmAddressOfSecret(again.secret)).toBe(address)
  })

  test('error: mfa_line_changed: two setups at once end with every node on one line; the loser is refused', async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const setups = await Promise.all([setUpFor(user, wallet), setUpFor(user, wallet)])
    const winners = setups.filter(({ outcome }) => !(outcome instanceof Error))
    const losers = setups.filter(({ outcome }) => outcome instanceof MfaSetupError)
    expect(winners).toHaveLength(1)
    expect(losers).toHaveLength(1)
    const refusal = losers[0]?.outcome as MfaSetupError
    expect(refusal.failedNodes).toEqual([{ index: 1, reason: 'answered 409 mfa_line_changed' }])
    const line = winners[0]?.kept[0]?.line
    expect(await linesOf(user)).toEqual([line, line, line])
    // The winner's device logs in; a fresh device restores with the PIN, to the same key.
    const device = winners[0]?.kept[0]?.factor
    expect((await assembleWith(user, async () => device)).secret).toBe(wallet.secret)
    const restored = await assembleWith(user, (request) =>
      request.openRecoveryFactor({ kind: 'pin', pin }),
    )
    expect(restored.secret).toBe(wallet.secret)
  })

  test('error: request_replayed: a captured recovery store replayed under a new login token cannot reset the attempt count', async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const stores: Record<string, unknown>[] = []
    const storeAt1 = `${net.node(1).url}/v1/recovery`
    const login = await loginOf(user)
    await throughNetwork(
      (url, body) => {
        if (url === storeAt1 && body.mode === 'store') stores.push(body)
        return undefined
      },
      () => setUpFor(user, wallet, new Map(), login),
    )
    const captured = stores[0]
    if (!captured) throw new Error('no store captured')
    const withPin = (typed: string) =>
      assembleWith(user, (request) => request.openRecoveryFactor({ kind: 'pin', pin: typed }))
    for (const [typed, left] of [
      ['000000', 4],
      ['111111', 3],
    ] as const)
      expect(await codeOf(withPin(typed))).toBe(`recovery_secret_wrong ${left}`)
    // Whoever mints login tokens binds one to the captured one-time key and replays the store.
    // (The token names the key's address, which the captured body's public key gives.)
    const minted = await net.login(user, { oneTimePrivateKey: login.oneTimeKey.privateKey })
    const replay = await fetch(storeAt1, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...captured, token: minted.token }),
    })
    expect(replay.status).toBe(401)
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe(
      'request_replayed',
    )
    // The count was not reset.
    expect(await codeOf(withPin('222222'))).toBe('recovery_secret_wrong 2')
  })

  test("error: a node that guessed the PIN and releases a validly sealed wrong factor is passed over; restore takes the next node's (security review of #16)", async () => {
    const { user, wallet, address } = await walletWithMfa()
    const { db, cipher } = net.node(1).context
    const row = await db
      .selectFrom('mfa_recovery')
      .selectAll()
      .where('user_id', '=', user)
      .executeTakeFirstOrThrow()
    const honest = JSON.parse(cipher.open(row.envelope_ciphertext)) as SealedRecoveryFactor
    // The same PIN and salt, so the node's verifier tag still opens it; another factor inside.
    const salt = new Uint8Array(Buffer.from(honest.kdf.salt, 'base64url'))
    const forged = await sealRecoveryFactor(
      { curve: 'secp256k1', index: 3, value: secretToHex(randomScalar('secp256k1')) },
      { kind: 'pin', pin },
      {
        publicKey: wallet.publicKey,
        kdf: testKdf,
        randomBytes: (length) =>
          length === salt.length ? salt : crypto.getRandomValues(new Uint8Array(length)),
      },
    )
    await db
      .updateTable('mfa_recovery')
      .set({ envelope_ciphertext: cipher.seal(JSON.stringify(forged)) })
      .where('user_id', '=', user)
      .execute()
    const restored = await assembleWith(user, (request) =>
      request.openRecoveryFactor({ kind: 'pin', pin }),
    )
    expect(evmAddressOfSecret(restored.secret)).toBe(address)
  })
})
