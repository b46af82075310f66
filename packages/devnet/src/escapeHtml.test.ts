import { describe, expect, test } from 'vitest'
import { escapeHtml } from './escapeHtml.js'

describe('escapeHtml', () => {
  test('default: markup and both quote kinds become entities', () => {
    expect(escapeHtml(`<script>alert("x" + 'y')</script> & co`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; + &#39;y&#39;)&lt;/script&gt; &amp; co',
    )
  })

  test('behavior: plain text is unchanged', () => {
    expect(escapeHtml('alice@example.com')).toBe('alice@example.com')
  })
})
