import { assembleKey, randomScalar } from '@tessera/keys'
import { decodeJwt } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type SocialLoginTestbed,
  socialLoginTestbed,
  socialTestProviderName,
} from '../../../server/src/testing/socialLoginTestbed.js'
import { socialSignInOverHttp } from '../../../server/src/testing/socialSignInOverHttp.js'
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

  /** A real sign-in at the local provider: the login token and the raw ID token, both bound. */
  async function signIn(email: string) {
    const oneTimePrivateKey = generatePrivateKey()
    const oneTime = privateKeyToAccount(oneTimePrivateKey)
    const post = (url: string, payload: Record<string, unknown>) =>
      bed.server.app.inject({ method: 'POST', url, payload })
    const started = (
      await post('/api/v2/oauth/start', {
        appID: bed.app.id,
        provider: socialTestProviderName,
        nonce: oneTime.address,
        curve: 'secp256k1',
      })
    ).json() as { url: string; state: string }
    const back = await socialSignInOverHttp(started.url, bed.redirectUri, email)
    const done = await post('/api/v2/oauth/callback', {
      state: back.searchParams.get('state'),
      code: back.searchParams.get('code'),
      iss: back.searchParams.get('iss'),
      signature: await oneTime.signMessage({ message: started.state }),
    })
    const { token, idToken } = done.json() as { token: string; idToken: string }
    return { token, idToken, oneTimePrivateKey }
  }

  const assemble = (token: string, oneTimePrivateKey: `0x${string}`, appId?: string) =>
    assembleKey({
      network: net.network(),
      token,
      appId,
      curve: 'secp256k1',
      oneTimePrivateKey,
      newSecret: () => randomScalar('secp256k1'),
    })

  test('default: the ID token and the login token of one sign-in reach the same key', async () => {
    const first = await signIn('direct@example.com')
    const created = await assemble(first.idToken, first.oneTimePrivateKey, bed.app.id)
    expect(created.created).toBe(true)
    const second = await signIn('direct@example.com')
    const again = await assemble(second.token, second.oneTimePrivateKey)
    expect(again).toMatchObject({ created: false, publicKey: created.publicKey })
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
