// `npm run bench:keys`: the auth server and three key nodes as their own processes (SQLite in a
// temporary folder), then: login latency (token in hand → key rebuilt, existing wallet), new
// wallets per second, and share requests per second one node sustains. Figures, not gates.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assembleKey, type KeyNetwork, randomScalar, shareRequestMessage } from '@tessera/keys'
import { findFreePortBase } from '@tessera/test-utils'
import autocannon from 'autocannon'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { issueLoginToken } from '../apps/server/src/tokens/issueLoginToken.js'
import { loadSigningKey } from '../apps/server/src/tokens/loadSigningKey.js'
import { startAppProcess } from './startAppProcess.js'

const latencyRounds = 200
const newWallets = 300
const shareRequests = 6_000
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
      WALLET_URL: 'http://localhost:5173',
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
  `new wallets: ${Math.round(newWallets / ((performance.now() - walletsStartedAt) / 1_000))} per second (${newWallets}, ${batch} at a time)`,
)

// One node under load: distinct signed lookups (each request id is served once).
const bodies: string[] = []
const tokens = await Promise.all(
  Array.from({ length: 200 }, () => net.login('bench-existing@example.com')),
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
  `one node, share lookups: ${Math.round(result.requests.total / result.duration)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx} (50 connections)`,
)
for (const running of processes.toReversed()) await running.stop()
rmSync(dataDir, { recursive: true, force: true })
