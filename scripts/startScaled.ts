// `npm run start:scaled`: the whole stack with the production topology until Ctrl-C (issue #18).
// See docs/deploy.md, "Scaled on one machine".
import { describeExit } from '@tessera/stack'
import { buildWebApps } from './buildWebApps.js'
import { requireRoot } from './keyNodeNamespaces.js'
import { printLocalStack } from './printLocalStack.js'
import { readStackConfig } from './stackConfig.js'
import { requireNginx } from './startBalancer.js'
import { type ScaledStack, startScaledStack } from './startScaledStack.js'
import { stopOnExitSignals } from './stopOnExitSignals.js'

const out = (line = '') => process.stdout.write(`${line}\n`)

const { portBase } = readStackConfig()
const startedAt = performance.now()

let scaled: ScaledStack
try {
  // Before the build: what is missing is said at once.
  requireRoot()
  requireNginx()
  await buildWebApps()
  scaled = await startScaledStack(portBase)
} catch (error) {
  const problem = error instanceof Error ? error.message : String(error)
  process.stderr.write(`\nTessera (scaled) failed to start: ${problem}\n`)
  process.exit(1)
}
const { local, network, instances } = scaled

out(
  `Tessera scaled stack is up in ${Math.round(performance.now() - startedAt)} ms (data in ${scaled.dataDir}, deleted at exit)`,
)
printLocalStack(local, out)
out(`Scaled topology: the server at ${local.serverUrl} is nginx in front of`)
for (const { name, url, service } of instances)
  out(`  ${name.padEnd(28)} ${url} (pid ${service.pid})`)
out(`  sharing PostgreSQL ${scaled.postgresUrl} and Redis ${scaled.redisUrl}`)
out(
  `  npm run admin and keys:sign-verifiers reach its database with DATABASE_URL=${scaled.postgresUrl} DATA_DIR=${local.serverDataDir}`,
)
out(
  `Key nodes, each in its own network namespace (host side ${network.hostAddress} on ${network.bridge}):`,
)
for (const node of network.nodes)
  out(
    `  key node ${node.index}: ${node.address} in ${node.namespace}; cut it off: ip link set ${node.hostLink} down`,
  )
out()
out('Press Ctrl-C to stop.')

const isStopping = stopOnExitSignals(() => scaled.stop(), local.stack.crashed)
// A server instance that ends is passed over by the balancer: said, not fatal.
for (const { name, service } of instances)
  void service.exited.then((exit) => {
    if (!isStopping())
      process.stderr.write(`${name} ended (${describeExit(exit)}); nginx passes over it\n`)
  })
