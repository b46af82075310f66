import { join } from 'node:path'
import {
  deployFixtures,
  devnetChain,
  devnetChainSpecs,
  startAnvil,
  startFixtureServer,
  startMailSink,
  startOauth2Provider,
  startOidcProvider,
} from '@tessera/devnet'
import { assertPortFree, type ServiceDefinition, type Stack, startStack } from '@tessera/stack'
import { registerDemoApp } from './registerDemoApp.js'
import {
  demoAppId,
  localOidcClient,
  localWalletUrl,
  oidcRedirectUris,
  type StackConfig,
  stackPorts,
} from './stackConfig.js'
import { startServerService } from './startServerService.js'

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
  readonly demoAppId: string
}

/** The mail sink is one service on two ports; the stack knows it by its web port. */
export const mailSinkSmtpName = 'mail sink (smtp)'

/**
 * Starts everything `npm start` runs (two anvil chains, the fixture server, the local "Google"
 * and the mail sink), then deploys the fixtures on each chain. Stops what it started when any
 * step fails.
 */
export async function startLocalStack(config: StackConfig): Promise<LocalStack> {
  const ports = stackPorts(config)
  const fixturesPort = ports.fixtures
  const fixtureServerUrl = `http://127.0.0.1:${fixturesPort}`
  const oidcIssuer = `http://127.0.0.1:${ports.oidc}`
  const smtpUrl = `smtp://127.0.0.1:${ports.smtp}`
  const mailWebUrl = `http://127.0.0.1:${ports.mailWeb}`
  const serverUrl = `http://127.0.0.1:${ports.server}`
  const oauth2BaseUrl = `http://127.0.0.1:${ports.oauth2}`
  const serverDataDir = join(config.dataDir, 'server')
  const chains = devnetChainSpecs.map((spec, index) => {
    const port = ports.chains[index] ?? config.portBase
    return { spec, port, rpcUrl: `http://127.0.0.1:${port}` }
  })

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
          clients: [{ ...localOidcClient, redirectUris: oidcRedirectUris() }],
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
          clients: [{ ...localOidcClient, redirectUris: oidcRedirectUris() }],
        }),
    },
    {
      name: 'server (gateway + auth)',
      port: ports.server,
      url: serverUrl,
      start: () =>
        startServerService({
          name: 'server (gateway + auth)',
          port: ports.server,
          dataDir: serverDataDir,
          walletUrl: localWalletUrl,
          smtpUrl,
        }),
    },
  ]

  // startStack checks each definition's port before starting anything; the SMTP port too.
  await assertPortFree(mailSinkSmtpName, ports.smtp)
  await registerDemoApp({
    serverDataDir,
    oidcIssuer,
    oauth2BaseUrl,
    chains: chains.map(({ spec, rpcUrl }) => ({ id: spec.id, name: spec.name, rpcUrl })),
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
      chains: chains.map(({ spec, rpcUrl }) => ({ id: spec.id, name: spec.name, rpcUrl })),
      fixtureServerUrl,
      fixtures,
      oidcIssuer,
      smtpUrl,
      mailWebUrl,
      serverUrl,
      demoAppId,
    }
  } catch (error) {
    await stack.stop()
    throw error
  }
}
