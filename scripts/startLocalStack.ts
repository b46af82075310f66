import { join } from 'node:path'
import {
  deployFixtures,
  devnetChain,
  devnetChainSpecs,
  solanaTokenListMirrors,
  startAnvil,
  startAppBackend,
  startFixtureServer,
  startMailSink,
  startNftIndexer,
  startOauth2Provider,
  startOidcProvider,
  startOnrampMoneyServer,
  startRatesServer,
  startSolanaRpc,
  startSolanaTokenList,
  startTransakServer,
  transakPusherKey,
} from '@tessera/devnet'
import { loadOperatorKey } from '@tessera/service-kit'
import {
  assertPortFree,
  type RunningService,
  type ServiceDefinition,
  type Stack,
  startStack,
  startStaticSite,
} from '@tessera/stack'
import { loadNodeIdentity, nodeIdentityPath } from '../apps/keynode/src/shares/nodeIdentity.js'
import { webAppDist, webApps } from './buildWebApps.js'
import { registerDemoApps } from './registerDemoApps.js'
import { signStackVerifierConfig } from './signStackVerifierConfig.js'
import {
  demoAppId,
  keyNetworkSize,
  keyNetworkThreshold,
  localOidcClient,
  localSolanaChainId,
  oidcRedirectUris,
  operatorFiles,
  type StackConfig,
  solanaDemoAppId,
  stackOrigins,
  stackPorts,
} from './stackConfig.js'
import { startAppProcess } from './startAppProcess.js'
import { startWalletHost } from './startWalletHost.js'

export type LocalStack = {
  readonly stack: Stack
  readonly chains: readonly { id: number; name: string; rpcUrl: string }[]
  readonly fixtureServerUrl: string
  readonly fixtures: Awaited<ReturnType<typeof deployFixtures>>
  /** The local "Google": discovery at `{oidcIssuer}/.well-known/openid-configuration`. */
  readonly oidcIssuer: string
  /** Where services send mail (`smtp://127.0.0.1:{port}`). */
  readonly smtpUrl: string
  /** The mail sink's inbox page; JSON at `{mailWebUrl}/api/messages`. */
  readonly mailWebUrl: string
  /** The Tessera server: gateway and auth service (SPEC §7). */
  readonly serverUrl: string
  /** The server's SQLite folder: what the admin CLI (`npm run admin`) opens for this stack. */
  readonly serverDataDir: string
  readonly demoAppId: string
  /** The key network the wallet uses: its nodes and threshold. */
  readonly keyNetwork: { threshold: number; nodes: { index: number; url: string }[] }
  /**
   * The operator key and the verifier config it signed for the key nodes (issue #15): after an
   * app's login settings change, sign again (`npm run keys:sign-verifiers`).
   */
  readonly operator: { readonly keyFile: string; readonly verifierConfigFile: string }
  /** The wallet (built `apps/wallet`), framed by host apps. */
  readonly walletUrl: string
  /** The demo host app (built `apps/demo`): what a newcomer opens first. */
  readonly demoUrl: string
  /** The demo app's own backend: custom and Firebase tokens, and Telegram's stand-in (`/auth`). */
  readonly appBackendUrl: string
  /** The local Solana cluster (posing as devnet), its demo app and the token list's mirrors. */
  readonly solana: {
    readonly rpcUrl: string
    readonly appId: string
    readonly tokenListUrls: readonly [primary: string, fallback: string]
  }
}

/** The card on-ramp stand-in's widget key: public, as Transak's partner widget keys are. */
export const localOnRampApiKey = 'tessera-local-onramp'

/** The mail sink is one service on two ports; the stack knows it by its web port. */
export const mailSinkSmtpName = 'mail sink (smtp)'

/** Where a key node runs when not on this machine's loopback. */
export type KeyNodeHost = {
  /** The address it listens on, and the wallet calls it at. */
  readonly address: string
  /** The command that runs it there, before `node`: `ip netns exec {namespace}`. */
  readonly launcher: readonly string[]
  /** The server's URL as the node reaches it, for its login-token keys (JWKS). */
  readonly serverUrl: string
}

/** How `npm run start:scaled` lays the stack out differently; `npm start` gives none of it. */
export type StackTopology = {
  /** The server's PostgreSQL; default SQLite under the data folder. */
  readonly serverDatabaseUrl?: string | undefined
  /** Runs the server at its port (default one process), given the settings each process needs. */
  readonly startServer?:
    | ((env: Readonly<Record<string, string>>) => Promise<RunningService>)
    | undefined
  /** Where key node `index` runs; default 127.0.0.1 of this machine. */
  readonly keyNodeHost?: ((index: number) => KeyNodeHost) | undefined
}

/**
 * Starts everything `npm start` runs (two anvil chains, the fixture server, the local "Google"
 * and the mail sink), then deploys the fixtures on each chain. Stops what it started when any
 * step fails.
 */
export async function startLocalStack(
  config: StackConfig,
  topology: StackTopology = {},
): Promise<LocalStack> {
  const ports = stackPorts(config)
  const fixturesPort = ports.fixtures
  const fixtureServerUrl = `http://127.0.0.1:${fixturesPort}`
  const oidcIssuer = `http://127.0.0.1:${ports.oidc}`
  const smtpUrl = `smtp://127.0.0.1:${ports.smtp}`
  const mailWebUrl = `http://127.0.0.1:${ports.mailWeb}`
  const serverUrl = `http://127.0.0.1:${ports.server}`
  const oauth2BaseUrl = `http://127.0.0.1:${ports.oauth2}`
  const keyNodes = ports.keyNodes.map((port, i) => {
    const index = keyNetworkSize[i] ?? i + 1
    const host = topology.keyNodeHost?.(index) ?? {
      address: '127.0.0.1',
      launcher: [],
      serverUrl,
    }
    return { index, port, host, url: `http://${host.address}:${port}` }
  })
  const { walletUrl, demoUrl } = stackOrigins(config)
  const ratesUrl = `http://127.0.0.1:${ports.rates}`
  const nftIndexerUrl = `http://127.0.0.1:${ports.nftIndexer}`
  const onRampUrl = `http://127.0.0.1:${ports.onRamp}`
  const secondOnRampUrl = `http://127.0.0.1:${ports.secondOnRamp}`
  const appBackendUrl = `http://127.0.0.1:${ports.appBackend}`
  const solanaRpcUrl = `http://127.0.0.1:${ports.solana}`
  const solanaTokenListUrl = `http://127.0.0.1:${ports.solanaTokenList}`
  const solanaTokenListUrls = solanaTokenListMirrors(solanaTokenListUrl)
  const serverDataDir = join(config.dataDir, 'server')
  const serverEnv = {
    PUBLIC_URL: serverUrl,
    DATA_DIR: serverDataDir,
    WALLET_URL: walletUrl,
    SMTP_URL: smtpUrl,
    // The demo backend's `/auth` stands in for Telegram's login popup.
    TELEGRAM_OAUTH_URL: appBackendUrl,
    // Issue #20: the devnet chains' second on-ramp is the local Onramp.money stand-in.
    ONRAMP_STAND_IN_CHAIN_IDS: devnetChainSpecs.map((spec) => spec.id).join(','),
    LOG_LEVEL: 'warn',
  }
  const keyNodeDataDir = (index: number) => join(config.dataDir, `keynode-${index}`)
  const chains = devnetChainSpecs.map((spec, index) => {
    const port = ports.chains[index] ?? config.portBase
    return { spec, port, rpcUrl: `http://127.0.0.1:${port}` }
  })
  const chainList = chains.map(({ spec, rpcUrl }) => ({ id: spec.id, name: spec.name, rpcUrl }))
  // The indexer stand-in knows the devnet chains by names of their own, as Ankr knows 'eth'.
  const indexedChains = chains.map(({ spec, rpcUrl }) => ({
    blockchain: `tessera_${spec.id}`,
    chainId: spec.id,
    rpcUrl,
  }))
  // The network operator's key signs the verifier config every node pins (issue #15).
  const operator = operatorFiles(config)
  const operatorKey = loadOperatorKey(operator.operatorKey, { create: true })
  // Each node's signing key is settled before it starts, so the wallet's config can list it.
  const keyNetwork = {
    threshold: keyNetworkThreshold,
    nodes: keyNodes.map(({ index, url }) => ({
      index,
      url,
      publicKey: loadNodeIdentity(nodeIdentityPath(keyNodeDataDir(index))).publicKey,
    })),
  }

  const services: ServiceDefinition[] = [
    ...chains.map(({ spec, port, rpcUrl }) => ({
      name: `chain ${spec.id} (anvil)`,
      port,
      url: rpcUrl,
      start: () =>
        startAnvil({
          name: `chain ${spec.id} (anvil)`,
          chainId: spec.id,
          port,
          statePath: join(config.dataDir, 'chains', `${spec.id}.json`),
        }),
    })),
    {
      name: 'fixture server',
      port: fixturesPort,
      url: fixtureServerUrl,
      start: () => startFixtureServer({ port: fixturesPort }),
    },
    {
      name: 'oidc provider ("google")',
      port: ports.oidc,
      url: oidcIssuer,
      start: () =>
        startOidcProvider({
          port: ports.oidc,
          clients: [{ ...localOidcClient, redirectUris: oidcRedirectUris(walletUrl) }],
        }),
    },
    {
      name: 'mail sink (web)',
      port: ports.mailWeb,
      url: mailWebUrl,
      start: () => startMailSink({ smtpPort: ports.smtp, httpPort: ports.mailWeb }),
    },
    {
      name: 'oauth2 provider (discord, github, x)',
      port: ports.oauth2,
      url: oauth2BaseUrl,
      start: () =>
        startOauth2Provider({
          port: ports.oauth2,
          clients: [{ ...localOidcClient, redirectUris: oidcRedirectUris(walletUrl) }],
        }),
    },
    {
      name: 'server (gateway + auth)',
      port: ports.server,
      url: serverUrl,
      start: () =>
        topology.startServer
          ? topology.startServer(serverEnv)
          : startAppProcess({
              name: 'server (gateway + auth)',
              port: ports.server,
              entry: 'apps/server/src/main.ts',
              env: serverEnv,
            }),
    },
    ...keyNodes.map(({ index, port, host, url }) => ({
      name: `key node ${index}`,
      port,
      url,
      start: () =>
        startAppProcess({
          name: `key node ${index}`,
          port,
          entry: 'apps/keynode/src/main.ts',
          host: host.address,
          launcher: host.launcher,
          env: {
            NODE_INDEX: String(index),
            DATA_DIR: keyNodeDataDir(index),
            AUTH_JWKS_URL: `${host.serverUrl}/.well-known/jwks.json`,
            AUTH_ISSUER: serverUrl,
            VERIFIER_CONFIG_FILE: operator.verifierConfig,
            OPERATOR_PUBLIC_KEY: operatorKey.publicKey,
            WALLET_URL: walletUrl,
            LOG_LEVEL: 'warn',
          },
        }),
    })),
    {
      name: 'exchange rates (coinbase)',
      port: ports.rates,
      url: ratesUrl,
      start: () => startRatesServer({ port: ports.rates }),
    },
    {
      name: 'NFT indexer (ankr)',
      port: ports.nftIndexer,
      url: nftIndexerUrl,
      start: () => startNftIndexer({ port: ports.nftIndexer, chains: indexedChains }),
    },
    {
      name: 'card on-ramp (transak)',
      port: ports.onRamp,
      url: onRampUrl,
      start: () => startTransakServer({ port: ports.onRamp, apiKey: localOnRampApiKey }),
    },
    {
      name: 'second on-ramp (onramp.money)',
      port: ports.secondOnRamp,
      url: secondOnRampUrl,
      // Its Buy pays test ETH on the local chains, as the real one delivers the coin (issue #20).
      start: () => startOnrampMoneyServer({ port: ports.secondOnRamp, chains: chainList }),
    },
    {
      name: 'solana cluster (litesvm)',
      port: ports.solana,
      url: solanaRpcUrl,
      start: () => startSolanaRpc({ port: ports.solana, dataDir: join(config.dataDir, 'solana') }),
    },
    {
      name: 'solana token list',
      port: ports.solanaTokenList,
      url: solanaTokenListUrl,
      start: () => startSolanaTokenList({ port: ports.solanaTokenList }),
    },
    {
      name: 'demo app backend (custom, firebase, telegram)',
      port: ports.appBackend,
      url: appBackendUrl,
      // It is also the local chains' faucet: the demo page's "Get test ETH" (issue #17).
      start: () => startAppBackend({ port: ports.appBackend, faucetChains: chainList }),
    },
    {
      name: 'wallet',
      port: ports.wallet,
      url: walletUrl,
      start: () =>
        startWalletHost({
          port: ports.wallet,
          root: webAppDist(webApps.wallet),
          config: {
            gatewayUrl: serverUrl,
            authUrl: serverUrl,
            keyNetwork,
            ratesUrl,
            onRamp: {
              apiUrl: onRampUrl,
              widgetUrl: `${onRampUrl}/`,
              apiKey: localOnRampApiKey,
              // The stand-in's Pusher-protocol order channel, on its port under Transak's public key.
              realtimeUrl: `ws://127.0.0.1:${ports.onRamp}/app/${transakPusherKey}`,
              // The gateway's onramp-coin-config names the local chains for it (issue #20).
              secondOnRampUrl: `${secondOnRampUrl}/main/buy/?appId=1`,
            },
            nftIndexer: {
              url: nftIndexerUrl,
              chainIds: Object.fromEntries(
                indexedChains.map(({ blockchain, chainId }) => [blockchain, chainId]),
              ),
            },
            solanaTokenListUrls,
          },
        }),
    },
    {
      name: 'demo host app',
      port: ports.demo,
      url: demoUrl,
      start: () =>
        startStaticSite({
          port: ports.demo,
          root: webAppDist(webApps.demo),
          documents: {
            '/demo-config.json': {
              appId: demoAppId,
              walletUrl,
              gatewayUrl: serverUrl,
              authUrl: serverUrl,
              chains: chainList,
              appBackendUrl,
              solana: { appId: solanaDemoAppId, chainId: localSolanaChainId, rpcUrl: solanaRpcUrl },
            },
          },
        }),
    },
  ]

  // startStack checks each definition's port before starting anything; the SMTP port too.
  await assertPortFree(mailSinkSmtpName, ports.smtp)
  await registerDemoApps({
    serverDataDir,
    databaseUrl: topology.serverDatabaseUrl,
    oidcIssuer,
    oauth2BaseUrl,
    // The second chain is left for the demo to add with wallet_addEthereumChain (SPEC §5).
    chains: chainList.slice(0, 1),
    solanaRpcUrl,
    demoOrigin: demoUrl,
    appBackendUrl,
  })
  await signStackVerifierConfig({
    serverDataDir,
    databaseUrl: topology.serverDatabaseUrl,
    operatorKey,
    file: operator.verifierConfig,
  })
  const stack = await startStack(services)
  try {
    let fixtures: LocalStack['fixtures'] | undefined
    for (const { spec, rpcUrl } of chains)
      fixtures = await deployFixtures({
        chain: devnetChain(spec, rpcUrl),
        rpcUrl,
        fixtureServerUrl,
      })
    if (!fixtures) throw new Error('no devnet chains configured')
    return {
      stack,
      chains: chainList,
      fixtureServerUrl,
      fixtures,
      oidcIssuer,
      smtpUrl,
      mailWebUrl,
      serverUrl,
      serverDataDir,
      demoAppId,
      keyNetwork,
      operator: { keyFile: operator.operatorKey, verifierConfigFile: operator.verifierConfig },
      walletUrl,
      demoUrl,
      appBackendUrl,
      solana: { rpcUrl: solanaRpcUrl, appId: solanaDemoAppId, tokenListUrls: solanaTokenListUrls },
    }
  } catch (error) {
    await stack.stop()
    throw error
  }
}
