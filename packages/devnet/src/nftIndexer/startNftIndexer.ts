import { createServer, type IncomingMessage } from 'node:http'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { createPublicClient, http, isAddress, type PublicClient } from 'viem'
import { respondJson } from '../respond.js'
import { type AnkrNft, readOwnedNfts } from './readOwnedNfts.js'

export type StartNftIndexerParameters = {
  readonly port: number
  /** The chains it indexes, by the `blockchain` name clients ask for. */
  readonly chains: readonly { readonly blockchain: string; readonly rpcUrl: string }[]
}

export type NftIndexer = RunningService & {
  /** The base URL a client is configured with, as it would be `https://rpc.ankr.com/multichain/{key}`. */
  readonly url: string
}

const defaultPageSize = 10
const maxPageSize = 50

type JsonRpcError = { readonly code: number; readonly message: string }

/**
 * A local stand-in for Ankr's Advanced API `ankr_getNFTsByOwner` (JSON-RPC over POST on any path,
 * the method deciding): the NFTs an owner holds on the named chains, read from the local chains
 * themselves, in pages of `pageSize` (default 10, at most 50) with an opaque `nextPageToken`,
 * empty on the last page. Errors come as JSON-RPC errors with HTTP 200, as Ankr sends them. CORS
 * is open: the wallet page calls it from the browser.
 */
export async function startNftIndexer(parameters: StartNftIndexerParameters): Promise<NftIndexer> {
  const { port } = parameters
  const url = `http://127.0.0.1:${port}`
  const clients = new Map<string, PublicClient>(
    parameters.chains.map(({ blockchain, rpcUrl }) => [
      blockchain,
      createPublicClient({ transport: http(rpcUrl) }),
    ]),
  )
  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'POST')
      response.setHeader('access-control-allow-headers', 'content-type')
      return response.writeHead(204).end()
    }
    if (request.method !== 'POST')
      return respondJson(response, 405, { error: { code: -32600, message: 'POST only' } })
    const call = await readJson(request)
    const id = (call as { id?: unknown } | undefined)?.id ?? null
    const answer = await answerCall(call, clients).catch(
      (error: unknown): { error: JsonRpcError } => ({
        error: { code: -32603, message: error instanceof Error ? error.message : 'internal error' },
      }),
    )
    respondJson(response, 200, { jsonrpc: '2.0', id, ...answer })
  })
  return { url, ...(await serveOnLoopback(server, port)) }
}

async function answerCall(
  call: unknown,
  clients: ReadonlyMap<string, PublicClient>,
): Promise<{ result: unknown } | { error: JsonRpcError }> {
  if (typeof call !== 'object' || call === null)
    return { error: { code: -32700, message: 'Parse error' } }
  const { method, params } = call as { method?: unknown; params?: Record<string, unknown> }
  if (method !== 'ankr_getNFTsByOwner')
    return { error: { code: -32601, message: `method ${String(method)} not found` } }
  const invalid = (message: string) => ({ error: { code: -32602, message } })
  const owner = params?.walletAddress
  if (typeof owner !== 'string' || !isAddress(owner, { strict: false }))
    return invalid('walletAddress must be an address')
  const asked = params?.blockchain
  const names = asked === undefined ? [...clients.keys()] : Array.isArray(asked) ? asked : [asked]
  const unknown = names.find((name) => typeof name !== 'string' || !clients.has(name))
  if (unknown !== undefined) return invalid(`blockchain ${String(unknown)} is not supported`)
  const pageSize = Math.min(maxPageSize, Number(params?.pageSize ?? defaultPageSize))
  if (!Number.isInteger(pageSize) || pageSize < 1) return invalid('pageSize must be 1 to 50')
  const offset = params?.pageToken ? Number(Buffer.from(String(params.pageToken), 'base64url')) : 0
  if (!Number.isInteger(offset) || offset < 0) return invalid('pageToken is not valid')
  const held = (
    await Promise.all(
      (names as string[]).map(async (blockchain) => {
        const client = clients.get(blockchain) as PublicClient
        const nfts = await readOwnedNfts(client, owner)
        return nfts.map((nft): AnkrNft & { blockchain: string } => ({ blockchain, ...nft }))
      }),
    )
  ).flat()
  const next = offset + pageSize
  return {
    result: {
      owner: owner.toLowerCase(),
      assets: held.slice(offset, next),
      nextPageToken: next < held.length ? Buffer.from(String(next)).toString('base64url') : '',
    },
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}
