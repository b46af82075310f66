import type { WalletEngine } from '@tessera/engine'
import type { StandaloneMode } from '@tessera/protocol'
import { describe, expect, test } from 'vitest'
import type { ParentChannel } from '../channel/ParentChannel.js'
import type { FrameLogins } from '../login/createFrameLogins.js'
import { createSessionStore } from '../session/createSessionStore.js'
import type { LoggedInUser } from '../session/LoggedInUser.js'
import type { LocalStorageKeys, SessionStorageKeys } from '../session/walletStorageKeys.js'
import { createScopedStorage } from '../storage/createScopedStorage.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { sampleUser } from '../testing/sampleUser.js'
import { createWalletFrame } from './createWalletFrame.js'
import type { AppModeName } from './FrameEngine.js'

const appId = 'f'.repeat(40)
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

type SetupOptions = {
  stashed?: LoggedInUser
  otherTabSession?: boolean
  /** What the other tabs answer to LOGIN_HELP (default: nobody, null). */
  askForLogin?: () => Promise<LoggedInUser | null>
  /** HOST-PROTOCOL §D getAppMode's answer (default 2, Full). */
  hostAppMode?: number
  standaloneMode?: StandaloneMode
  /** The host announced SPEC §7's optional parent methods (our SDK does, @arcana/auth not). */
  hasOptionalMethods?: boolean
}

function setup(options: SetupOptions = {}) {
  const calls: [string, ...unknown[]][] = []
  const local = createMemoryStorage()
  const tab = createMemoryStorage()
  const scoped = { appId, onFallback: () => {} }
  const session = createSessionStore({
    local: createScopedStorage<LocalStorageKeys>({ ...scoped, backend: () => local }),
    tab: createScopedStorage<SessionStorageKeys>({ ...scoped, backend: () => tab }),
  })
  if (options.otherTabSession)
    local.setItem(
      `${appId}:session`,
      JSON.stringify({ v: { sessionID: 's', sessionExpiry: Date.now() + 60_000, timestamp: 0 } }),
    )
  if (options.stashed) {
    session.adopt(options.stashed)
    session.stash()
  }
  let onLogin: (user: LoggedInUser) => void = () => {}
  let onOtherTabLogout = () => {}
  const engineLogouts: number[] = []
  const engineModes: AppModeName[] = []
  const engine = {
    request: async () => ['0xabc'],
    logout: () => engineLogouts.push(1),
    networks: {
      selected: () => ({ id: 'eip155:31337' }),
      chainIdOf: (id: string) => Number(id.slice('eip155:'.length)),
    },
    approvals: { subscribe: () => () => {}, snapshot: () => ({ pending: [], skipped: [] }) },
  } as unknown as WalletEngine
  const frame = createWalletFrame({
    appId,
    standaloneMode: options.standaloneMode ?? 0,
    isFramed: true,
    walletOrigin: 'http://localhost:8556',
    config: {
      gatewayUrl: 'http://gw',
      authUrl: 'http://auth',
      keyNetwork: { threshold: 1, nodes: [] },
    },
    appConfig: {
      id: appId,
      name: 'Shop',
      family: 'evm',
      isGlobal: false,
      logins: ['passwordless'],
    },
    chains: async () => [],
    keyVerifiers: async () => ({ keyspace: appId, social: [] }),
    session,
    makeLogins: (hooks) => {
      onLogin = hooks.onLogin
      return {
        startOtp: async () => {},
        completeOtp: async () => {
          const user = sampleUser({ loggedInAt: Date.now() })
          hooks.onLogin(user)
          return user
        },
        cancelPending: () => calls.push(['cancelPending']),
      } as unknown as FrameLogins
    },
    makeHelper: (hooks) => {
      onOtherTabLogout = hooks.onLogout
      return {
        askForLogin: async () => {
          calls.push(['askForLogin'])
          return (await options.askForLogin?.()) ?? null
        },
        announceLogout: () => calls.push(['announceLogout']),
        close: () => {},
      }
    },
    startEngine: async ({ appMode }) => {
      engineModes.push(appMode)
      return engine
    },
    reportSilently: (error) => calls.push(['silent', error]),
  })
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args])
    }
  const optionalMethods: Record<string, (...args: unknown[]) => Promise<void>> = {
    setAddressType: record('setAddressType'),
  }
  const channel = {
    emit: (...args: unknown[]) => calls.push(['emit', ...args]),
    respond: (...args: unknown[]) => calls.push(['respond', ...args]),
    allows: () => true,
    optional: (method: string) =>
      options.hasOptionalMethods ? optionalMethods[method] : undefined,
    parent: {
      getAppMode: async () => options.hostAppMode ?? 2,
      getParentUrl: async () => 'http://localhost:8557/shop',
      getSDKVersion: async () => 'v3',
      getWalletPosition: async () => 'left',
      setSessionID: record('setSessionID'),
      setIframeStyle: record('setIframeStyle'),
      sendPendingRequestCount: record('sendPendingRequestCount'),
    },
  } as unknown as ParentChannel
  const named = (name: string) => calls.filter(([call]) => call === name)
  return {
    frame,
    channel,
    calls,
    named,
    engineLogouts,
    engineModes,
    local,
    login: () => onLogin,
    otherTabLogout: () => onOtherTabLogout(),
  }
}

describe('createWalletFrame', () => {
  test('R-038: before login, calls that need a login answer 4100 unauthorized', async () => {
    const { frame, channel, named } = setup()
    await frame.attach(channel)
    expect(await frame.handlers.isLoggedIn()).toBe(false)
    expect(() => frame.handlers.getUserInfo()).toThrow(
      expect.objectContaining({ code: 'unauthorized' }),
    )
    await frame.handlers.sendRequest({ jsonrpc: '2.0', id: 1, method: 'eth_accounts' })
    await flush()
    expect(named('respond')).toEqual([
      [
        'respond',
        'eth_accounts',
        { jsonrpc: '2.0', id: 1, error: expect.objectContaining({ code: 4100 }) },
      ],
    ])
  })

  test('I-008 S-065: a login reports its session, emits connect once with the chain in hex', async () => {
    const { frame, channel, named } = setup()
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(named('setSessionID')).toHaveLength(1)
    expect(named('emit')).toEqual([['emit', 'connect', { chainId: '0x7a69' }]])
    expect(frame.state()).toMatchObject({ status: 'loggedIn', appMode: 'full' })
    expect(frame.hostInfo()).toEqual({ sdkVersion: 'v3', walletPosition: 'left' })
    expect(frame.hostOrigin()).toBe('http://localhost:8557')
    await expect(frame.handlers.initOTPLogin('a@b.co')).rejects.toMatchObject({
      code: 'invalid_params',
    })
    expect(frame.handlers.getUserInfo()).not.toHaveProperty('privateKey')
  })

  test('S-052 S-053: logout rejects pending requests, clears storage, tells other tabs, emits disconnect', async () => {
    const { frame, channel, named, engineLogouts, local } = setup()
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    frame.handlers.logout()
    expect(engineLogouts).toHaveLength(1)
    expect(named('announceLogout')).toHaveLength(1)
    expect(named('emit').at(-1)).toEqual(['emit', 'disconnect'])
    expect(named('setIframeStyle').at(-1)).toEqual([
      'setIframeStyle',
      { width: '0px', height: '0px' },
    ])
    expect([...local.entries.keys()]).toEqual([`${appId}:loginCount`])
    expect(frame.state().status).toBe('loggedOut')
  })

  test('behavior: an expandWallet that comes before the screens listen reaches the first listener', async () => {
    const { frame, channel } = setup()
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    await frame.handlers.expandWallet()
    let expands = 0
    const unsubscribe = frame.subscribeToExpand(() => expands++)
    expect(expands).toBe(1)
    // Heard once: a second screen (or a remount) does not expand again.
    frame.subscribeToExpand(() => expands++)
    expect(expands).toBe(1)
    await frame.handlers.expandWallet()
    expect(expands).toBe(3)
    unsubscribe()
  })

  test('behavior: an expandWallet right after a reload waits for the stored login instead of failing', async () => {
    const { frame, channel } = setup({ stashed: sampleUser({ loggedInAt: Date.now() }) })
    await frame.attach(channel)
    let expands = 0
    frame.subscribeToExpand(() => expands++)
    await frame.handlers.expandWallet()
    expect(expands).toBe(1)
  })

  test('S-053: LOGOUT from another tab logs out without announcing again', async () => {
    const { frame, channel, named, otherTabLogout } = setup()
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    otherTabLogout()
    expect(named('announceLogout')).toHaveLength(0)
    expect(named('emit').at(-1)).toEqual(['emit', 'disconnect'])
  })

  test('S-055: a stashed login comes back with connect and without a new session', async () => {
    const { frame, channel, named } = setup({ stashed: sampleUser({ loggedInAt: Date.now() }) })
    await frame.attach(channel)
    await flush()
    expect(await frame.handlers.isLoggedIn()).toBe(true)
    expect(named('emit')).toEqual([['emit', 'connect', { chainId: '0x7a69' }]])
    expect(named('setSessionID')).toHaveLength(0)
  })

  test('behavior: other tabs are asked for their login only when a session is stored', async () => {
    const fresh = setup()
    await fresh.frame.attach(fresh.channel)
    expect(fresh.named('askForLogin')).toHaveLength(0)
    const withSession = setup({ otherTabSession: true })
    await withSession.frame.attach(withSession.channel)
    expect(withSession.named('askForLogin')).toHaveLength(1)
  })

  test('behavior: with a stored session and no tab answering, isLoggedIn is false at once', async () => {
    const { frame, channel, named } = setup({
      otherTabSession: true,
      askForLogin: () => new Promise(() => {}), // the 1 s broadcast wait, never answered here
    })
    await frame.attach(channel)
    const answer = await Promise.race([
      frame.handlers.isLoggedIn(),
      flush().then(() => 'still waiting'),
    ])
    expect(answer).toBe(false)
    expect(named('askForLogin')).toHaveLength(1)
  })

  test('S-053: a later LOGIN_HELP answer logs the frame in and emits connect then', async () => {
    let answer: (user: LoggedInUser) => void = () => {}
    const { frame, channel, named } = setup({
      otherTabSession: true,
      askForLogin: () => new Promise((resolve) => (answer = resolve)),
    })
    await frame.attach(channel)
    expect(await frame.handlers.isLoggedIn()).toBe(false)
    expect(named('emit')).toEqual([])
    answer(sampleUser({ loggedInAt: Date.now() }))
    await flush()
    expect(named('emit')).toEqual([['emit', 'connect', { chainId: '0x7a69' }]])
    expect(await frame.handlers.isLoggedIn()).toBe(true)
    expect(named('setSessionID')).toHaveLength(0)
  })

  test('I-002 P-026: a restored login starts its engine in the app mode the host names', async () => {
    const { frame, channel, engineModes } = setup({
      stashed: sampleUser({ loggedInAt: Date.now() }),
      hostAppMode: 0,
    })
    await frame.attach(channel)
    expect(await frame.handlers.isLoggedIn()).toBe(true)
    expect(engineModes).toEqual(['noUI'])
    expect(frame.state()).toMatchObject({ status: 'loggedIn', appMode: 'noUI' })
  })

  test('behavior: the address type is reported only to a parent that announced setAddressType', async () => {
    const ours = setup({ hasOptionalMethods: true })
    await ours.frame.attach(ours.channel)
    await ours.frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(ours.named('setAddressType')).toEqual([['setAddressType', 'eoa']])
    const arcana = setup({ hasOptionalMethods: false })
    await arcana.frame.attach(arcana.channel)
    await arcana.frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(arcana.named('setAddressType')).toEqual([])
    expect(arcana.named('silent')).toEqual([])
  })

  test('S-069: standalone modes 1 and 2 close through wallet_close and never size the iframe', async () => {
    const standalone = setup({ standaloneMode: 1 })
    await standalone.frame.attach(standalone.channel)
    expect(standalone.frame.presentation).toBe('standalone')
    standalone.frame.closeWallet?.()
    expect(standalone.named('emit')).toEqual([['emit', 'wallet_close']])
    await standalone.frame.handlers.completeOTPLogin('123456')
    await flush()
    standalone.frame.handlers.logout()
    expect(standalone.named('setIframeStyle')).toEqual([])
    const embedded = setup()
    expect(embedded.frame.presentation).toBe('embedded')
    expect(embedded.frame.closeWallet).toBeNull()
  })
})
