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
      collectionName: null,
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

  test('default: N-020 a Metaplex JSON names its collection by collection.name', async () => {
    const json = JSON.stringify({ name: 'Tile #3', collection: { name: 'Tiles', family: 'T' } })
    expect(
      await fetchNftMetadata(`data:application/json,${encodeURIComponent(json)}`, 0n),
    ).toMatchObject({
      name: 'Tile #3',
      collectionName: 'Tiles',
    })
  })

  test('behavior: N-020 fields are clipped (name, collection, trait and value 200, description 4,000, 100 attributes)', async () => {
    const long = 'x'.repeat(5_000)
    const json = JSON.stringify({
      name: long,
      description: long,
      collection: { name: long },
      attributes: Array.from({ length: 150 }, (_, index) => ({
        trait_type: long.slice(0, 300),
        value: index,
      })),
    })
    const metadata = await fetchNftMetadata(`data:application/json,${encodeURIComponent(json)}`, 0n)
    expect(metadata.name).toHaveLength(200)
    expect(metadata.collectionName).toHaveLength(200)
    expect(metadata.description).toHaveLength(4_000)
    expect(metadata.attributes).toHaveLength(100)
    expect(metadata.attributes[99]).toEqual({ trait: 'x'.repeat(200), value: '99' })
  })

  test.each([
    ['http on the network', 'http://tiles.example/1.png', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['ar:', 'ar://tile', null],
    ['an html data URL', 'data:text/html,<script>1</script>', null],
    ['a data image over 100,000 characters', `data:image/png;base64,${'A'.repeat(100_000)}`, null],
    ['https', 'https://tiles.example/1.png', 'https://tiles.example/1.png'],
    ['http on this machine', 'http://127.0.0.1:9/1.png', 'http://127.0.0.1:9/1.png'],
    ['IPFS:// in capitals', 'IPFS://cid/1.png', 'https://ipfs.io/ipfs/cid/1.png'],
    ['a data image', 'data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
  ])(
    'behavior: N-020 an image of %s is kept only when the page may show it',
    async (_case, image, kept) => {
      const json = JSON.stringify({ image, animation_url: image })
      const metadata = await fetchNftMetadata(
        `data:application/json,${encodeURIComponent(json)}`,
        0n,
      )
      expect(metadata).toMatchObject({ image: kept, animationUrl: kept })
    },
  )

  test('behavior: N-020 an animation may be a data:video/ URL, an image may not', async () => {
    const video = 'data:video/mp4;base64,AAAA'
    const json = JSON.stringify({ image: video, animation_url: video })
    const metadata = await fetchNftMetadata(`data:application/json,${encodeURIComponent(json)}`, 0n)
    expect(metadata).toMatchObject({ image: null, animationUrl: video })
  })

  test('error: N-020 a body over 256 KiB is read no further and refused (W-147); a smaller one is read', async () => {
    const pulled: number[] = []
    const streamed = (chunks: number) => {
      let sent = 0
      return new Response(
        new ReadableStream<Uint8Array>({
          pull: (controller) => {
            if (sent === chunks) return controller.close()
            sent += 1
            pulled.push(sent)
            controller.enqueue(
              new TextEncoder().encode(sent === 1 ? '{"name":"' : 'x'.repeat(64 * 1024)),
            )
          },
        }),
      )
    }
    vi.stubGlobal('fetch', async () => streamed(1_000))
    await expect(fetchNftMetadata('https://nft.example/big.json', 1n)).rejects.toMatchObject({
      code: 'W-147',
    })
    expect(pulled.length).toBeLessThan(10)
    vi.stubGlobal('fetch', async () => Response.json({ name: 'x'.repeat(200 * 1024) }))
    expect((await fetchNftMetadata('https://nft.example/ok.json', 1n)).name).toHaveLength(200)
  })

  test('error: N-020 a Content-Length over 256 KiB is refused, whatever the body (W-147)', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{}', { headers: { 'content-length': String(300 * 1024) } }),
    )
    await expect(fetchNftMetadata('https://nft.example/big.json', 1n)).rejects.toMatchObject({
      code: 'W-147',
    })
  })

  test.each([
    ['http on the network', 'http://nft.example/1.json'],
    ['file:', 'file:///etc/passwd'],
    ['ar:', 'ar://tile'],
  ])('error: N-020 a token URI of %s is not fetched (W-147)', async (_case, uri) => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    await expect(fetchNftMetadata(uri, 1n)).rejects.toMatchObject({ code: 'W-147' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  test('error: N-020 a data: token URI over 256 KiB is refused (W-147)', async () => {
    const json = JSON.stringify({ name: 'x'.repeat(300 * 1024) })
    await expect(
      fetchNftMetadata(`data:application/json,${encodeURIComponent(json)}`, 1n),
    ).rejects.toMatchObject({ code: 'W-147' })
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

  test('default: N-020 IPFS:// in any case goes through the gateway too', () => {
    expect(resolveTokenUri('IPFS://cid/3.json', 3n)).toBe('https://ipfs.io/ipfs/cid/3.json')
    expect(resolveTokenUri('Ipfs://IPFS/cid/3.json', 3n)).toBe('https://ipfs.io/ipfs/cid/3.json')
  })
})
