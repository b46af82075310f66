/**
 * Signs in on the local provider's login page over plain HTTP (no browser): follows redirects
 * with a cookie jar and submits `email` on the login form; returns the URL the provider sends
 * the user back to (`{redirectUri}?code=…&state=…&iss=…`). Test support for SPEC §7 social login.
 */
export async function socialSignInOverHttp(
  authorizationUrl: string,
  redirectUri: string,
  email: string,
): Promise<URL> {
  const jar = new Map<string, string>()
  let url = authorizationUrl
  let form: URLSearchParams | undefined
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form } : {}),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const [name = '', ...value] = pair.split('=')
      if (value.join('=') === '') jar.delete(name)
      else jar.set(name, value.join('='))
    }
    form = undefined
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.href.startsWith(redirectUri)) return next
      url = next.href
    } else if (response.status === 200 && /^\/interaction\/[\w-]+$/.test(new URL(url).pathname)) {
      url = `${url}/login`
      form = new URLSearchParams({ email })
    } else throw new Error(`unexpected ${response.status} from ${url}`)
  }
  throw new Error('too many redirects')
}
