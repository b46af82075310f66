import { escapeHtml } from '../escapeHtml.js'
import type { OidcAccount } from '../oidc/createAccountDirectory.js'
import { pageLayout } from '../oidc/pageLayout.js'

export type Oauth2LoginPageParameters = {
  /** The provider's name as users know it: 'Discord', 'GitHub', 'X'. */
  readonly title: string
  /** The service's authorize path: the page posts back to where it was shown. */
  readonly action: string
  /** The waiting authorization request the forms answer. */
  readonly requestId: string
  readonly clientId: string
  readonly testUsers: readonly OidcAccount[]
  /** What was typed before, shown again with `error`. */
  readonly email?: string | undefined
  readonly error?: string | undefined
}

/**
 * The local "Sign in with Discord / GitHub / X" page: one button per test user, a form for any
 * other email address, and Cancel (the user denies access). Every value is escaped; no script.
 */
export function renderOauth2LoginPage(parameters: Oauth2LoginPageParameters): string {
  const { title, action, requestId, clientId, testUsers, email, error } = parameters
  const form = (content: string) =>
    `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
${content}
</form>`
  const userButtons = testUsers
    .map(
      (user) =>
        `<button type="submit" name="email" value="${escapeHtml(user.email)}">Continue as ${escapeHtml(user.givenName)} &lt;${escapeHtml(user.email)}&gt;</button>`,
    )
    .join('\n')
  return pageLayout(
    `Sign in - Tessera local ${title}`,
    `<h1>Sign in with ${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(clientId)} wants to know who you are. A local stand-in for ${escapeHtml(title)}: no password, nothing leaves this machine.</p>
${form(userButtons)}
${form(`<label for="email">Or sign in as any email address</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email ?? '')}">
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit" class="primary">Continue</button>`)}
${form('<button type="submit" name="decision" value="deny" class="link">Cancel</button>')}`,
  )
}
