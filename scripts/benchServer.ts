// `npm run bench:server`: starts the server as its own process (SQLite in a temporary folder,
// rate limits raised), then measures with autocannon: requests/s and p50/p99 latency for
// get-app-config, chains and login-token issuance. Figures, not gates.
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

const connections = 100
const durationS = 10
const loginTokenRequests = 8_000
const out = (line: string) => process.stdout.write(`${line}\n`)

const repoRoot = resolve(import.meta.dirname, '..')
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-server-'))
const [serverPort, jwksPort] = await findFreePortBase(2).then((base) => [base, base + 1])
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

const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : []
const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(serverPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100000',
    SERVER_WORKERS: process.env.SERVER_WORKERS ?? '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
for (let tries = 0; ; tries++) {
  const ok = await fetch(`${baseUrl}/health`).then(
    (r) => r.ok,
    () => false,
  )
  if (ok) break
  if (tries > 200) throw new Error('server did not start')
  await new Promise((r) => setTimeout(r, 50))
}

type Result = autocannon.Result
const report = (label: string, result: Result) =>
  out(
    `${label.padEnd(22)} ${Math.round(result.requests.total / result.duration)
      .toString()
      .padStart(
        7,
      )} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  )

out(`server: ${baseUrl} (SQLite), ${connections} connections, ${durationS} s per GET run`)
report(
  'get-app-config',
  await autocannon({
    url: `${baseUrl}/api/v1/get-app-config/?id=${app.id}`,
    connections,
    duration: durationS,
  }),
)
report(
  'chains',
  await autocannon({
    url: `${baseUrl}/api/v1/chains/${app.id}/`,
    connections,
    duration: durationS,
  }),
)

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
const loginTokens = await autocannon({
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
report('login tokens', loginTokens)

server.kill('SIGTERM')
await jwks.stop()
await new Promise((r) => server.once('exit', r))
rmSync(dataDir, { recursive: true, force: true })
