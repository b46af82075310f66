/**
 * Where a provider sends the user back: the wallet's `/:appId/redirect/` route (SPEC §2), which
 * finishes the social login. Providers match it exactly, so it is built in one place only.
 */
export function oauthRedirectUri(walletUrl: string, appId: string): string {
  return `${walletUrl}/${appId}/redirect/`
}
