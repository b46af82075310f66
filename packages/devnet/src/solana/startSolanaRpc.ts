import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type Address, getTransactionEncoder, type Signature, type Transaction } from '@solana/kit'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { createFaucet } from './cluster/createFaucet.js'
import { createSolanaCluster, type SolanaCluster } from './cluster/createSolanaCluster.js'
import { type ExecutionResult, executeTransaction } from './cluster/executeTransaction.js'
import {
  loadSolanaClusterSnapshot,
  saveSolanaClusterSnapshot,
} from './cluster/solanaClusterFiles.js'
import { deploySolanaFixtures } from './fixtures/deploySolanaFixtures.js'
import { answerJsonRpc } from './rpc/answerJsonRpc.js'
import { decodeWireTransaction } from './transactions/decodeWireTransaction.js'

export type StartSolanaRpcParameters = {
  readonly port: number
  /** Keeps the cluster here between runs (LiteSVM's snapshot and the ledger); absent, in memory. */
  readonly dataDir?: string
  /** A new block every this many ms, as Solana's 400 ms slots; 0, only with each transaction. */
  readonly slotDurationMs?: number
  /** Deploys the fixtures (funded test user, the two mints) at start; default true. */
  readonly fixtures?: boolean
}

/** The running cluster, with helpers for tests and fixtures that skip HTTP. */
export type SolanaRpc = RunningService & {
  /** The JSON-RPC endpoint, as it would be `https://api.devnet.solana.com`. */
  readonly url: string
  readonly cluster: SolanaCluster
  /** Sends lamports from the faucet, as `requestAirdrop` does; answers the signature. */
  airdrop(recipient: Address, lamports: bigint): Promise<Signature>
  /** Lands a signed transaction in a block of its own, without preflight. */
  execute(transaction: Transaction): ExecutionResult
}

const defaultSlotDurationMs = 400
const saveIntervalMs = 2_000
const maxBodyBytes = 1024 * 1024

/**
 * A local Solana cluster speaking the real JSON-RPC wire format (`@solana/kit`'s
 * `createSolanaRpc` reads it unchanged) over one LiteSVM instance: POST JSON-RPC 2.0 (batches
 * too) on any path, `GET /health`, CORS open since the wallet calls it from the browser.
 * Loopback only.
 */
export async function startSolanaRpc(parameters: StartSolanaRpcParameters): Promise<SolanaRpc> {
  const { port, dataDir } = parameters
  const url = `http://127.0.0.1:${port}`
  const cluster = createSolanaCluster(dataDir ? loadSolanaClusterSnapshot(dataDir) : undefined)
  const faucet = createFaucet(cluster)
  const execute = (transaction: Transaction) =>
    executeTransaction(cluster, decodeWireTransaction(getTransactionEncoder().encode(transaction)))
  if (parameters.fixtures ?? true) await deploySolanaFixtures({ cluster, airdrop: faucet, execute })

  const server = createServer((request, response) => {
    serve(request, response, (body) => answerJsonRpc(body, { cluster, faucet })).catch(() =>
      // The client went away mid-request: there is no one to answer.
      response.destroy(),
    )
  })
  const service = await serveOnLoopback(server, port)
  const slotDurationMs = parameters.slotDurationMs ?? defaultSlotDurationMs
  const clock =
    slotDurationMs > 0 ? setInterval(() => cluster.advanceSlots(1), slotDurationMs) : undefined
  let savedCount = cluster.ledger.records.length
  const save = () => {
    if (!dataDir) return
    saveSolanaClusterSnapshot(dataDir, cluster.snapshot())
    savedCount = cluster.ledger.records.length
  }
  const saver = setInterval(() => {
    if (cluster.ledger.records.length !== savedCount) save()
  }, saveIntervalMs)
  save()
  let stopped = false
  return {
    url,
    cluster,
    airdrop: faucet,
    execute,
    exited: service.exited,
    stop: async () => {
      if (stopped) return service.stop()
      stopped = true
      clearInterval(clock)
      clearInterval(saver)
      save()
      await service.stop()
    },
  }
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  answer: (body: string) => Promise<string | null>,
): Promise<void> {
  response.setHeader('access-control-allow-origin', '*')
  if (request.method === 'OPTIONS') {
    response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS')
    // Kit sends `solana-client`; allow whatever the browser asks to send.
    response.setHeader(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? 'content-type',
    )
    response.setHeader('access-control-max-age', '86400')
    return void response.writeHead(204).end()
  }
  if (request.method === 'GET' && new URL(request.url ?? '/', 'http://x').pathname === '/health')
    return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
  if (request.method !== 'POST') return void response.writeHead(405, { allow: 'POST' }).end()
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
    return void response
      .writeHead(415, { 'content-type': 'text/plain' })
      .end('Supplied content type is not allowed. Content-Type: application/json is required')
  const body = await readBody(request)
  if (body === null) return void response.writeHead(413).end()
  const answered = await answer(body)
  if (answered === null) return void response.writeHead(204).end()
  response.writeHead(200, { 'content-type': 'application/json' }).end(answered)
}

/** The request body as text, or null when it is larger than `maxBodyBytes`. */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
