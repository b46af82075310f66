import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  type SocialLoginTestbed,
  socialTestProviderName,
} from '../../../server/src/testing/socialLoginTestbed.js'
import { socialSignInOverHttp } from '../../../server/src/testing/socialSignInOverHttp.js'

/**
 * A real sign-in at the testbed's local OpenID provider through the auth service, as the wallet
 * runs it: the service's login token and the provider's ID token, both bound to a fresh one-time
 * key (returned with them).
 */
export async function signInAtProvider(
  bed: SocialLoginTestbed,
  email: string,
  provider = socialTestProviderName,
) {
  const oneTimePrivateKey = generatePrivateKey()
  const oneTime = privateKeyToAccount(oneTimePrivateKey)
  const post = (url: string, payload: Record<string, unknown>) =>
    bed.server.app.inject({ method: 'POST', url, payload })
  const started = (
    await post('/api/v2/oauth/start', {
      appID: bed.app.id,
      provider,
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
