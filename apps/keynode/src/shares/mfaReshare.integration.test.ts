import {
  combineFactors,
  dealNetworkFactor,
  dealShares,
  decryptWithPrivateKey,
  evmAddressOfSecret,
  fetchPublicKey,
  type Hex,
  isSignedByNode,
  type KeyShare,
  nodeSignatureHeader,
  publicKeyOfSecret,
  randomScalar,
  reconstructSecret,
  reshareRequestMessage,
  type SplitForMfaReturnType,
  sealRecoveryFactorForNodes,
  secretToHex,
  signWithWalletKey,
  splitForMfa,
  verifyShare,
} from '@tessera/keys'
import { createSqlDatabase } from '@tessera/service-kit'
import { waitUntil } from '@tessera/stack'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testPostgresUrlVariable } from '../../../server/src/testing/createTestServer.js'
import type { NodeDatabase } from '../db/schema.js'
import { signedLookup } from '../testing/signedLookup.js'
import { signedRecoveryRequest } from '../testing/signedRecoveryRequest.js'
import { startTestNetwork, type TestNetwork, testAppId } from '../testing/startTestNetwork.js'
import { storedBytes } from '../testing/storedBytes.js'

type Curve = 'secp256k1' | 'ed25519'
type Deal = { shares: KeyShare[]; commitments: readonly Hex[] }
type Login = { token: string; oneTimePrivateKey: Hex }

const testKdf = { N: 2 ** 10, r: 8, p: 1 } as const

/**
 * Issue #16, the key node side of MFA: the network factor replaces the nodes' shares of the key.
 * After the reshare, what every node answers rebuilds the network factor only, and no node's
 * database holds the old share any more.
 */
describe('MFA reshare: the network factor replaces the key on every node', () => {
  let net: TestNetwork
  let userCounter = 0
  const newUser = () => `mfa-${Date.now()}-${userCounter++}@example.com`
  /** The user a test login token names (its `sub`). */
  const userOfToken = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
      .sub

  beforeAll(async () => {
    net = await startTestNetwork()
  })
  afterAll(() => net.close())

  /** The factor line node `index` holds for `user` now (empty before MFA). */
  const lineAt = async (index: number, user: string) => {
    const row = await net
      .node(index)
      .context.db.selectFrom('shares')
      .select('mfa_commitments')
      .where('user_id', '=', user)
      .executeTakeFirst()
    return JSON.parse(row?.mfa_commitments ?? '[]') as Hex[]
  }

  /** Posts a body to one node; its status, JSON body and whether the node signed the answer. */
  const post = async (index: number, path: string, body: { requestId: string; token: string }) => {
    const response = await fetch(`${net.node(index).url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    const node = net.network().nodes.find((n) => n.index === index)
    return {
      status: response.status,
      body: JSON.parse(text) as Record<string, unknown> & { error?: { code: string } },
      isSigned: node
        ? await isSignedByNode({
            node,
            binding: body.requestId,
            body: text,
            signature: response.headers.get(nodeSignatureHeader),
          })
        : false,
    }
  }

  /**
   * Stores a sealed recovery factor of `split`'s line at every node, signed by the wallet key: what
   * setup does before any reshare (a node refuses a reshare to a line without one).
   */
  const storeSealedFactor = async (
    login: Login,
    split: SplitForMfaReturnType,
    wallet: { secret: bigint; publicKey: Hex },
    curve: Curve = 'secp256k1',
  ) => {
    const nodeIndices = net.network().nodes.map(({ index }) => index)
    const { sealed, verifierTags } = await sealRecoveryFactorForNodes(
      split.recovery,
      { kind: 'pin', pin: '402817' },
      { publicKey: wallet.publicKey, kdf: testKdf, nodeIndices },
    )
    for (const index of nodeIndices) {
      const body = await signedRecoveryRequest({
        token: login.token,
        oneTimePrivateKey: login.oneTimePrivateKey,
        nodeIndex: index,
        mode: 'store',
        envelope: JSON.stringify(sealed),
        verifierTag: verifierTags.get(index),
        factorCommitments: split.commitments,
        walletSecret: wallet.secret,
        curve,
      })
      expect((await post(index, '/v1/recovery', body)).status).toBe(200)
    }
  }

  /** One node's reshare body, signed by the login's one-time key and by `walletSecret`. */
  const reshareBody = async (
    index: number,
    login: Login,
    proposal: {
      deal: Deal
      factorCommitments: readonly Hex[]
      walletSecret: bigint
      curve?: Curve
      /** The line the client saw at the node; by default what it holds now. */
      previous?: readonly Hex[]
      issuedAt?: number
    },
    requestId = crypto.randomUUID().replaceAll('-', ''),
  ) => {
    const share = proposal.deal.shares[index - 1]
    if (!share) throw new Error(`no share for node ${index}`)
    const curve = proposal.curve ?? 'secp256k1'
    const issuedAt = proposal.issuedAt ?? Date.now()
    const previousFactorCommitments =
      proposal.previous ?? (await lineAt(index, userOfToken(login.token)))
    const message = reshareRequestMessage({
      nodeIndex: index,
      requestId,
      issuedAt,
      value: share.value,
      commitments: proposal.deal.commitments,
      factorCommitments: proposal.factorCommitments,
      previousFactorCommitments,
    })
    const account = privateKeyToAccount(login.oneTimePrivateKey)
    return {
      token: login.token,
      clientPublicKey: account.publicKey,
      requestId,
      issuedAt,
      proof: await account.signMessage({ message }),
      keySignature: signWithWalletKey(curve, proposal.walletSecret, message),
      share: { value: share.value, commitments: proposal.deal.commitments },
      factorCommitments: proposal.factorCommitments,
      previousFactorCommitments,
    }
  }

  /** Posts one node's reshare (`reshareBody`). */
  const reshare = async (
    index: number,
    login: Login,
    proposal: Parameters<typeof reshareBody>[2],
    requestId?: string,
  ) => post(index, '/v1/reshare', await reshareBody(index, login, proposal, requestId))

  /** Every node's share as a wallet would get it now: decrypted and checked. */
  const sharesNow = async (user: string, curve: Curve = 'secp256k1') => {
    const { token, oneTimePrivateKey } = await net.login(user, { curve })
    const answers = []
    for (const { index } of net.network().nodes) {
      const { status, body } = await net.postShare(
        index,
        await signedLookup(token, oneTimePrivateKey, index),
      )
      expect(status).toBe(200)
      const plain = await decryptWithPrivateKey(oneTimePrivateKey, String(body.share))
      const share = JSON.parse(new TextDecoder().decode(plain)) as KeyShare
      const commitments = body.commitments as Hex[]
      expect(verifyShare({ curve, share, commitments })).toBe(true)
      answers.push({ share, commitments, publicKey: body.publicKey, mfa: body.mfa })
    }
    return answers
  }

  /** Every share value and ciphertext the node's database holds, in any table, as text. */
  const databaseContents = async () => {
    const contents: string[] = []
    for (const { index } of net.network().nodes) {
      const { db, cipher } = net.node(index).context
      for (const table of ['shares', 'share_audit', 'used_requests', 'token_bindings'] as const)
        contents.push(JSON.stringify(await db.selectFrom(table).selectAll().execute()))
      for (const row of await db.selectFrom('shares').select('value_ciphertext').execute())
        contents.push(cipher.open(row.value_ciphertext))
    }
    return contents.join('\n')
  }

  /** Every node's share of `user` as stored (sealed by its storage key) and opened. */
  const storedSharesOf = async (user: string) => {
    const old: { value: string; ciphertext: string }[] = []
    for (const { index } of net.network().nodes) {
      const { db, cipher } = net.node(index).context
      const row = await db
        .selectFrom('shares')
        .select('value_ciphertext')
        .where('user_id', '=', user)
        .executeTakeFirstOrThrow()
      old.push({ ciphertext: row.value_ciphertext, value: cipher.open(row.value_ciphertext) })
    }
    return old
  }

  test('default: after the reshare every node answers a share of the network factor, never the key', async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const address = evmAddressOfSecret(wallet.secret)
    const oldShares = await storedSharesOf(user)
    expect(oldShares).toHaveLength(3)

    const split = splitForMfa(wallet.secret, 'secp256k1')
    const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
    const login = await net.login(user)
    await storeSealedFactor(login, split, wallet)
    for (const { index } of net.network().nodes) {
      const answer = await reshare(index, login, {
        deal,
        factorCommitments: split.commitments,
        walletSecret: wallet.secret,
      })
      expect(answer).toMatchObject({
        status: 200,
        isSigned: true,
        body: { index, publicKey: wallet.publicKey, commitments: deal.commitments },
      })
    }

    const answers = await sharesNow(user)
    for (const answer of answers) {
      // The wallet's key and address stay; the shares now lie on the network factor's deal.
      expect(answer.publicKey).toBe(wallet.publicKey)
      expect(answer.commitments).toEqual(deal.commitments)
      expect(answer.mfa).toEqual({ factorCommitments: split.commitments })
    }
    const shares = answers.map(({ share }) => share)
    for (const pair of [shares.slice(0, 2), shares.slice(1), [shares[0], shares[2]], shares]) {
      const rebuilt = reconstructSecret({ curve: 'secp256k1', shares: pair as KeyShare[] })
      expect(rebuilt).toBe(BigInt(split.network.value))
      expect(publicKeyOfSecret('secp256k1', rebuilt)).not.toBe(wallet.publicKey)
      expect(evmAddressOfSecret(rebuilt)).not.toBe(address)
    }
    // With the device factor (the next step's wallet), the same address as before.
    const network = {
      curve: 'secp256k1',
      index: 1,
      value: secretToHex(reconstructSecret({ curve: 'secp256k1', shares })),
    } as const
    const rebuilt = combineFactors(network, split.device, { publicKey: wallet.publicKey })
    expect(evmAddressOfSecret(rebuilt)).toBe(address)
    // getPublicKey (HOST-PROTOCOL §C) still finds the wallet's key, not the network factor's.
    const keyspace = testAppId
    expect(
      await fetchPublicKey({
        network: net.network(),
        keyspace,
        verifier: 'passwordless',
        userId: user,
        curve: 'secp256k1',
      }),
    ).toBe(wallet.publicKey)

    // The old shares are in no node's database: not as a value, not as a ciphertext.
    const contents = await databaseContents()
    for (const old of oldShares) {
      expect(contents).not.toContain(old.value.slice(2))
      expect(contents).not.toContain(old.ciphertext)
    }
    for (const { index } of net.network().nodes) {
      const row = await net
        .node(index)
        .context.db.selectFrom('shares')
        .select(['public_key', 'mfa_commitments', 'mfa_enabled_at'])
        .where('user_id', '=', user)
        .executeTakeFirstOrThrow()
      expect(row.public_key).toBe(wallet.publicKey)
      expect(JSON.parse(row.mfa_commitments ?? 'null')).toEqual(split.commitments)
      expect(row.mfa_enabled_at).toBeGreaterThan(0)
    }
  })

  /**
   * The encrypted share inside a stored ciphertext: what a copy of the storage holds. The storage
   * key sits beside the database, so a copy of the node's folder opens it.
   */
  const sealedShare = (ciphertext: string) => Buffer.from(ciphertext.split('.')[1] ?? '')

  test("#16 attack: a copy of every node's storage taken after MFA setup holds no old share, not even in free pages or the log", async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    // A wallet stored after it, so the old share's row lies between others on its page: freed, not
    // merely overwritten by the longer row that replaces it.
    await net.assemble(newUser())
    const nodes = net.network().nodes.map(({ index }) => net.node(index))
    const old = await storedSharesOf(user)
    // Before setup, the copy holds each node's share: the attacker's search finds it.
    for (const [i, node] of nodes.entries())
      expect((await storedBytes(node)).includes(sealedShare(old[i]?.ciphertext ?? ''))).toBe(true)

    const split = splitForMfa(wallet.secret, 'secp256k1')
    const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
    const login = await net.login(user)
    await storeSealedFactor(login, split, wallet)
    for (const node of nodes) {
      const answer = await reshare(node.index, login, {
        deal,
        factorCommitments: split.commitments,
        walletSecret: wallet.secret,
      })
      expect(answer.status).toBe(200)
    }

    const now = await storedSharesOf(user)
    for (const [i, node] of nodes.entries()) {
      const copy = await storedBytes(node)
      expect(copy.includes(sealedShare(old[i]?.ciphertext ?? ''))).toBe(false)
      expect(copy.includes(sealedShare(now[i]?.ciphertext ?? ''))).toBe(true)
    }
  })

  test.skipIf(Boolean(process.env[testPostgresUrlVariable]))(
    '#16 attack: another process reading during setup holds the old share in the log only until it is done; the reshare still succeeds',
    async () => {
      const user = newUser()
      const wallet = await net.assemble(user)
      const node = net.node(1)
      const [old] = await storedSharesOf(user)
      const split = splitForMfa(wallet.secret, 'secp256k1')
      const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
      const login = await net.login(user)
      await storeSealedFactor(login, split, wallet)
      const proposal = { deal, factorCommitments: split.commitments, walletSecret: wallet.secret }
      // Another worker's connection, in the middle of a read: the log cannot be emptied under it.
      const reader = createSqlDatabase<NodeDatabase>({
        databaseUrl: undefined,
        dataDir: node.dataDir,
        fileName: 'keynode.sqlite',
      })
      try {
        const pending = await reader.db.transaction().execute(async (trx) => {
          await trx.selectFrom('shares').select('user_id').execute()
          let answered = false
          const answer = reshare(1, login, proposal).finally(() => {
            answered = true
          })
          // Once the reshare committed, the node tries to empty the log, in vain while this reads.
          // (SQLite answers without leaving the turn: each look waits for the next one first.)
          let line: Hex[] = []
          while (line.length === 0 && !answered) {
            await new Promise((resolve) => setImmediate(resolve))
            line = await lineAt(1, user)
          }
          expect((await storedBytes(node)).includes(sealedShare(old?.ciphertext ?? ''))).toBe(true)
          return { answer }
        })
        expect((await pending.answer).status).toBe(200)
      } finally {
        await reader.db.destroy()
      }
      // The node answered without waiting for the log; it goes on trying and empties it now.
      await waitUntil(
        async () => !(await storedBytes(node)).includes(sealedShare(old?.ciphertext ?? '')),
        { timeoutMs: 10_000 },
      )
    },
  )

  test('error: mfa_cannot_be_disabled: a reshare back to a plain key is refused and changes nothing', async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const split = splitForMfa(wallet.secret, 'secp256k1')
    const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
    const login = await net.login(user)
    const proposal = { deal, factorCommitments: split.commitments, walletSecret: wallet.secret }
    await storeSealedFactor(login, split, wallet)
    for (const { index } of net.network().nodes)
      expect((await reshare(index, login, proposal)).status).toBe(200)
    const before = await sharesNow(user)

    const plain = dealShares({ curve: 'secp256k1', threshold: 2, count: 3, secret: wallet.secret })
    for (const { index } of net.network().nodes) {
      const answer = await reshare(index, login, {
        deal: plain,
        factorCommitments: split.commitments,
        walletSecret: wallet.secret,
      })
      expect(answer).toMatchObject({ status: 409, isSigned: true })
      expect(answer.body.error?.code).toBe('mfa_cannot_be_disabled')
    }
    expect((await sharesNow(user)).map(({ share }) => share)).toEqual(
      before.map(({ share }) => share),
    )
  })

  test('behavior: a second MFA reshare (new factors) is taken; MFA stays on since the first', async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const login = await net.login(user)
    const setUp = async () => {
      const split = splitForMfa(wallet.secret, 'secp256k1')
      const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
      await storeSealedFactor(login, split, wallet)
      for (const { index } of net.network().nodes)
        expect(
          (
            await reshare(index, login, {
              deal,
              factorCommitments: split.commitments,
              walletSecret: wallet.secret,
            })
          ).status,
        ).toBe(200)
      return split
    }
    await setUp()
    const enabledAt = async () =>
      (
        await net
          .node(1)
          .context.db.selectFrom('shares')
          .select('mfa_enabled_at')
          .where('user_id', '=', user)
          .executeTakeFirstOrThrow()
      ).mfa_enabled_at
    const first = await enabledAt()
    const second = await setUp()
    expect(await enabledAt()).toBe(first)
    const shares = (await sharesNow(user)).map(({ share }) => share)
    expect(reconstructSecret({ curve: 'secp256k1', shares })).toBe(BigInt(second.network.value))
  })

  test('args: ed25519 keys reshare the same way', async () => {
    const user = newUser()
    const wallet = await net.assemble(user, 'ed25519')
    const split = splitForMfa(wallet.secret, 'ed25519')
    const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
    const login = await net.login(user, { curve: 'ed25519' })
    await storeSealedFactor(login, split, wallet, 'ed25519')
    for (const { index } of net.network().nodes) {
      const answer = await reshare(index, login, {
        deal,
        factorCommitments: split.commitments,
        walletSecret: wallet.secret,
        curve: 'ed25519',
      })
      expect(answer.status).toBe(200)
    }
    const shares = (await sharesNow(user, 'ed25519')).map(({ share }) => share)
    expect(reconstructSecret({ curve: 'ed25519', shares })).toBe(BigInt(split.network.value))
  })

  test('error: a login token alone (the auth service) cannot reshare; bad proposals are refused', async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const oldShares = await storedSharesOf(user)
    const split = splitForMfa(wallet.secret, 'secp256k1')
    const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
    const login = await net.login(user)
    const codeOf = async (proposal: Parameters<typeof reshare>[2], requestId?: string) => {
      const answer = await reshare(1, login, proposal, requestId)
      return `${answer.status} ${answer.body.error?.code ?? 'ok'}`
    }
    const good = { deal, factorCommitments: split.commitments, walletSecret: wallet.secret }
    // Signed by another key than the wallet's: what a server minting login tokens can do.
    expect(await codeOf({ ...good, walletSecret: randomScalar('secp256k1') })).toBe(
      '401 proof_invalid',
    )
    // A share that is not on its deal.
    const [first, ...rest] = deal.shares
    const wrongShare = { ...deal, shares: [{ index: 1, value: secretToHex(7n) }, ...rest] }
    expect(first).toBeDefined()
    expect(await codeOf({ ...good, deal: wrongShare })).toBe('400 reshare_invalid')
    // A factor line of another key, or a deal of another factor than the network's.
    const other = splitForMfa(randomScalar('secp256k1'), 'secp256k1')
    expect(await codeOf({ ...good, factorCommitments: other.commitments })).toBe(
      '400 reshare_invalid',
    )
    const deviceDeal = dealShares({
      curve: 'secp256k1',
      threshold: 2,
      count: 3,
      secret: BigInt(split.device.value),
    })
    expect(await codeOf({ ...good, deal: deviceDeal })).toBe('400 reshare_invalid')
    // Another threshold than the network's.
    const oneOfThree = dealNetworkFactor({ networkFactor: split.network, threshold: 1, count: 3 })
    expect(await codeOf({ ...good, deal: oneOfThree })).toBe('400 reshare_invalid')
    // A plain deal of the key is not a reshare.
    const plain = dealShares({ curve: 'secp256k1', threshold: 2, count: 3, secret: wallet.secret })
    expect(await codeOf({ ...good, deal: plain })).toBe('400 reshare_invalid')
    // Nothing was replaced by any of these.
    expect((await storedSharesOf(user)).map(({ value }) => value)).toEqual(
      oldShares.map(({ value }) => value),
    )
    // A valid reshare before the sealed recovery factor of its line is stored: refused, so a node
    // never holds a line it cannot help restore.
    expect(await codeOf(good)).toBe('409 recovery_not_stored')
    // The same request twice: served once.
    await storeSealedFactor(login, split, wallet)
    const requestId = 'replayed-reshare-0001'
    expect(await codeOf(good, requestId)).toBe('200 ok')
    expect(await codeOf(good, requestId)).toBe('401 request_replayed')
    // No wallet yet: nothing to replace.
    const stranger = await net.login(newUser())
    const answer = await reshare(1, stranger, good)
    expect(answer.body.error?.code).toBe('share_not_found')
  })

  test('error: mfa_line_changed: a reshare from a line the node no longer holds is refused (compare-and-swap)', async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const login = await net.login(user)
    const first = splitForMfa(wallet.secret, 'secp256k1')
    const second = splitForMfa(wallet.secret, 'secp256k1')
    for (const split of [first, second]) await storeSealedFactor(login, split, wallet)
    const proposalOf = (split: SplitForMfaReturnType) => ({
      deal: dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 }),
      factorCommitments: split.commitments,
      walletSecret: wallet.secret,
      previous: [],
    })
    // Both setups saw no line; the first to reach the node wins, the other is told so.
    expect((await reshare(1, login, proposalOf(first))).status).toBe(200)
    const late = await reshare(1, login, proposalOf(second))
    expect(late).toMatchObject({ status: 409, isSigned: true })
    expect(late.body.error?.code).toBe('mfa_line_changed')
    expect(await lineAt(1, user)).toEqual(first.commitments)
    // The node dropped the loser's sealed factor with its line; from the line it holds, the next
    // setup (which stores it again) is taken.
    await storeSealedFactor(login, second, wallet)
    const next = await reshare(1, login, { ...proposalOf(second), previous: first.commitments })
    expect(next.status).toBe(200)
    expect(await lineAt(1, user)).toEqual(second.commitments)
  })

  test("error: request_replayed, request_expired (with the node's time): a captured reshare under a new login token is refused, on this database", async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const login = await net.login(user)
    const split = splitForMfa(wallet.secret, 'secp256k1')
    await storeSealedFactor(login, split, wallet)
    const dealOf = () => ({
      deal: dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 }),
      factorCommitments: split.commitments,
      walletSecret: wallet.secret,
    })
    // Node 1 takes the line, then two re-deals of it; the first re-deal's body is captured.
    expect((await reshare(1, login, dealOf())).status).toBe(200)
    const captured = await reshareBody(1, login, dealOf())
    expect((await post(1, '/v1/reshare', captured)).status).toBe(200)
    const later = dealOf()
    expect((await reshare(1, login, later)).status).toBe(200)
    // Whoever mints login tokens binds a new one to the captured one-time key and replays the
    // body to roll the node back to the older deal: refused, nothing changes.
    const minted = await net.login(user, { oneTimePrivateKey: login.oneTimePrivateKey })
    const replayed = await post(1, '/v1/reshare', { ...captured, token: minted.token })
    expect(replayed).toMatchObject({ status: 401, isSigned: true })
    expect(replayed.body.error?.code).toBe('request_replayed')
    const now = await sharesNow(user)
    expect(now[0]?.commitments).toEqual(later.deal.commitments)
    // A body never served but signed long ago, or ahead of the node's clock: refused, with the
    // node's time, so a device with a wrong clock can say so (review finding 7).
    for (const issuedAt of [Date.now() - 6 * 60_000, Date.now() + 5 * 60_000]) {
      const before = Date.now()
      const stale = await reshare(1, minted, { ...dealOf(), issuedAt })
      expect(`${stale.status} ${stale.body.error?.code}`).toBe('401 request_expired')
      const { serverTime } = stale.body.error as { serverTime?: number }
      expect(serverTime).toBeGreaterThanOrEqual(before)
      expect(serverTime).toBeLessThanOrEqual(Date.now())
    }
    // The ids are in the database: a node restarted remembers them.
    await net.restartNode(1)
    const again = await post(1, '/v1/reshare', {
      ...captured,
      token: (await net.login(user, { oneTimePrivateKey: login.oneTimePrivateKey })).token,
    })
    expect(again.body.error?.code).toBe('request_replayed')
  })
})
