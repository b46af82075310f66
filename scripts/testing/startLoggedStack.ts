import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  startAppBackend,
  startMailSink,
  startOauth2Provider,
  startOidcProvider,
} from '@tessera/devnet'
import type { KeyNetwork, KeyNode } from '@tessera/keys'
import { loadOperatorKey } from '@tessera/service-kit'
import type { RunningService } from '@tessera/stack'
import { findFreePortBase } from '@tessera/test-utils'
import { loadNodeIdentity, nodeIdentityPath } from '../../apps/keynode/src/shares/nodeIdentity.js'
import { registerDemoApps } from '../registerDemoApps.js'
import { signStackVerifierConfig } from '../signStackVerifierConfig.js'
import { keyNetworkThreshold, localOidcClient, oidcRedirectUris } from '../stackConfig.js'
import { type LoggedApp, startLoggedApp } from './startLoggedApp.js'

const nodeIndexes = [1, 2, 3] as const
/** Social logins redirect here; no wallet page runs, the test reads the redirect itself. */
const walletUrl = 'http://127.0.0.1:8556'

export type LoggedStack = Awaited<ReturnType<typeof startLoggedStack>>

/**
 * The server and three key nodes as processes, at LOG_LEVEL=trace (everything they would ever
 * log), each writing its log to a file under `logDir` and its SQLite database under `dataDir`,
 * beside the stand-ins every login method needs: the mail sink, the local "Google", the OAuth 2
 * provider and the demo app's backend (custom, Firebase and Telegram). The demo app is registered
 * with every login, as `npm start` registers it.
 */
export async function startLoggedStack() {
  const root = mkdtempSync(join(tmpdir(), 'tessera-logged-stack-'))
  const logDir = join(root, 'logs')
  const dataDir = join(root, 'data')
  mkdirSync(logDir)
  const serverDataDir = join(dataDir, 'server')
  const nodeDataDir = (index: number) => join(dataDir, `keynode-${index}`)
  const base = await findFreePortBase(6 + nodeIndexes.length)
  const ports = {
    oidc: base,
    smtp: base + 1,
    mailWeb: base + 2,
    oauth2: base + 3,
    appBackend: base + 4,
    server: base + 5,
    node: (index: number) => base + 5 + index,
  }
  const serverUrl = `http://127.0.0.1:${ports.server}`
  const clients = [{ ...localOidcClient, redirectUris: oidcRedirectUris(walletUrl) }]
  const running: (RunningService | LoggedApp)[] = []
  const stop = async () => {
    for (const service of running.toReversed()) await service.stop()
    running.length = 0
  }
  try {
    const oidc = await startOidcProvider({ port: ports.oidc, clients })
    running.push(oidc)
    const mail = await startMailSink({ smtpPort: ports.smtp, httpPort: ports.mailWeb })
    running.push(mail)
    const oauth2 = await startOauth2Provider({ port: ports.oauth2, clients })
    running.push(oauth2)
    const appBackend = await startAppBackend({ port: ports.appBackend })
    running.push(appBackend)
    const { evm } = await registerDemoApps({
      serverDataDir,
      oidcIssuer: oidc.issuer,
      oauth2BaseUrl: `http://127.0.0.1:${ports.oauth2}`,
      chains: [],
      solanaRpcUrl: 'http://127.0.0.1:1',
      demoOrigin: 'http://127.0.0.1:2',
      appBackendUrl: appBackend.url,
    })
    const operatorKey = loadOperatorKey(join(dataDir, 'operator-key'), { create: true })
    const verifierConfigFile = join(dataDir, 'verifier-config.json')
    await signStackVerifierConfig({ serverDataDir, operatorKey, file: verifierConfigFile })
    const logged = { LOG_LEVEL: 'trace', WALLET_URL: walletUrl }
    const nodes: KeyNode[] = nodeIndexes.map((index) => ({
      index,
      url: `http://127.0.0.1:${ports.node(index)}`,
      publicKey: loadNodeIdentity(nodeIdentityPath(nodeDataDir(index))).publicKey,
    }))
    // All at once: each compiles with tsx first, which on a busy machine takes a while.
    const started = await Promise.allSettled([
      startLoggedApp({
        entry: 'apps/server/src/main.ts',
        port: ports.server,
        logFile: join(logDir, 'server.log'),
        env: { ...logged, PUBLIC_URL: serverUrl, DATA_DIR: serverDataDir, SMTP_URL: mail.smtpUrl },
      }),
      ...nodeIndexes.map((index) =>
        startLoggedApp({
          entry: 'apps/keynode/src/main.ts',
          port: ports.node(index),
          logFile: join(logDir, `keynode-${index}.log`),
          env: {
            ...logged,
            NODE_INDEX: String(index),
            DATA_DIR: nodeDataDir(index),
            AUTH_JWKS_URL: `${serverUrl}/.well-known/jwks.json`,
            AUTH_ISSUER: serverUrl,
            VERIFIER_CONFIG_FILE: verifierConfigFile,
            OPERATOR_PUBLIC_KEY: operatorKey.publicKey,
          },
        }),
      ),
    ])
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    return {
      app: evm,
      serverUrl,
      walletUrl,
      mailWebUrl: mail.webUrl,
      appBackendUrl: appBackend.url,
      network: { threshold: keyNetworkThreshold, nodes } satisfies KeyNetwork,
      /** The folder of every log file, and of every database (and the stack's key files). */
      logDir,
      dataDir,
      serverDataDir,
      /** Stops every process, so their logs are complete; the files stay until `remove`. */
      stop,
      async remove() {
        await stop()
        rmSync(root, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await stop()
    rmSync(root, { recursive: true, force: true })
    throw error
  }
}
