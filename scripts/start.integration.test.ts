import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSolanaRpc } from '@solana/kit'
import {
  deployerAccount,
  devnetChain,
  devnetChainSpecs,
  fixtureAddresses,
  fixtureMultiTokenAbi,
  fixtureNftAbi,
  fixtureTokens,
  solanaDevnetGenesisHash,
  solanaFixtureTokens,
  solanaTestUserAddress,
  solanaTokenListMirrors,
  testUserAccount,
} from '@tessera/devnet'
import { assembleKey, randomScalar } from '@tessera/keys'
import { findFreePortBase, isPortFree } from '@tessera/test-utils'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import {
  demoAppId,
  localOidcClient,
  oidcRedirectUris,
  solanaDemoAppId,
  stackOrigins,
  stackPortCount,
  stackPorts,
} from './stackConfig.js'
import { mailLoginCode, sendLoginCode } from './testing/emailCodeLogin.js'

const repoRoot = join(import.meta.dirname, '..')
const portCount = stackPortCount
const user = testUserAccount.address

type Run = { child: ChildProcess; output: () => string; exit: Promise<number | null> }

/** What a terminal user sees after Ctrl-C: npm ends by the signal or with code 0. */
const endedCleanly = (run: Run) => run.child.exitCode === 0 || run.child.signalCode === 'SIGINT'
const runs: Run[] = []

/** Runs the real `npm start` in its own process group, as a terminal would. */
function npmStart(env: { portBase: number; dataDir: string }): Run {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, TESSERA_PORT_BASE: String(env.portBase), TESSERA_DATA_DIR: env.dataDir },
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const run = { child, output: () => output, exit }
  runs.push(run)
  return run
}

/** How long one `npm start` may take on a busy machine: it builds the web apps first. */
const startTimeoutMs = 120_000

async function waitForOutput(run: Run, text: string) {
  const deadline = Date.now() + startTimeoutMs
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`never printed '${text}':\n${run.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Sends a signal to a run's whole process group, if any of it is left. */
function signalGroup(run: Run, signal: NodeJS.Signals) {
  try {
    if (run.child.pid) process.kill(-run.child.pid, signal)
  } catch {
    // ESRCH: the whole group has already exited
  }
}

/** Ctrl-C in a terminal: SIGINT to the whole foreground process group, then wait until every
 * process of the group (npm, tsx, node, anvil) is gone. */
async function pressCtrlC(run: Run) {
  signalGroup(run, 'SIGINT')
  await run.exit
  const deadline = Date.now() + 15_000
  while (groupAlive(run)) {
    if (Date.now() > deadline) throw new Error('processes left running after Ctrl-C')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function groupAlive(run: Run): boolean {
  try {
    if (run.child.pid) process.kill(-run.child.pid, 0)
    return true
  } catch {
    return false
  }
}

async function allPortsFree(base: number) {
  const free = await Promise.all(Array.from({ length: portCount }, (_, i) => isPortFree(base + i)))
  return free.every(Boolean)
}

afterEach(async () => {
  for (const run of runs.splice(0)) signalGroup(run, 'SIGKILL')
})

describe('npm start', () => {
  test(
    'default: brings up both chains with fixtures the test user holds, read through viem',
    async () => {
      const portBase = await findFreePortBase(portCount)
      const dataDir = mkdtempSync(join(tmpdir(), 'tessera-start-'))
      const run = npmStart({ portBase, dataDir })
      await waitForOutput(run, 'Press Ctrl-C to stop.')

      const printed = run.output()
      for (const [index, spec] of devnetChainSpecs.entries()) {
        expect(printed).toContain(`chain ${spec.id} (anvil)`)
        expect(printed).toContain(`http://127.0.0.1:${portBase + index}`)
      }
      expect(printed).toContain(`fixture server`)
      for (const address of Object.values(fixtureAddresses)) expect(printed).toContain(address)
      const ports = stackPorts({ portBase })
      expect(printed).toContain(`oidc provider ("google")     http://127.0.0.1:${ports.oidc}`)
      expect(printed).toContain(`mail sink (smtp)             smtp://127.0.0.1:${ports.smtp}`)
      expect(printed).toContain(`mail sink (web)              http://127.0.0.1:${ports.mailWeb}`)
      expect(printed).toContain('Alice Tester <alice@example.com>')

      const discovery = await fetch(
        `http://127.0.0.1:${ports.oidc}/.well-known/openid-configuration`,
      )
      expect(await discovery.json()).toMatchObject({ issuer: `http://127.0.0.1:${ports.oidc}` })
      // Without PKCE the provider refuses, but to the registered redirect URI: the client exists.
      const { walletUrl, demoUrl } = stackOrigins({ portBase })
      const [redirectUri = ''] = oidcRedirectUris(walletUrl)
      const query = new URLSearchParams({
        client_id: localOidcClient.clientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: redirectUri,
      })
      const authorize = await fetch(`http://127.0.0.1:${ports.oidc}/auth?${query}`, {
        redirect: 'manual',
      })
      expect(authorize.headers.get('location') ?? '').toContain(
        `${redirectUri}?error=invalid_request`,
      )
      // The wallet is framed only by the demo host; the demo host knows where the wallet is.
      expect(printed).toContain(`wallet                       ${walletUrl}`)
      expect(printed).toContain(`demo host app                ${demoUrl}`)
      const walletPage = await fetch(`${walletUrl}/${demoAppId}/v2/login`)
      expect(walletPage.status).toBe(200)
      expect(walletPage.headers.get('content-security-policy')).toContain(
        `frame-ancestors 'self' ${demoUrl}`,
      )
      expect((await fetch(`${walletUrl}/${'e'.repeat(40)}/v2/login`)).status).toBe(403)
      expect(await (await fetch(`${walletUrl}/wallet-config.json`)).json()).toMatchObject({
        gatewayUrl: `http://127.0.0.1:${ports.server}`,
        keyNetwork: { threshold: 2 },
      })
      expect(await (await fetch(`${demoUrl}/demo-config.json`)).json()).toMatchObject({
        appId: demoAppId,
        walletUrl,
      })
      const mail = await fetch(`http://127.0.0.1:${ports.mailWeb}/api/messages`)
      expect(await mail.json()).toEqual({ messages: [] })

      // The server is up with the demo app: an email code login end to end through the mail sink.
      const server = `http://127.0.0.1:${ports.server}`
      expect(printed).toContain(`server (gateway + auth)      ${server}`)
      expect(printed).toContain(`http://127.0.0.1:${ports.oauth2}`)
      const config = await fetch(`${server}/api/v1/get-app-config/?id=${demoAppId}`, {
        headers: { origin: demoUrl },
      })
      expect(config.headers.get('access-control-allow-origin')).toBe(demoUrl)
      expect(await config.json()).toMatchObject({
        name: 'Tessera Demo',
        chain_type: 'evm',
        logins: [
          'google',
          'discord',
          'github',
          'twitter',
          'passwordless',
          'siwe',
          'demo-backend',
          'firebase',
          'telegram',
        ],
      })
      const chains = (await (await fetch(`${server}/api/v1/chains/${demoAppId}/`)).json()) as {
        chains: { chain_id: string; rpc_url: string; default_chain: boolean }[]
      }
      expect(chains.chains[0]).toMatchObject({
        chain_id: '31337',
        rpc_url: `http://127.0.0.1:${portBase}`,
        default_chain: true,
      })
      const emailLogin = {
        serverUrl: server,
        mailWebUrl: `http://127.0.0.1:${ports.mailWeb}`,
        appId: demoAppId,
        email: 'newcomer@example.com',
      }
      const { response: login, oneTimePrivateKey: oneTimeKey } = await sendLoginCode(
        emailLogin,
        await mailLoginCode(emailLogin),
      )
      expect(login.status).toBe(200)
      const { token } = (await login.json()) as { token: string }

      // The login token opens the key network: a key is created, and the same one comes back.
      const network = {
        threshold: 2,
        nodes: ports.keyNodes.map((port, i) => ({ index: i + 1, url: `http://127.0.0.1:${port}` })),
      }
      const created = await assembleKey({
        network,
        token,
        curve: 'secp256k1',
        oneTimePrivateKey: oneTimeKey,
        newSecret: () => randomScalar('secp256k1'),
      })
      expect(created).toMatchObject({ created: true, failedNodes: [] })
      expect(printed).toContain('Key network: any 2 of 3 nodes rebuild a key')

      for (const [index, spec] of devnetChainSpecs.entries()) {
        const rpcUrl = `http://127.0.0.1:${portBase + index}`
        const client = createPublicClient({ chain: devnetChain(spec, rpcUrl), transport: http() })
        expect(await client.getBalance({ address: user })).toBeGreaterThan(parseEther('1000'))
        for (const name of ['tst', 'tusd'] as const) {
          const balance = await client.readContract({
            address: fixtureAddresses[name],
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [user],
          })
          expect(balance, `${name} on ${spec.id}`).toBe(fixtureTokens[name].supply)
        }
        const nft = { address: fixtureAddresses.nft, abi: fixtureNftAbi } as const
        expect(await client.readContract({ ...nft, functionName: 'balanceOf', args: [user] })).toBe(
          2n,
        )
        const multi = { address: fixtureAddresses.multiToken, abi: fixtureMultiTokenAbi } as const
        expect(
          await client.readContract({ ...multi, functionName: 'balanceOf', args: [user, 1n] }),
        ).toBe(5n)
      }

      // The Solana side: the cluster holds the fixtures, the Solana demo app runs on it, and the
      // wallet is told where the token list's mirrors are.
      const solanaRpc = createSolanaRpc(`http://127.0.0.1:${ports.solana}`)
      expect(printed).toContain(`solana cluster (litesvm)     http://127.0.0.1:${ports.solana}`)
      expect(printed).toContain(solanaFixtureTokens.tusd.mint)
      expect(await solanaRpc.getGenesisHash().send()).toBe(solanaDevnetGenesisHash)
      const { value: holdings } = await solanaRpc
        .getTokenAccountsByOwner(
          solanaTestUserAddress,
          { mint: solanaFixtureTokens.tusd.mint },
          { encoding: 'jsonParsed' },
        )
        .send()
      expect(holdings[0]?.account.data.parsed.info.tokenAmount.amount).toBe(
        String(solanaFixtureTokens.tusd.testUserAmount),
      )
      expect(
        await (await fetch(`${server}/api/v1/get-app-config/?id=${solanaDemoAppId}`)).json(),
      ).toMatchObject({ name: 'Tessera Solana Demo', chain_type: 'solana' })
      expect(await (await fetch(`${server}/api/v1/chains/${solanaDemoAppId}/`)).json()).toEqual({
        chains: [
          expect.objectContaining({
            chain_id: '3',
            rpc_url: `http://127.0.0.1:${ports.solana}`,
            chain_type: 'solana_cv25519',
            default_chain: true,
          }),
        ],
      })
      const tokenListUrls = solanaTokenListMirrors(`http://127.0.0.1:${ports.solanaTokenList}`)
      expect(await (await fetch(`${walletUrl}/wallet-config.json`)).json()).toMatchObject({
        solanaTokenListUrls: tokenListUrls,
      })
      for (const url of tokenListUrls)
        expect(await (await fetch(url)).json()).toMatchObject({ name: expect.any(String) })
      expect((await fetch(`${walletUrl}/${solanaDemoAppId}/v2/login`)).status).toBe(200)

      await pressCtrlC(run)
      expect(endedCleanly(run)).toBe(true)
      expect(await allPortsFree(portBase)).toBe(true)
    },
    2 * startTimeoutMs,
  )

  test(
    'behavior: data survives a restart; `npm run reset` wipes it',
    async () => {
      const portBase = await findFreePortBase(portCount)
      const dataDir = mkdtempSync(join(tmpdir(), 'tessera-restart-'))
      const [spec] = devnetChainSpecs
      const rpcUrl = `http://127.0.0.1:${portBase}`
      const chain = devnetChain(spec, rpcUrl)
      const client = createPublicClient({ chain, transport: http() })
      const recipient = '0x000000000000000000000000000000000000dEaD'

      const first = npmStart({ portBase, dataDir })
      await waitForOutput(first, 'Press Ctrl-C to stop.')
      const wallet = createWalletClient({ chain, transport: http(), account: deployerAccount })
      const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('1.25') })
      await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      await pressCtrlC(first)
      expect(endedCleanly(first)).toBe(true)

      const second = npmStart({ portBase, dataDir })
      await waitForOutput(second, 'Press Ctrl-C to stop.')
      expect(await client.getBalance({ address: recipient })).toBe(parseEther('1.25'))
      expect(await client.getTransactionReceipt({ hash })).toMatchObject({ status: 'success' })

      const refused = spawnReset(dataDir)
      expect(await refused.exit).toBe(1)
      expect(refused.output()).toContain('stop it first')
      await pressCtrlC(second)
      expect(endedCleanly(second)).toBe(true)

      const reset = spawnReset(dataDir)
      expect(await reset.exit).toBe(0)
      expect(existsSync(dataDir)).toBe(false)
    },
    4 * startTimeoutMs,
  ) // two full starts (each builds the web apps) and two stops

  test('error: a taken port fails fast, naming the service and port, leaving nothing running', async () => {
    const portBase = await findFreePortBase(portCount)
    const squatter: Server = createServer().listen(portBase + 1, '127.0.0.1')
    try {
      const run = npmStart({ portBase, dataDir: mkdtempSync(join(tmpdir(), 'tessera-taken-')) })
      expect(await run.exit).toBe(1)
      expect(run.output()).toContain(
        `chain ${devnetChainSpecs[1].id} (anvil) (port ${portBase + 1}): port is already in use`,
      )
      expect(await isPortFree(portBase)).toBe(true)
    } finally {
      squatter.close()
    }
  })

  test(
    'error: a crashed service is named, and the rest are stopped',
    async () => {
      const portBase = await findFreePortBase(portCount)
      const run = npmStart({ portBase, dataDir: mkdtempSync(join(tmpdir(), 'tessera-crash-')) })
      await waitForOutput(run, 'Press Ctrl-C to stop.')
      const anvilPid = await pidListeningOn(portBase + 1)
      process.kill(anvilPid, 'SIGKILL')
      expect(await run.exit).toBe(1)
      await pressCtrlC(run)
      expect(run.output()).toContain(
        `Tessera stopped: chain ${devnetChainSpecs[1].id} (anvil) (port ${portBase + 1}): exited unexpectedly (signal SIGKILL)`,
      )
      expect(await allPortsFree(portBase)).toBe(true)
    },
    2 * startTimeoutMs,
  )
})

function spawnReset(dataDir: string): Run {
  const child = spawn('npm', ['run', 'reset', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, TESSERA_DATA_DIR: dataDir },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return {
    child,
    output: () => output,
    exit: new Promise((resolve) => child.once('exit', resolve)),
  }
}

/** The pid of the anvil serving `port`, found through its command line. */
async function pidListeningOn(port: number): Promise<number> {
  const { execFileSync } = await import('node:child_process')
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n')
  const line = lines.find((l) => l.includes('anvil') && l.includes(`--port ${port} `))
  if (!line) throw new Error(`no anvil on port ${port}`)
  return Number(line.trim().split(/\s+/)[0])
}
