// `npm run bench:keys`: the auth server and three key nodes as their own processes (SQLite in a
// temporary folder), then: login latency (token in hand → key rebuilt, existing wallet), new
// wallets per second, and share requests per second one node sustains. Figures, not gates.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  assembleKey,
  dealShares,
  type KeyNetwork,
  randomScalar,
  type ShareProposal,
  shareRequestMessage,
} from '@tessera/keys'
import { loadOperatorKey, signVerifierConfig } from '@tessera/service-kit'
import { cpuSecondsOf, findFreePortBase, nodeChildrenOf } from '@tessera/test-utils'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { loadNodeIdentity, nodeIdentityPath } from '../apps/keynode/src/shares/nodeIdentity.js'
import { issueLoginToken } from '../apps/server/src/tokens/issueLoginToken.js'
import { loadSigningKey } from '../apps/server/src/tokens/loadSigningKey.js'
import { paceRequests } from './paceRequests.js'
import { startAppProcess } from './startAppProcess.js'

const latencyRounds = 200
const newWallets = 300
const networkWallets = 2_000
const networkConcurrency = 50
const shareRequests = 10_000
/** The issue's target, then a lower rate, to show where the p99 target holds on this machine. */
const offeredLookupRates = [1_500, 1_000]
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
  // Signing keys made beforehand, as an operator publishes them: the client checks every answer.
  nodes: [1, 2, 3].map((index) => ({
    index,
    url: `http://127.0.0.1:${base + index}`,
    publicKey: loadNodeIdentity(nodeIdentityPath(join(dataDir, `keynode-${index}`))).publicKey,
  })),
}
// The operator signs the one app the bench logs in to (email logins), as the nodes require.
const benchAppId = 'a'.repeat(40)
const operatorKey = loadOperatorKey(join(dataDir, 'operator-key'), { create: true })
const verifierConfigFile = join(dataDir, 'verifier-config.json')
const benchApp = {
  keyspace: benchAppId,
  loginTokenVerifiers: ['passwordless'],
  oidc: [],
  oauth2: [],
  appTokens: [],
}
writeFileSync(
  verifierConfigFile,
  JSON.stringify(
    signVerifierConfig(
      { serial: 1, issuedAt: new Date().toISOString(), apps: { [benchAppId]: benchApp } },
      operatorKey.privateKey,
    ),
  ),
)
const startKeyNode = (index: number, env: Record<string, string> = {}, cpus?: string) =>
  startAppProcess({
    name: `key node ${index}`,
    port: base + index,
    entry: 'apps/keynode/src/main.ts',
    ...(cpus === undefined ? {} : { cpus }),
    env: {
      ...raised,
      ...env,
      NODE_INDEX: String(index),
      DATA_DIR: join(dataDir, `keynode-${index}`),
      AUTH_JWKS_URL: `${serverUrl}/.well-known/jwks.json`,
      AUTH_ISSUER: serverUrl,
      VERIFIER_CONFIG_FILE: verifierConfigFile,
      OPERATOR_PUBLIC_KEY: operatorKey.publicKey,
    },
  })
for (const { index } of network.nodes) processes.push(await startKeyNode(index))
/** Key node 1's CPU time, primary and workers: what its work costs, whatever the machine. */
const nodeCpuSeconds = () => {
  const primary = processes[1]?.pid ?? 0
  return cpuSecondsOf([primary, ...nodeChildrenOf(primary)])
}
const signingKey = await loadSigningKey(join(dataDir, 'server', 'signing-key.json'))
/** A login token as the auth service issues it after a login, bound to a fresh one-time key. */
const login = async (userId: string) => {
  const oneTimePrivateKey = generatePrivateKey()
  const token = await issueLoginToken(signingKey, serverUrl, {
    appId: benchAppId,
    keyspace: benchAppId,
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
const prepareFirstLogins = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { token, oneTimePrivateKey } = await login(
        `bench-network-${i}-${Date.now()}@example.com`,
      )
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
// Plain node:http on kept-alive connections: the lightest client, so the figure is the network's.
const agent = new Agent({ keepAlive: true })
const send = (url: string, body: string, expected: number) =>
  new Promise<void>((resolve, reject) => {
    const sent = request(
      `${url}/v1/share`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume()
        response.on('end', () =>
          response.statusCode === expected
            ? resolve()
            : reject(new Error(`${url} answered ${response.statusCode}`)),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
const measureNewWallets = async (label: string, count: number) => {
  const firstLogins = await prepareFirstLogins(count)
  const cpuBefore = nodeCpuSeconds()
  const startedAt = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: networkConcurrency }, async () => {
      for (let requests = firstLogins[next++]; requests; requests = firstLogins[next++]) {
        await Promise.all(requests.map(({ url, lookup }) => send(url, lookup, 404)))
        const [first, ...others] = requests
        if (first) await send(first.url, first.store, 200)
        await Promise.all(others.map(({ url, store }) => send(url, store, 200)))
      }
    }),
  )
  const cpuPerWalletMs = ((nodeCpuSeconds() - cpuBefore) / count) * 1_000
  out(
    `new wallets the key network stores ${label} (client work done beforehand, as on users' devices): ${Math.round(count / ((performance.now() - startedAt) / 1_000))} per second (${count}, ${networkConcurrency} at a time); node 1 CPU ${cpuPerWalletMs.toFixed(2)} ms a wallet = ${Math.round(1_000 / cpuPerWalletMs)} new wallets per core-second`,
  )
}
await measureNewWallets('warm-up (nodes just started)', networkWallets / 2)
await measureNewWallets('warm', networkWallets)

// One node under load, restarted with a worker per core (WORKERS): distinct signed lookups, each
// request id served once. First as fast as it answers, then at the target rate.
const cores = availableParallelism()
await processes[1]?.stop()
processes[1] = await startKeyNode(1, { WORKERS: String(cores) })
// Each lookup is a login of its own (its own token and one-time key), as from many users.
const lookupBodies = async (count: number) => {
  const bodies: string[] = []
  for (let i = 0; i < count; i++) {
    const { token, oneTimePrivateKey } = await login('bench-existing@example.com')
    const account = privateKeyToAccount(oneTimePrivateKey)
    const requestId = crypto.randomUUID().replaceAll('-', '')
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
  return bodies
}
const measureLookups = async (
  label: string,
  bodies: string[],
  ratePerSecond?: number,
  workers = `${cores} workers`,
) => {
  const cpuBefore = nodeCpuSeconds()
  const run = await paceRequests({
    url: `${network.nodes[0]?.url}/v1/share`,
    bodies,
    connections: 50,
    ...(ratePerSecond ? { ratePerSecond } : {}),
  })
  const cpuPerLookupMs = ((nodeCpuSeconds() - cpuBefore) / bodies.length) * 1_000
  out(
    `one node (${workers}), share lookups ${label}: ${Math.round(run.answeredPerSecond)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, errors ${run.failed} (50 connections); node CPU ${cpuPerLookupMs.toFixed(2)} ms a lookup = ${Math.round(1_000 / cpuPerLookupMs)} lookups per core-second`,
  )
}
await measureLookups('warm-up (just started)', await lookupBodies(2_000))
await measureLookups('as fast as it answers', await lookupBodies(shareRequests))
for (const rate of offeredLookupRates)
  await measureLookups(`offered ${rate}/s`, await lookupBodies(shareRequests), rate)

// Per core (issue #18): the node alone on CPU 0 with one worker, this load generator on CPU 1,
// so neither takes the other's core; lookups/s here is what one core of a node host serves.
if (cores >= 2) {
  const pinned = { node: '0', load: '1' }
  await processes[1]?.stop()
  processes[1] = await startKeyNode(1, { WORKERS: '1' }, pinned.node)
  execFileSync('taskset', ['-a', '-cp', pinned.load, String(process.pid)], { stdio: 'ignore' })
  const onOneCore = `1 worker on CPU ${pinned.node}, load on CPU ${pinned.load}`
  await measureLookups('warm-up (pinned)', await lookupBodies(2_000), undefined, onOneCore)
  await measureLookups('per core', await lookupBodies(shareRequests), undefined, onOneCore)
}
for (const running of processes.toReversed()) await running.stop()
rmSync(dataDir, { recursive: true, force: true })
