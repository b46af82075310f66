import { createServer, type ServerResponse } from 'node:http'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { fixtureMultiTokenCollection, fixtureNftCollection } from './fixtureCollections.js'
import { fixtureMetadata, tileSvg } from './fixtureMetadata.js'

export type FixtureServer = RunningService & { readonly url: string }

const nftJson = /^\/nft\/(\d+)\.json$/
const nftImage = /^\/nft\/(\d+)\.svg$/
// ERC-1155 clients substitute {id} with 64 lowercase hex digits; plain decimal ids work too.
const multiTokenJson = /^\/erc1155\/([0-9a-f]{64}|\d+)\.json$/

/**
 * Serves the fixture NFTs' metadata and images over HTTP (token URIs point here), with CORS
 * open so the wallet page can fetch them.
 */
export async function startFixtureServer({ port }: { port: number }): Promise<FixtureServer> {
  const url = `http://127.0.0.1:${port}`
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    const path = new URL(request.url ?? '/', url).pathname
    const route = routeFixture(path, url)
    if (!route) return send(response, 404, 'application/json', '{"error":"not found"}')
    send(response, 200, route.contentType, route.body)
  })
  return { url, ...(await serveOnLoopback(server, port)) }
}

function routeFixture(path: string, baseUrl: string) {
  if (path === '/health') return { contentType: 'application/json', body: '{"ok":true}' }
  const image = nftImage.exec(path)
  if (image?.[1]) return { contentType: 'image/svg+xml', body: tileSvg(BigInt(image[1])) }
  const nft = nftJson.exec(path)
  if (nft?.[1]) {
    const id = BigInt(nft[1])
    const metadata = fixtureMetadata(fixtureNftCollection.name, id, `${baseUrl}/nft/${id}.svg`)
    return { contentType: 'application/json', body: JSON.stringify(metadata) }
  }
  const multi = multiTokenJson.exec(path)
  if (multi?.[1]) {
    const id = multi[1].length === 64 ? BigInt(`0x${multi[1]}`) : BigInt(multi[1])
    const metadata = fixtureMetadata(
      fixtureMultiTokenCollection.name,
      id,
      `${baseUrl}/nft/${id}.svg`,
    )
    return { contentType: 'application/json', body: JSON.stringify(metadata) }
  }
  return null
}

function send(response: ServerResponse, status: number, contentType: string, body: string) {
  response.writeHead(status, { 'content-type': contentType }).end(body)
}
