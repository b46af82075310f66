import { describe, expect, test } from 'vitest'
import { isSiweDomainOf } from './isSiweDomainOf.js'

describe('isSiweDomainOf', () => {
  test('default: #17 SIWE the domain of the app origin', () => {
    expect(isSiweDomainOf({ scheme: null, domain: 'app.example' }, 'https://app.example')).toBe(
      true,
    )
  })

  test.each([
    [null, 'localhost:5173', 'http://localhost:5173'],
    ['http', 'localhost:5173', 'http://localhost:5173'],
    ['HTTPS', 'App.Example', 'https://app.example'],
    ['https', 'app.example:443', 'https://app.example'],
    [null, 'app.example', 'https://app.example/login?x=1'],
  ])('args: #17 SIWE %s :// %s matches %s', (scheme, domain, origin) => {
    expect(isSiweDomainOf({ scheme, domain }, origin)).toBe(true)
  })

  test.each([
    [null, 'evil.example', 'https://app.example'],
    [null, 'app.example.evil.example', 'https://app.example'],
    [null, 'localhost:5174', 'http://localhost:5173'],
    [null, 'localhost', 'http://localhost:5173'],
    ['https', 'localhost:5173', 'http://localhost:5173'],
    [null, 'app.example', 'not a url'],
  ])('behavior: #17 SIWE %s :// %s does not match %s', (scheme, domain, origin) => {
    expect(isSiweDomainOf({ scheme, domain }, origin)).toBe(false)
  })
})
