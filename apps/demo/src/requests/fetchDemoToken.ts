/**
 * Asks the demo app's own backend for a token, as a real app's page would after signing its user
 * in its own way (SPEC §1 custom and bearer logins): `custom` answers the app's JWT for `userId`,
 * `firebase` a Firebase-shaped ID token for the uid.
 */
export async function fetchDemoToken(
  appBackendUrl: string,
  kind: 'custom' | 'firebase',
  userId: string,
): Promise<string> {
  const response = await fetch(`${appBackendUrl}/${kind}-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(kind === 'custom' ? { userId } : { uid: userId }),
  })
  const body = (await response.json()) as { token?: unknown; error?: unknown }
  if (!response.ok || typeof body.token !== 'string')
    throw new Error(`the demo backend answered ${response.status}: ${String(body.error)}`)
  return body.token
}
