// `npm run bench:server`: starts the server as its own process (SQLite in a temporary folder,
// rate limits raised), then measures with autocannon: requests/s and p50/p99 latency for
// get-app-config, chains and login-token issuance, and a bare Fastify route answering the same
// get-app-config JSON measured beside it (the ratio says what the gateway adds). Figures, not gates.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { findFreePortBase, startJwksServer } from '@tessera/test-utils'
import autocannon from 'autocannon'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { appRepository } from '../apps/server/src/apps/appRepository.js'
import { createDatabase } from '../apps/server/src/db/createDatabase.js'
import { migrateToLatest } from '../apps/server/src/db/migrateToLatest.js'
import { processCpuMs } from './bench/processCpuMs.js'

const connections = 100
const durationS = 10
const loginTokenRequests = 8_000
const out = (line: string) => process.stdout.write(`${line}\n`)

const repoRoot = resolve(import.meta.dirname, '..')
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-server-'))
const [serverPort, jwksPort, barePort] = await findFreePortBase(3).then((base) => [
  base,
  base + 1,
  base + 2,
])
const baseUrl = `http://127.0.0.1:${serverPort}`

// An app whose custom JWT verifier trusts a local key, so login tokens can be issued in bulk.
const { privateKey, publicKey } = await generateKeyPair('RS256')
const jwks = await startJwksServer({
  port: jwksPort ?? 0,
  keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' }],
})
const { db } = createDatabase({ databaseUrl: undefined, dataDir })
await migrateToLatest(db)
const app = await appRepository(db).create({
  name: 'Bench',
  chainType: 'evm',
  origins: ['http://localhost:3000'],
  chainIds: ['1', '137', '31337'],
  logins: { custom: [{ name: 'bench', jwksUrl: jwks.url, issuer: 'bench', audience: 'bench' }] },
})
await db.destroy()

const server = spawnService('apps/server/src/main.ts', serverPort, {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SCALE: '100000',
  SERVER_WORKERS: process.env.SERVER_WORKERS ?? '1',
})
await waitForHttp(`${baseUrl}/health`)
// With workers the primary only forwards: its CPU says nothing of the serving, so none is printed.
const servingPid = (process.env.SERVER_WORKERS ?? '1') === '1' ? server.pid : undefined
const appConfigUrl = `${baseUrl}/api/v1/get-app-config/?id=${app.id}`
const appConfigBody = await fetch(appConfigUrl).then((r) => r.text())
const bare = spawnService('scripts/bench/bareRouteMain.ts', barePort, { BODY: appConfigBody })
const bareUrl = `http://127.0.0.1:${barePort}/bare`
await waitForHttp(bareUrl)

/** A service of the bench as its own Node process, profiled when BENCH_CPU_PROF names a folder. */
function spawnService(entry: string, port: number | undefined, env: Record<string, string>) {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  return spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

async function waitForHttp(url: string) {
  for (let tries = 0; ; tries++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (tries > 400) throw new Error(`${url} did not answer`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

type Result = autocannon.Result
const report = (label: string, result: Result, cpuMs?: number) =>
  out(
    `${label.padEnd(22)} ${Math.round(result.requests.total / result.duration)
      .toString()
      .padStart(
        7,
      )} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}${cpuMs === undefined ? '' : `   CPU ${((cpuMs * 1_000) / result.requests.total).toFixed(0)} µs/request`}`,
  )

/** A load run, with the CPU time the serving process spent on it. */
async function measured(pid: number | undefined, options: autocannon.Options) {
  const cpuBefore = processCpuMs(pid)
  const result = await autocannon(options)
  const cpuAfter = processCpuMs(pid)
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  return { result, cpuMs }
}

out(`server: ${baseUrl} (SQLite), ${connections} connections, ${durationS} s per GET run`)
// A browser's call carries its page's origin: the CORS decision is part of the hot path.
const browserHeaders = { origin: 'http://localhost:3000' }
const appConfig = await measured(servingPid, {
  url: appConfigUrl,
  headers: browserHeaders,
  connections,
  duration: durationS,
})
report('get-app-config', appConfig.result, appConfig.cpuMs)
const bareRoute = await measured(bare.pid, {
  url: bareUrl,
  headers: browserHeaders,
  connections,
  duration: durationS,
})
report('bare Fastify route', bareRoute.result, bareRoute.cpuMs)
out(
  `get-app-config / bare route: ${(appConfig.result.requests.average / bareRoute.result.requests.average).toFixed(2)} in requests/s (goal ≥ 0.80)`,
)
const cpuPerRequest = ({ result, cpuMs }: { result: Result; cpuMs: number | undefined }) =>
  cpuMs === undefined ? undefined : cpuMs / result.requests.total
const gatewayCpu = cpuPerRequest(appConfig)
const bareCpu = cpuPerRequest(bareRoute)
if (gatewayCpu !== undefined && bareCpu !== undefined)
  out(
    `get-app-config / bare route: ${(bareCpu / gatewayCpu).toFixed(2)} in requests per CPU second (steady on a busy machine)`,
  )
const chains = await measured(servingPid, {
  url: `${baseUrl}/api/v1/chains/${app.id}/`,
  headers: browserHeaders,
  connections,
  duration: durationS,
})
report('chains', chains.result, chains.cpuMs)

out(`preparing ${loginTokenRequests} distinct login requests (each app JWT is accepted once)…`)
const bodies: string[] = []
for (let i = 0; i < loginTokenRequests; i++) {
  const oneTime = privateKeyToAccount(generatePrivateKey())
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setIssuer('bench')
    .setAudience('bench')
    .setSubject(`user-${i % 500}`)
    .setJti(randomUUID())
    .setExpirationTime('10m')
    .sign(privateKey)
  bodies.push(
    JSON.stringify({
      provider: 'bench',
      token,
      signature: await oneTime.signMessage({ message: token }),
      signerAddress: oneTime.address,
      appID: app.id,
      curve: 'secp256k1',
    }),
  )
}
let next = 0
const loginTokens = await measured(servingPid, {
  url: `${baseUrl}/api/v2/loginToken`,
  connections: 20,
  amount: loginTokenRequests,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] ?? '' }),
    },
  ],
})
report('login tokens', loginTokens.result, loginTokens.cpuMs)

server.kill('SIGTERM')
bare.kill('SIGTERM')
await jwks.stop()
await Promise.all([server, bare].map((child) => new Promise((r) => child.once('exit', r))))
rmSync(dataDir, { recursive: true, force: true })
