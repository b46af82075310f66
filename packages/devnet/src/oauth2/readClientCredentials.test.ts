import { describe, expect, test } from 'vitest'
import { readClientCredentials } from './readClientCredentials.js'

const basic = (raw: string) => `Basic ${Buffer.from(raw).toString('base64')}`

describe('readClientCredentials', () => {
  test('default: a Basic header', () => {
    expect(readClientCredentials(basic('app:s3cret'), new URLSearchParams())).toEqual({
      method: 'basic',
      clientId: 'app',
      clientSecret: 's3cret',
    })
  })

  test('args: form-encoded id and secret in the header are decoded (RFC 6749 §2.3.1)', () => {
    expect(readClientCredentials(basic('my%3Aapp:a+b%25'), new URLSearchParams())).toEqual({
      method: 'basic',
      clientId: 'my:app',
      clientSecret: 'a b%',
    })
  })

  test('args: the form body when there is no Basic header', () => {
    const form = new URLSearchParams({ client_id: 'app', client_secret: 's3cret' })
    expect(readClientCredentials(undefined, form)).toEqual({
      method: 'body',
      clientId: 'app',
      clientSecret: 's3cret',
    })
    expect(readClientCredentials('Bearer x', new URLSearchParams({ client_id: 'app' }))).toEqual({
      method: 'body',
      clientId: 'app',
      clientSecret: undefined,
    })
  })

  test('error: no client named, or a Basic header without a colon', () => {
    expect(readClientCredentials(undefined, new URLSearchParams())).toBeUndefined()
    expect(readClientCredentials(basic('nocolon'), new URLSearchParams())).toBeUndefined()
  })
})
