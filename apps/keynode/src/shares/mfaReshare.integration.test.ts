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
  secretToHex,
  signWithWalletKey,
  splitForMfa,
  verifyShare,
} from '@tessera/keys'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signedLookup } from '../testing/signedLookup.js'
import { startTestNetwork, type TestNetwork, testAppId } from '../testing/startTestNetwork.js'

type Curve = 'secp256k1' | 'ed25519'
type Deal = { shares: KeyShare[]; commitments: readonly Hex[] }

/**
 * Issue #16, the key node side of MFA: the network factor replaces the nodes' shares of the key.
 * After the reshare, what every node answers rebuilds the network factor only, and no node's
 * database holds the old share any more.
 */
describe('MFA reshare: the network factor replaces the key on every node', () => {
  let net: TestNetwork
  let userCounter = 0
  const newUser = () => `mfa-${Date.now()}-${userCounter++}@example.com`

  beforeAll(async () => {
    net = await startTestNetwork()
  })
  afterAll(() => net.close())

  /** Posts one node's reshare, signed by the login's one-time key and by `walletSecret`. */
  const reshare = async (
    index: number,
    login: { token: string; oneTimePrivateKey: Hex },
    proposal: {
      deal: Deal
      factorCommitments: readonly Hex[]
      walletSecret: bigint
      curve?: Curve
    },
    requestId = crypto.randomUUID().replaceAll('-', ''),
  ) => {
    const share = proposal.deal.shares[index - 1]
    if (!share) throw new Error(`no share for node ${index}`)
    const curve = proposal.curve ?? 'secp256k1'
    const message = reshareRequestMessage({
      nodeIndex: index,
      requestId,
      value: share.value,
      commitments: proposal.deal.commitments,
      factorCommitments: proposal.factorCommitments,
    })
    const account = privateKeyToAccount(login.oneTimePrivateKey)
    const body = {
      token: login.token,
      clientPublicKey: account.publicKey,
      requestId,
      proof: await account.signMessage({ message }),
      keySignature: signWithWalletKey(curve, proposal.walletSecret, message),
      share: { value: share.value, commitments: proposal.deal.commitments },
      factorCommitments: proposal.factorCommitments,
    }
    const response = await fetch(`${net.node(index).url}/v1/reshare`, {
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
            binding: requestId,
            body: text,
            signature: response.headers.get(nodeSignatureHeader),
          })
        : false,
    }
  }

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

  const oldSharesOf = async (user: string) => {
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
    const oldShares = await oldSharesOf(user)
    expect(oldShares).toHaveLength(3)

    const split = splitForMfa(wallet.secret, 'secp256k1')
    const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
    const login = await net.login(user)
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

  test('error: mfa_cannot_be_disabled: a reshare back to a plain key is refused and changes nothing', async () => {
    const user = newUser()
    const wallet = await net.assemble(user)
    const split = splitForMfa(wallet.secret, 'secp256k1')
    const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
    const login = await net.login(user)
    const proposal = { deal, factorCommitments: split.commitments, walletSecret: wallet.secret }
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
    const oldShares = await oldSharesOf(user)
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
    expect((await oldSharesOf(user)).map(({ value }) => value)).toEqual(
      oldShares.map(({ value }) => value),
    )
    // The same request twice: served once.
    const requestId = 'replayed-reshare-0001'
    expect(await codeOf(good, requestId)).toBe('200 ok')
    expect(await codeOf(good, requestId)).toBe('401 request_replayed')
    // No wallet yet: nothing to replace.
    const stranger = await net.login(newUser())
    const answer = await reshare(1, stranger, good)
    expect(answer.body.error?.code).toBe('share_not_found')
  })
})
