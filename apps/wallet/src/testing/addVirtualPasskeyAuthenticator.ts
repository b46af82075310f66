import type { CDPSession } from 'playwright-core'

/**
 * Adds Chromium's virtual platform authenticator (Touch ID-like: resident keys, user verified) to
 * the page of `cdp`, with PRF unless `options` says otherwise (issue #16 passkey tests), and reads
 * the credentials it holds.
 */
export async function addVirtualPasskeyAuthenticator(
  cdp: CDPSession,
  options: { readonly hasPrf: boolean; readonly hasHmacSecret?: boolean } = { hasPrf: true },
) {
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      ...options,
    },
  })
  return {
    authenticatorId,
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}
