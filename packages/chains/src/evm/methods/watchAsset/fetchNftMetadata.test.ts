import { afterEach, describe, expect, test, vi } from 'vitest'
import { fetchNftMetadata } from './fetchNftMetadata.js'
import { resolveTokenUri } from './resolveTokenUri.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchNftMetadata', () => {
  test('default: C-024, N-018, N-003 a data: URI is decoded locally, with no request; trait or trait_type attributes', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const json = JSON.stringify({
      name: 'Tile #1',
      description: 'A tile',
      image: 'ipfs://cid/1.svg',
      animation_url: 'ipfs://cid/1.mp4',
      attributes: [
        { trait_type: 'Colour', value: 'Blue' },
        { trait: 'Level', value: 3 },
        { value: 'no trait' },
      ],
    })
    const uri = `data:application/json;base64,${btoa(json)}`
    expect(await fetchNftMetadata(uri, 1n)).toEqual({
      name: 'Tile #1',
      description: 'A tile',
      image: 'https://ipfs.io/ipfs/cid/1.svg',
      animationUrl: 'https://ipfs.io/ipfs/cid/1.mp4',
      attributes: [
        { trait: 'Colour', value: 'Blue' },
        { trait: 'Level', value: '3' },
      ],
    })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  test('default: C-023, N-017 an ipfs:// token URI is fetched with GET through the public gateway, its image too', async () => {
    const requests: { url: string; method: string }[] = []
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init)
      requests.push({ url: request.url, method: request.method })
      return Response.json({ name: 'Tile #2', image: 'ipfs://cid/2.svg' })
    })
    expect(await fetchNftMetadata('ipfs://cid/2.json', 2n)).toMatchObject({
      name: 'Tile #2',
      image: 'https://ipfs.io/ipfs/cid/2.svg',
    })
    expect(requests).toEqual([{ url: 'https://ipfs.io/ipfs/cid/2.json', method: 'GET' }])
  })

  test('error: V-050 X-051 a metadata fetch that fails → W-147', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }))
    await expect(fetchNftMetadata('https://nft.example/1.json', 1n)).rejects.toMatchObject({
      code: 'W-147',
    })
  })
})

describe('resolveTokenUri', () => {
  test('default: ERC-1155 {id} becomes the 64-hex id; ipfs:// goes through the public gateway', () => {
    expect(resolveTokenUri('https://x/{id}.json', 255n)).toBe(`https://x/${'0'.repeat(62)}ff.json`)
    expect(resolveTokenUri('ipfs://ipfs/cid/2.json', 2n)).toBe('https://ipfs.io/ipfs/cid/2.json')
  })
})
