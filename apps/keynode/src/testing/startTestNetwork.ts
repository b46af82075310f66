import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assembleKey, dealShares, type KeyNetwork, randomScalar } from '@tessera/keys'
import { loadOperatorKey, type TrustProxySetting } from '@tessera/service-kit'
import { type RunningService, spawnService } from '@tessera/stack'
import { createDatabase, findFreePortBase } from '@tessera/test-utils'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { publishVerifierConfig } from '../../../server/src/keyVerifiers/publishVerifierConfig.js'
import {
  createTestServer,
  type TestServer,
  testPostgresUrlVariable,
} from '../../../server/src/testing/createTestServer.js'
import { issueLoginToken } from '../../../server/src/tokens/issueLoginToken.js'
import { buildNode } from '../buildNode.js'
import type { NodeConfig } from '../config/readNodeConfig.js'
import { createNodeContext } from '../createNodeContext.js'
import type { NodeContext } from '../NodeContext.js'
import { loadNodeIdentity, nodeIdentityPath } from '../shares/nodeIdentity.js'
import { signedShareRequest } from './signedShareRequest.js'

/** The wallet origin a test network's nodes allow (CORS). */
export const testWalletOrigin = 'http://localhost:8556'

/** The app `login` signs in to by default: registered with email logins on the test server. */
export const testAppId = 'a'.repeat(40)

const verifierConfigWaitMs = 5_000

type RunningNode = {
  index: number
  url: string
  dataDir: string
  databaseUrl: string | undefined
  context: NodeContext
  stop(): Promise<void>
}

/**
 * A real auth server (listening, so nodes fetch its JWKS) and `count` key nodes, each with its
 * own database: SQLite folders, or databases on the PostgreSQL cluster of `integration-postgres`.
 * An operator key of the test signs the server's apps into the verifier config the nodes pin
 * (issue #15), as `npm run keys:sign-verifiers` does; apps made later need `publishVerifierConfig`.
 * The nodes trust no proxy's `X-Forwarded-For` unless `trustProxy` says which (as `TRUST_PROXY`).
 */
export async function startTestNetwork({
  count = 3,
  threshold = 2,
  rateLimitScale = 1,
  trustProxy = false as TrustProxySetting,
  server: given = undefined as TestServer | undefined,
} = {}) {
  // A given server (one with apps and providers of its own) is the caller's to close.
  const server = given ?? (await createTestServer())
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const address = server.app.server.address()
  const serverPort = typeof address === 'object' && address ? address.port : 0
  const authJwksUrl = `http://127.0.0.1:${serverPort}/.well-known/jwks.json`
  const issuer = server.context.config.publicUrl
  if (!(await server.context.apps.find(testAppId)))
    await server.context.apps.create({
      id: testAppId,
      name: 'Test network',
      chainType: 'evm',
      origins: ['https://test-network.example'],
      logins: { passwordless: true },
    })
  const operatorFolder = mkdtempSync(join(tmpdir(), 'tessera-operator-'))
  const operatorKey = loadOperatorKey(join(operatorFolder, 'operator-key'), { create: true })
  const verifierConfigFile = join(operatorFolder, 'verifier-config.json')
  /** The operator signs the server's apps as they are now (the next serial unless given). */
  const publishVerifiers = async (serial?: number) =>
    publishVerifierConfig({
      apps: await server.context.apps.list(),
      operatorKey,
      file: verifierConfigFile,
      serial,
    })
  await publishVerifiers()
  const nodes = new Map<number, RunningNode>()
  // Every node the network lists, running or not: a stopped node stays in the list, unreachable.
  const listed = new Map<number, { url: string; publicKey: string }>()
  const storage = new Map<number, { dataDir: string; databaseUrl: string | undefined }>()
  const processes = new Map<number, RunningService>()

  const startNode = async (
    index: number,
    storage?: { dataDir: string; databaseUrl: string | undefined },
  ) => {
    const postgresUrl = process.env[testPostgresUrlVariable]
    const dataDir = storage?.dataDir ?? mkdtempSync(join(tmpdir(), `tessera-keynode-${index}-`))
    const databaseUrl =
      storage?.databaseUrl ??
      (postgresUrl
        ? await createDatabase(postgresUrl, `n_${randomBytes(6).toString('hex')}`)
        : undefined)
    const config: NodeConfig = {
      nodeIndex: index,
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl,
      authJwksUrl,
      authIssuer: issuer,
      verifierConfigFile,
      operatorPublicKey: operatorKey.publicKey,
      walletOrigin: testWalletOrigin,
      rateLimitScale,
      logLevel: 'silent',
      workers: 1,
      trustProxy,
    }
    const context = await createNodeContext(config)
    const app = buildNode(context)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const nodeAddress = app.server.address()
    const url = `http://127.0.0.1:${typeof nodeAddress === 'object' && nodeAddress ? nodeAddress.port : 0}`
    const node: RunningNode = {
      index,
      url,
      dataDir,
      databaseUrl,
      context,
      stop: async () => {
        await app.close()
        await context.close()
      },
    }
    nodes.set(index, node)
    listed.set(index, { url, publicKey: context.identity.publicKey })
    return node
  }

  for (let index = 1; index <= count; index++) await startNode(index)
  const nodeAt = (index: number) => {
    const node = nodes.get(index)
    if (!node) throw new Error(`no node ${index}`)
    return node
  }
  /** Posts a share request to one node; answers its status and JSON body. */
  const postShare = async (index: number, body: Record<string, unknown>) => {
    const response = await fetch(`${nodeAt(index).url}/v1/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  return {
    issuer,
    network: (): KeyNetwork => ({
      threshold,
      nodes: [...listed.entries()].map(([index, node]) => ({ index, ...node })),
    }),
    /** The network operator's key and the file of the verifier config every node pins. */
    operatorKey,
    verifierConfigFile,
    /** Signs the server's apps into a new verifier config, as the operator does after a change. */
    publishVerifierConfig: publishVerifiers,
    /** Waits until every running node took the verifier config of `serial` (without a restart). */
    async waitForVerifierConfig(serial: number) {
      const deadline = Date.now() + verifierConfigWaitMs
      for (const node of nodes.values())
        while (node.context.verifiers.current().serial !== serial) {
          if (Date.now() > deadline) throw new Error(`node ${node.index} kept another config`)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
    },
    /**
     * A login token the auth server signs for `userId`, bound to a fresh one-time key (returned
     * with it): an email login of the test app unless told otherwise, which is also how a test
     * plays a server whose signing key is in an attacker's hands (who can also bind a new token
     * to a one-time key seen before: `oneTimePrivateKey`).
     */
    async login(
      userId: string,
      options: {
        curve?: 'secp256k1' | 'ed25519'
        appId?: string
        keyspace?: string
        verifier?: string
        oneTimePrivateKey?: `0x${string}`
      } = {},
    ) {
      const oneTimePrivateKey = options.oneTimePrivateKey ?? generatePrivateKey()
      const appId = options.appId ?? testAppId
      const token = await issueLoginToken(server.context.signingKey, issuer, {
        appId,
        keyspace: options.keyspace ?? appId,
        verifier: options.verifier ?? 'passwordless',
        userId,
        nonce: privateKeyToAccount(oneTimePrivateKey).address.toLowerCase(),
        curve: options.curve ?? 'secp256k1',
      })
      return { token, oneTimePrivateKey }
    },
    /** Logs `userId` in and rebuilds its key from the network (creating it the first time). */
    async assemble(userId: string, curve: 'secp256k1' | 'ed25519' = 'secp256k1') {
      const { token, oneTimePrivateKey } = await this.login(userId, { curve })
      const key = await assembleKey({
        network: this.network(),
        token,
        curve,
        oneTimePrivateKey,
        newSecret: () => randomScalar(curve),
      })
      return { ...key, token }
    },
    postShare,
    /**
     * What every running node answers `oneTimePrivateKey` presenting `token` (an error code, or
     * 'share'): a lookup, then a store of a newly dealt key, as an attacker would try both.
     */
    async askEveryNode(
      token: string,
      oneTimePrivateKey: `0x${string}`,
      app?: { appId: string; curve: 'secp256k1' | 'ed25519' },
    ) {
      const deal = dealShares({ curve: app?.curve ?? 'secp256k1', threshold, count })
      const answers: string[] = []
      for (const index of nodes.keys())
        for (const mode of ['lookup', 'store'] as const) {
          const share = deal.shares[index - 1]
          const proposal =
            mode === 'store' && share
              ? { value: share.value, commitments: deal.commitments }
              : undefined
          const body = await signedShareRequest({
            token,
            oneTimePrivateKey,
            nodeIndex: index,
            mode,
            ...(proposal ? { proposal } : {}),
            ...(app ? { app } : {}),
          })
          const answer = (await postShare(index, body)).body as { error?: { code: string } }
          answers.push(answer.error?.code ?? 'share')
        }
      return answers
    },
    /** The indexes of the running nodes that hold a share of this identity. */
    async nodesHolding(identity: { keyspace: string; verifier: string; userId: string }) {
      const holding: number[] = []
      for (const node of nodes.values()) {
        const row = await node.context.db
          .selectFrom('shares')
          .select('user_id')
          .where('keyspace', '=', identity.keyspace)
          .where('verifier', '=', identity.verifier)
          .where('user_id', '=', identity.userId)
          .executeTakeFirst()
        if (row) holding.push(node.index)
      }
      return holding
    },
    node: nodeAt,
    /** Makes a node lie: every share it holds is replaced by a wrong value (validly sealed). */
    async corruptShares(index: number) {
      const node = nodes.get(index)
      if (!node) throw new Error(`no node ${index}`)
      const wrong = node.context.cipher.seal(`0x${'11'.repeat(32)}`)
      await node.context.db.updateTable('shares').set({ value_ciphertext: wrong }).execute()
    },
    /** Stops a node; it stays listed in the network, unreachable. */
    async stopNode(index: number) {
      const node = nodes.get(index)
      if (!node) return
      await node.stop()
      nodes.delete(index)
      storage.set(index, { dataDir: node.dataDir, databaseUrl: node.databaseUrl })
    },
    /**
     * Runs a node as its own process (`main.ts`, as deployed) with `workers` cluster workers, on
     * the storage it had: the node stops serving in this process first.
     */
    async restartNodeAsProcess(index: number, { workers }: { workers: number }) {
      await this.stopNode(index)
      const { dataDir, databaseUrl } = storage.get(index) ?? {}
      const port = await findFreePortBase(1)
      const running = await spawnService({
        name: `key node ${index}`,
        port,
        command: process.execPath,
        args: ['--import', 'tsx', fileURLToPath(new URL('../main.ts', import.meta.url))],
        env: {
          ...process.env,
          NODE_INDEX: String(index),
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          AUTH_JWKS_URL: authJwksUrl,
          AUTH_ISSUER: issuer,
          VERIFIER_CONFIG_FILE: verifierConfigFile,
          OPERATOR_PUBLIC_KEY: operatorKey.publicKey,
          WALLET_URL: testWalletOrigin,
          RATE_LIMIT_SCALE: String(rateLimitScale),
          LOG_LEVEL: 'silent',
          WORKERS: String(workers),
          ...(trustProxy === false ? {} : { TRUST_PROXY: String(trustProxy) }),
        },
        isReady: async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok,
      })
      processes.set(index, running)
      listed.set(index, {
        url: `http://127.0.0.1:${port}`,
        publicKey: loadNodeIdentity(nodeIdentityPath(dataDir ?? '')).publicKey,
      })
      return running
    },
    /** Starts a node again on the storage it had (stopping it first if it runs). */
    async restartNode(index: number) {
      await this.stopNode(index)
      await startNode(index, storage.get(index))
    },
    async close() {
      for (const node of nodes.values()) await node.stop()
      for (const running of processes.values()) await running.stop()
      if (!given) await server.close()
      rmSync(operatorFolder, { recursive: true, force: true })
    },
  }
}

export type TestNetwork = Awaited<ReturnType<typeof startTestNetwork>>
