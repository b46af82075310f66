/**
 * Asks the demo app's own backend for a token, as a real app's page would after signing its user
 * in its own way (SPEC §1 custom and bearer logins): `custom` answers the app's JWT for `userId`,
 * `firebase` a Firebase-shaped ID token for the uid, `telegram` the Telegram Login Widget's
 * result for the numeric Telegram user id (the backend stands in for Telegram).
 */
export async function fetchDemoToken(
  appBackendUrl: string,
  kind: 'custom' | 'firebase' | 'telegram',
  userId: string,
): Promise<string> {
  const request = {
    custom: { path: '/custom-token', body: { userId } },
    firebase: { path: '/firebase-token', body: { uid: userId } },
    telegram: { path: '/telegram-login', body: { id: Number(userId), first_name: 'Demo' } },
  }[kind]
  const response = await fetch(`${appBackendUrl}${request.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  })
  const body = (await response.json()) as { token?: unknown; error?: unknown }
  if (!response.ok || typeof body.token !== 'string')
    throw new Error(`the demo backend answered ${response.status}: ${String(body.error)}`)
  return body.token
}
