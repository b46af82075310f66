import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { type StaticSite, startStaticSite, waitUntil } from '@tessera/stack'
import { findFreePortBase, launchChromium } from '@tessera/test-utils'
import type { Browser } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decideInWallet } from '../apps/demo/src/testing/demoPage.js'
import { type HostPackage, hostPackages, packHostPackages } from './packHostPackages.js'
import { startTestStack, type TestStack } from './testing/startTestStack.js'

const run = promisify(execFile)
const repoRoot = resolve(import.meta.dirname, '..')
const quickstart = join(repoRoot, 'examples/react-wagmi')
const signedMessage = 'Hello from my app'

/** What the quick start installs beside the tarballs: the workspace's versions (package-lock). */
const lockedPackages = [
  'react',
  'react-dom',
  'viem',
  '@tanstack/react-query',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
]
/**
 * The workspace has `@wagmi/core` (3.6.5, what the connector is tested with) but not `wagmi`:
 * 3.7.7 is the `wagmi` whose `@wagmi/core` is that one.
 */
const wagmi = 'wagmi@3.7.7'

const lockedVersion = (name: string): string => {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
  const version = lock.packages[`node_modules/${name}`]?.version
  if (!version) throw new Error(`package-lock.json has no ${name}`)
  return `${name}@${version}`
}

/**
 * The environment of a user's shell: none of the workspace's npm settings leak in, but the
 * machine's registry and cache do (a CI that points npm at its mirror through the environment).
 */
const userEnv = (extra: Record<string, string> = {}) => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^npm_/i.test(key) || /^npm_config_(registry|cache)$/i.test(key),
    ),
  ),
  ...extra,
})

/**
 * #20 The host packages as users install them: `npm pack` of the three packages, installed with
 * npm into a fresh Vite + React + wagmi app outside the workspace (the SDK README's quick start,
 * `examples/react-wagmi`), built with Vite and driven in Chromium against the local stack.
 */
describe('#20 the packed host packages in a fresh Vite + React + wagmi app', () => {
  let workDir: string
  let appDir: string
  let stack: TestStack
  let browser: Browser
  let site: StaticSite

  /** Packs the three packages and installs them, with what the app needs, into a fresh app. */
  async function installFreshApp() {
    const tarballDir = join(workDir, 'tarballs')
    mkdirSync(tarballDir)
    const tarballs = await packHostPackages(tarballDir)
    cpSync(quickstart, appDir, { recursive: true })
    const started = performance.now()
    const manifest = { name: 'my-app', private: true, type: 'module' }
    writeFileSync(join(appDir, 'package.json'), JSON.stringify(manifest))
    await run(
      'npm',
      [
        'install',
        ...['--prefer-offline', '--no-audit', '--no-fund'],
        ...hostPackages.map((name) => tarballs[name]),
        ...lockedPackages.map(lockedVersion),
        wagmi,
      ],
      { cwd: appDir, env: userEnv() },
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    process.stdout.write(`#20 npm install of the fresh app took ${seconds} s\n`)
  }

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'tessera-packed-sdk-'))
    appDir = join(workDir, 'app')
    // Both settle before either is judged, so afterAll stops a stack that started beside a
    // failed install, and no install still writes into a folder afterAll removes.
    const [started, installed] = await Promise.allSettled([startTestStack(), installFreshApp()])
    if (started.status === 'fulfilled') stack = started.value
    if (started.status === 'rejected') throw started.reason
    if (installed.status === 'rejected') throw installed.reason
    const port = await findFreePortBase(1)
    const origin = `http://localhost:${port}`
    await stack.admin('apps', 'update', stack.demoAppId, '--add-origin', origin)
    await waitUntil(
      async () => {
        const url = `${stack.serverUrl}/api/v1/frame-ancestors/${stack.demoAppId}`
        const { origins } = (await (await fetch(url)).json()) as { origins: string[] }
        return origins.includes(origin)
      },
      { timeoutMs: 10_000 },
    )
    const [chain] = stack.chains
    if (!chain) throw new Error('no devnet chain')
    await run('npx', ['vite', 'build'], {
      cwd: appDir,
      env: userEnv({
        NODE_ENV: 'production',
        VITE_TESSERA_APP_ID: stack.demoAppId,
        VITE_TESSERA_WALLET_URL: stack.walletUrl,
        VITE_CHAIN_ID: String(chain.id),
        VITE_RPC_URL: chain.rpcUrl,
      }),
    })
    site = await startStaticSite({ port, root: join(appDir, 'dist') })
    browser = await launchChromium()
  }, 600_000)
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
    await stack?.stop()
    rmSync(workDir, { recursive: true, force: true })
  })

  test.each(hostPackages)(
    '#20 %s installs as published: built dist with types, README, LICENSE, dependencies by version',
    (name: HostPackage) => {
      const installed = join(appDir, 'node_modules/@tessera', name)
      const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
      expect(manifest.private).toBeUndefined()
      expect(manifest.license).toBe('MIT')
      for (const file of ['README.md', 'LICENSE', manifest.main, manifest.types])
        expect(existsSync(join(installed, file)), file).toBe(true)
      expect(manifest.exports['.']).toEqual({ types: manifest.types, import: manifest.main })
      const ranges = Object.values({ ...manifest.dependencies, ...manifest.peerDependencies })
      expect(ranges.filter((range) => /^(\*|workspace:|file:)/.test(String(range)))).toEqual([])
      expect(manifest.devDependencies).toBeUndefined()
    },
  )

  test('#20 the quick start type-checks against the packed declarations', async () => {
    const { stdout } = await run('npx', ['tsc', '-p', '.'], { cwd: appDir, env: userEnv() })
    expect(stdout).toBe('')
  }, 180_000)

  test('#20 the built app logs in with an email code through the wagmi connector and signs a personal_sign message that verifies for the account', async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto(site.url)
    await page.getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log in', exact: true })
    const email = `packed-${Date.now()}@example.com`
    await dialog.getByLabel('Email', { exact: true }).fill(email)
    await dialog.getByLabel('Email', { exact: true }).press('Enter')
    const code = dialog.getByLabel('Code from the email')
    await code.fill(await stack.readOtp(email))
    await code.press('Enter')
    const address = (await page.getByTestId('address').textContent()) as Hex
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await decideInWallet(page.frameLocator('iframe'), 'Approve')
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: signedMessage, signature })).toBe(true)
  })
})
