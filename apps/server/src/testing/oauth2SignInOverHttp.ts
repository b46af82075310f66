/**
 * Signs in on the local OAuth 2 stand-in's login page over plain HTTP (no browser): loads the
 * authorization URL, submits `email` on the page's form, and returns the URL the stand-in sends
 * the user back to (`{redirectUri}?code=…&state=…`). Test support for SPEC §7 social login with
 * the Discord, GitHub and X presets (third-party-apis §9).
 */
export async function oauth2SignInOverHttp(
  authorizationUrl: string,
  redirectUri: string,
  email: string,
): Promise<URL> {
  const page = await fetch(authorizationUrl, { redirect: 'manual' })
  const html = await page.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1]
  if (page.status !== 200 || !action || !requestId)
    throw new Error(`no login page at ${authorizationUrl} (${page.status})`)
  const back = await fetch(new URL(action, authorizationUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: requestId, email }),
  })
  const location = new URL(back.headers.get('location') ?? '', authorizationUrl)
  if (back.status !== 302 || !location.href.startsWith(redirectUri))
    throw new Error(`the login page answered ${back.status}, not a redirect to the wallet`)
  return location
}
