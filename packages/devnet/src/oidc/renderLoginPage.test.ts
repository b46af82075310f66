import { describe, expect, test } from 'vitest'
import { createAccountDirectory } from './createAccountDirectory.js'
import { renderLoginPage } from './renderLoginPage.js'
import { defaultTestUsers } from './testUsers.js'

const { testUsers } = createAccountDirectory(defaultTestUsers)

describe('renderLoginPage', () => {
  test('default: one button per test user, posting to the interaction', () => {
    const html = renderLoginPage({ uid: 'abc', clientId: 'tessera-local', testUsers })
    expect(html).toContain(
      '<button type="submit" name="email" value="alice@example.com">Continue as Alice &lt;alice@example.com&gt;</button>',
    )
    expect(html).toContain('Continue as Bob &lt;bob@example.com&gt;')
    expect(html).toContain('action="/interaction/abc/login"')
    expect(html).toContain('action="/interaction/abc/abort"')
    expect(html).toContain('to continue to tessera-local')
    expect(html).not.toContain('role="alert"')
  })

  test('args: email and error are shown, escaped', () => {
    const html = renderLoginPage({
      uid: 'abc',
      clientId: '<b>app</b>',
      testUsers: [],
      email: '"><script>x</script>',
      error: 'Enter <an> address',
    })
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"')
    expect(html).toContain('<p role="alert">Enter &lt;an&gt; address</p>')
    expect(html).toContain('to continue to &lt;b&gt;app&lt;/b&gt;')
    expect(html).not.toContain('<script>')
  })
})
