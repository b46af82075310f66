import { describe, expect, test, vi } from 'vitest'
import { fetchParsed } from './fetchParsed.js'

const parse = (body: unknown) =>
  typeof body === 'object' && body !== null && 'ok' in body ? 'parsed' : undefined

describe('fetchParsed', () => {
  test('default: GETs JSON and returns what parse narrows it to', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }))
    expect(await fetchParsed({ url: 'http://x.test/list', what: 'list', parse, fetch })).toBe(
      'parsed',
    )
    expect(fetch).toHaveBeenCalledWith('http://x.test/list', {
      headers: { accept: 'application/json' },
    })
  })

  test('error: a non-2xx answer or a body of another shape throws, naming the list', async () => {
    const failing = vi.fn(async () => Response.json({ ok: true }, { status: 503 }))
    await expect(
      fetchParsed({ url: 'http://x.test', what: 'list', parse, fetch: failing }),
    ).rejects.toThrow('list answered 503')
    const other = vi.fn(async () => Response.json([1]))
    await expect(
      fetchParsed({ url: 'http://x.test', what: 'list', parse, fetch: other }),
    ).rejects.toThrow('list has another shape')
  })
})
