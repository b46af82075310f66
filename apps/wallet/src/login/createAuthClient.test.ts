import { describe, expect, test } from 'vitest'
import { createAuthClient } from './createAuthClient.js'

type Sent = { readonly method: string; readonly url: string; readonly body: unknown }

/** An auth service that answers every call with `answer`, recording what the wallet sent. */
function recordingService(answer: object) {
  const sent: Sent[] = []
  const fetcher: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    sent.push({ method: init?.method ?? 'GET', url: String(input), body })
    return Response.json(answer)
  }
  return { fetcher, sent }
}

describe('createAuthClient', () => {
  test('C-017: an email code login starts with kind otp, and completes with the code and the email', async () => {
    const { fetcher, sent } = recordingService({ token: 'login-token' })
    const auth = createAuthClient({ authUrl: 'https://auth.example', appId: 'app-1', fetcher })
    await auth.startOtp('alice@example.com')
    const token = await auth.completeOtp({
      email: 'alice@example.com',
      otp: '123456',
      curve: 'secp256k1',
      signerAddress: '0x0000000000000000000000000000000000000001',
      signature: '0x01',
    })
    expect(token).toBe('login-token')
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'https://auth.example/api/v2/passwordless/start',
        body: { kind: 'otp', appID: 'app-1', email: 'alice@example.com' },
      },
      {
        method: 'POST',
        url: 'https://auth.example/api/v2/passwordless/otp',
        body: expect.objectContaining({
          appID: 'app-1',
          email: 'alice@example.com',
          otp: '123456',
        }),
      },
    ])
  })
})
