// `npm run bench:keys`: an auth server and three key nodes in this process (SQLite in temporary
// folders), then: login latency (token in hand → key rebuilt, existing wallet), new wallets per
// second, and share requests per second one node sustains. Figures, not gates.
import { assembleKey, randomScalar, shareRequestMessage } from '@tessera/keys'
import autocannon from 'autocannon'
import { privateKeyToAccount } from 'viem/accounts'
import { startTestNetwork } from '../apps/keynode/src/testing/startTestNetwork.js'

const latencyRounds = 200
const newWallets = 300
const shareRequests = 6_000
const out = (line: string) => process.stdout.write(`${line}\n`)
const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ] ?? 0

const net = await startTestNetwork({ rateLimitScale: 1_000 })
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
  `login (token → key rebuilt, 3 local nodes): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
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
  url: `${net.node(1).url}/v1/share`,
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
await net.close()
