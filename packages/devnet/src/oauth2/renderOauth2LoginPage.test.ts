import { describe, expect, test } from 'vitest'
import { createAccountDirectory } from '../oidc/createAccountDirectory.js'
import { defaultTestUsers } from '../oidc/testUsers.js'
import { renderOauth2LoginPage } from './renderOauth2LoginPage.js'

const { testUsers } = createAccountDirectory(defaultTestUsers)
const base = { title: 'GitHub', action: '/login/oauth/authorize', requestId: 'r1', clientId: 'app' }

describe('renderOauth2LoginPage', () => {
  test('default: one button per test user, every form naming the waiting request', () => {
    const html = renderOauth2LoginPage({ ...base, testUsers })
    expect(html).toContain(
      '<button type="submit" name="email" value="alice@example.com">Continue as Alice &lt;alice@example.com&gt;</button>',
    )
    expect(html).toContain('Continue as Bob &lt;bob@example.com&gt;')
    expect(html.match(/action="\/login\/oauth\/authorize"/g)).toHaveLength(3)
    expect(html.match(/<input type="hidden" name="request" value="r1">/g)).toHaveLength(3)
    expect(html).toContain('name="decision" value="deny"')
    expect(html).toContain('<h1>Sign in with GitHub</h1>')
    expect(html).not.toContain('role="alert"')
  })

  test('args: client id, request id, email and error are escaped', () => {
    const html = renderOauth2LoginPage({
      ...base,
      requestId: '"><x',
      clientId: '<b>app</b>',
      testUsers: [],
      email: '"><script>x</script>',
      error: 'Enter <an> address',
    })
    expect(html).toContain('value="&quot;&gt;&lt;x"')
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"')
    expect(html).toContain('<p role="alert">Enter &lt;an&gt; address</p>')
    expect(html).toContain('&lt;b&gt;app&lt;/b&gt; wants to know who you are')
    expect(html).not.toContain('<script>')
  })
})
