import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { readOtp } from './startTestStack.js'

export type EmailCodeLogin = {
  readonly serverUrl: string
  readonly mailWebUrl: string
  readonly appId: string
  readonly email: string
}

/**
 * Asks the server to mail a one-time code to `email` and reads it from the mail sink, as a user
 * would; the server answers once the mail is sent, so the newest mail is this one.
 */
export async function mailLoginCode(login: EmailCodeLogin): Promise<string> {
  const { serverUrl, mailWebUrl, appId, email } = login
  const response = await postJson(`${serverUrl}/api/v2/passwordless/start`, {
    kind: 'otp',
    appID: appId,
    email,
  })
  if (!response.ok) throw new Error(`passwordless start answered ${response.status}`)
  return readOtp(mailWebUrl, email)
}

/**
 * Sends the code with a new one-time key's signature over it, as the wallet does: the server's
 * answer (a login token on success) and the one-time key the token is bound to.
 */
export async function sendLoginCode(
  login: Omit<EmailCodeLogin, 'mailWebUrl'>,
  otp: string,
): Promise<{ readonly response: Response; readonly oneTimePrivateKey: `0x${string}` }> {
  const oneTimePrivateKey = generatePrivateKey()
  const oneTime = privateKeyToAccount(oneTimePrivateKey)
  const response = await postJson(`${login.serverUrl}/api/v2/passwordless/otp`, {
    appID: login.appId,
    email: login.email,
    otp,
    curve: 'secp256k1',
    signerAddress: oneTime.address,
    signature: await oneTime.signMessage({ message: otp }),
  })
  return { response, oneTimePrivateKey }
}

function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}
