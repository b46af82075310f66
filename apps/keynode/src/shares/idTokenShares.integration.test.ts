import { assembleKey, randomScalar } from '@tessera/keys'
import { decodeJwt } from 'jose'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type SocialLoginTestbed,
  socialLoginTestbed,
} from '../../../server/src/testing/socialLoginTestbed.js'
import { signInAtProvider } from '../testing/signInAtProvider.js'
import { startTestNetwork, type TestNetwork } from '../testing/startTestNetwork.js'

/** Nodes that check the provider's ID token themselves, not only the auth service's word. */
describe('key nodes verify OpenID ID tokens directly', () => {
  let bed: SocialLoginTestbed
  let net: TestNetwork

  beforeAll(async () => {
    bed = await socialLoginTestbed()
    net = await startTestNetwork({ server: bed.server })
  })
  afterAll(async () => {
    await net?.close()
    await bed?.stop()
  })

  const signIn = (email: string) => signInAtProvider(bed, email)

  const assemble = (token: string, oneTimePrivateKey: `0x${string}`, appId?: string) =>
    assembleKey({
      network: net.network(),
      token,
      appId,
      curve: 'secp256k1',
      oneTimePrivateKey,
      newSecret: () => randomScalar('secp256k1'),
    })

  test("default: #15 an ID token opens the key of the identity the server's login token names, as before", async () => {
    const first = await signIn('direct@example.com')
    const created = await assemble(first.idToken, first.oneTimePrivateKey, bed.app.id)
    expect(created.created).toBe(true)
    // Same keyspace, verifier and user id as the login token of the same sign-in: the key
    // users got through the login token before issue #15 is the one their ID token opens now.
    const named = decodeJwt(first.token)
    const identity = {
      keyspace: String(named.keyspace),
      verifier: String(named.verifier),
      userId: String(named.sub),
    }
    expect(identity.verifier).toBe(`oidc:${bed.provider.issuer.replace(/\/+$/, '')}`)
    expect(await net.nodesHolding(identity)).toEqual([1, 2, 3])
    const second = await signIn('direct@example.com')
    const again = await assemble(second.idToken, second.oneTimePrivateKey, bed.app.id)
    expect(again).toMatchObject({ created: false, publicKey: created.publicKey })
  })

  test("error: #15 the server's login token of an OpenID sign-in is refused by every node", async () => {
    await signIn('refused@example.com').then((first) =>
      assemble(first.idToken, first.oneTimePrivateKey, bed.app.id),
    )
    const { token, oneTimePrivateKey } = await signIn('refused@example.com')
    const error = await assemble(token, oneTimePrivateKey).catch((e: unknown) => e)
    expect(String(error)).toMatch(
      /node 1: answered 401 token_invalid; node 2: answered 401 token_invalid; node 3: answered 401 token_invalid/,
    )
  })

  test('error: an ID token bound to another one-time key is refused by every node', async () => {
    const { idToken } = await signIn('thief@example.com')
    const error = await assemble(idToken, generatePrivateKey(), bed.app.id).catch((e) => e)
    expect(String(error)).toMatch(/proof_invalid/)
  })

  test('error: an ID token presented for an app that does not use its issuer is refused', async () => {
    const { idToken, oneTimePrivateKey } = await signIn('other-app@example.com')
    const error = await assemble(idToken, oneTimePrivateKey, 'f'.repeat(40)).catch((e) => e)
    expect(String(error)).toMatch(/token_invalid/)
  })

  test('error: a forged ID token (tampered claims) is refused', async () => {
    const { idToken, oneTimePrivateKey } = await signIn('forger@example.com')
    const [header, , signature] = idToken.split('.')
    const claims = { ...decodeJwt(idToken), sub: 'someone-else' }
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    const forged = `${header}.${payload}.${signature}`
    const error = await assemble(forged, oneTimePrivateKey, bed.app.id).catch((e) => e)
    expect(String(error)).toMatch(/token_invalid/)
  })
})
