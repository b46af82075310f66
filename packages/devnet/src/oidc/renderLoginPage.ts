import { escapeHtml } from '../escapeHtml.js'
import type { OidcAccount } from './createAccountDirectory.js'
import { pageLayout } from './pageLayout.js'

export type LoginPageParameters = {
  readonly uid: string
  readonly clientId: string
  readonly testUsers: readonly OidcAccount[]
  /** Prefills the email field (the request's `login_hint`, or what was typed before). */
  readonly email?: string | undefined
  readonly error?: string | undefined
}

/**
 * The local "Sign in with Google" page: one button per test user, a form for any other email
 * address, and Cancel. Every value is escaped; the page runs no script.
 */
export function renderLoginPage(parameters: LoginPageParameters): string {
  const { uid, clientId, testUsers, email, error } = parameters
  const action = `/interaction/${encodeURIComponent(uid)}`
  const userButtons = testUsers
    .map(
      (user) =>
        `<button type="submit" name="email" value="${escapeHtml(user.email)}">Continue as ${escapeHtml(user.givenName)} &lt;${escapeHtml(user.email)}&gt;</button>`,
    )
    .join('\n')
  return pageLayout(
    'Sign in - Tessera local Google',
    `<h1>Sign in</h1>
<p class="muted">to continue to ${escapeHtml(clientId)}. A local stand-in for Google: no password, nothing leaves this machine.</p>
<form method="post" action="${escapeHtml(action)}/login">
${userButtons}
</form>
<form method="post" action="${escapeHtml(action)}/login">
<label for="email">Or sign in as any email address</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email ?? '')}">
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit" class="primary">Continue</button>
</form>
<form method="post" action="${escapeHtml(action)}/abort">
<button type="submit" class="link">Cancel</button>
</form>`,
  )
}
