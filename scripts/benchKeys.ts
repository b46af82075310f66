// `npm run bench:keys`: the auth server and three key nodes as their own processes (SQLite in a
// temporary folder), then: login latency (token in hand → key rebuilt, existing wallet), new
// wallets per second, and share requests per second one node sustains. Figures, not gates.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  assembleKey,
  dealShares,
  type KeyNetwork,
  randomScalar,
  type ShareProposal,
  shareRequestMessage,
} from '@tessera/keys'
import { findFreePortBase } from '@tessera/test-utils'
import autocannon from 'autocannon'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { issueLoginToken } from '../apps/server/src/tokens/issueLoginToken.js'
import { loadSigningKey } from '../apps/server/src/tokens/loadSigningKey.js'
import { startAppProcess } from './startAppProcess.js'

const latencyRounds = 200
const newWallets = 300
const shareRequests = 15_000
const out = (line: string) => process.stdout.write(`${line}\n`)
const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ] ?? 0

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-keys-'))
const base = await findFreePortBase(4)
const serverUrl = `http://127.0.0.1:${base}`
const raised = { LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000' }
const processes = [
  await startAppProcess({
    name: 'server',
    port: base,
    entry: 'apps/server/src/main.ts',
    env: {
      ...raised,
      DATA_DIR: join(dataDir, 'server'),
      PUBLIC_URL: serverUrl,
      WALLET_URL: 'http://localhost:8556',
    },
  }),
]
const network: KeyNetwork = {
  threshold: 2,
  nodes: [1, 2, 3].map((index) => ({ index, url: `http://127.0.0.1:${base + index}` })),
}
for (const { index } of network.nodes)
  processes.push(
    await startAppProcess({
      name: `key node ${index}`,
      port: base + index,
      entry: 'apps/keynode/src/main.ts',
      env: {
        ...raised,
        NODE_INDEX: String(index),
        DATA_DIR: join(dataDir, `keynode-${index}`),
        AUTH_JWKS_URL: `${serverUrl}/.well-known/jwks.json`,
        AUTH_ISSUER: serverUrl,
      },
    }),
  )
const signingKey = await loadSigningKey(join(dataDir, 'server', 'signing-key.json'))
/** A login token as the auth service issues it after a login, bound to a fresh one-time key. */
const login = async (userId: string) => {
  const oneTimePrivateKey = generatePrivateKey()
  const token = await issueLoginToken(signingKey, serverUrl, {
    appId: 'a'.repeat(40),
    keyspace: 'a'.repeat(40),
    verifier: 'passwordless',
    userId,
    nonce: privateKeyToAccount(oneTimePrivateKey).address.toLowerCase(),
    curve: 'secp256k1',
  })
  return { token, oneTimePrivateKey }
}
const net = { login, network: () => network }
const assemble = async (user: string) => {
  const { token, oneTimePrivateKey } = await net.login(user)
  return assembleKey({
    network: net.network(),
    token,
    curve: 'secp256k1',
    oneTimePrivateKey,
    newSecret: () => randomScalar('secp256k1'),
  })
}

await assemble('bench-existing@example.com')
const latencies: number[] = []
for (let i = 0; i < latencyRounds; i++) {
  const { token, oneTimePrivateKey } = await net.login('bench-existing@example.com')
  const startedAt = performance.now()
  await assembleKey({
    network: net.network(),
    token,
    curve: 'secp256k1',
    oneTimePrivateKey,
    newSecret: () => 1n,
  })
  latencies.push(performance.now() - startedAt)
}
out(
  `login (token → key rebuilt, 3 node processes): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
)

const walletsStartedAt = performance.now()
const batch = 20
for (let i = 0; i < newWallets; i += batch)
  await Promise.all(
    Array.from({ length: batch }, (_, j) =>
      assemble(`bench-new-${i + j}-${Date.now()}@example.com`),
    ),
  )
out(
  `new wallets, one client process doing all the work: ${Math.round(newWallets / ((performance.now() - walletsStartedAt) / 1_000))} per second (${newWallets}, ${batch} at a time)`,
)

/**
 * What the key network itself sustains: each first login's client work (key, Feldman deal, the
 * one-time key's signatures) is done beforehand, as it happens on each user's own device; timed
 * are the requests of `assembleKey`'s first login: lookups at every node, the store at the lowest
 * index, then the stores at the others.
 */
const signedBody = async (
  account: ReturnType<typeof privateKeyToAccount>,
  token: string,
  nodeIndex: number,
  mode: 'lookup' | 'store',
  proposal?: ShareProposal,
) => {
  const requestId = crypto.randomUUID().replaceAll('-', '')
  return JSON.stringify({
    token,
    clientPublicKey: account.publicKey,
    requestId,
    mode,
    proposal,
    proof: await account.signMessage({
      message: shareRequestMessage({ nodeIndex, mode, requestId, proposal }),
    }),
  })
}
const firstLogins = await Promise.all(
  Array.from({ length: newWallets }, async (_, i) => {
    const { token, oneTimePrivateKey } = await login(`bench-network-${i}-${Date.now()}@example.com`)
    const account = privateKeyToAccount(oneTimePrivateKey)
    const deal = dealShares({ curve: 'secp256k1', threshold: 2, count: 3 })
    const proposalFor = (index: number) => ({
      value: deal.shares[index - 1]?.value ?? '0x',
      commitments: deal.commitments,
    })
    return Promise.all(
      network.nodes.map(async ({ index, url }) => ({
        url,
        lookup: await signedBody(account, token, index, 'lookup'),
        store: await signedBody(account, token, index, 'store', proposalFor(index)),
      })),
    )
  }),
)
const send = async (url: string, body: string, expected: number) => {
  const response = await fetch(`${url}/v1/share`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  await response.arrayBuffer()
  if (response.status !== expected) throw new Error(`${url} answered ${response.status}`)
}
const networkStartedAt = performance.now()
let nextLogin = 0
await Promise.all(
  Array.from({ length: batch }, async () => {
    for (let requests = firstLogins[nextLogin++]; requests; requests = firstLogins[nextLogin++]) {
      await Promise.all(requests.map(({ url, lookup }) => send(url, lookup, 404)))
      const [first, ...others] = requests
      if (first) await send(first.url, first.store, 200)
      await Promise.all(others.map(({ url, store }) => send(url, store, 200)))
    }
  }),
)
out(
  `new wallets the key network stores (client work done beforehand, as on users' devices): ${Math.round(newWallets / ((performance.now() - networkStartedAt) / 1_000))} per second (${newWallets}, ${batch} at a time)`,
)

// One node under load: distinct signed lookups (each request id is served once).
const bodies: string[] = []
const tokens = await Promise.all(
  Array.from({ length: 500 }, () => net.login('bench-existing@example.com')),
)
for (let i = 0; i < shareRequests; i++) {
  const { token, oneTimePrivateKey } = tokens[i % tokens.length] ?? {
    token: '',
    oneTimePrivateKey: '0x',
  }
  const account = privateKeyToAccount(oneTimePrivateKey as `0x${string}`)
  const requestId = `bench${i.toString().padStart(12, '0')}`
  bodies.push(
    JSON.stringify({
      token,
      clientPublicKey: account.publicKey,
      requestId,
      mode: 'lookup',
      proof: await account.signMessage({
        message: shareRequestMessage({ nodeIndex: 1, mode: 'lookup', requestId }),
      }),
    }),
  )
}
let next = 0
const lookupsStartedAt = performance.now()
const result = await autocannon({
  url: `${network.nodes[0]?.url}/v1/share`,
  connections: 50,
  amount: shareRequests,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] ?? '' }),
    },
  ],
})
out(
  // autocannon's `duration` is whole seconds; the wall clock is exact.
  `one node, share lookups: ${Math.round(result.requests.total / ((performance.now() - lookupsStartedAt) / 1_000))} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx} (50 connections)`,
)
for (const running of processes.toReversed()) await running.stop()
rmSync(dataDir, { recursive: true, force: true })
