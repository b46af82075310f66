import { oauthRedirectUri } from './oauthRedirectUri.js'
import type { SocialProvider } from './socialProviderFor.js'

/**
 * Where `provider` sends the user back, the same at authorization and at the code exchange:
 * the wallet's static `/:appId/redirect/` route (SPEC §2), or for Apple, whose `form_post`
 * answer is a POST a static page cannot read, this server's `/api/v2/oauth/form-post/{appId}`,
 * which passes the answer on to that route (third-party-apis §9).
 */
export function socialRedirectUri(
  provider: SocialProvider,
  urls: { readonly publicUrl: string; readonly walletUrl: string },
  appId: string,
): string {
  if (provider.kind === 'apple') return appleFormPostUri(urls.publicUrl, appId)
  return oauthRedirectUri(urls.walletUrl, appId)
}

/** The form-post endpoint Apple answers to, as registered for the app's Services ID. */
export function appleFormPostUri(publicUrl: string, appId: string): string {
  return `${publicUrl}/api/v2/oauth/form-post/${appId}`
}
