import type { WalletEngine } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import type { StandaloneMode } from '@tessera/protocol'
import { describe, expect, test, vi } from 'vitest'
import type { WalletPolicy } from '../app/AppConfig.js'
import type { FrameLogins } from '../login/createFrameLogins.js'
import type { ParentChannel } from '../messaging/ParentChannel.js'
import { createSessionStore } from '../session/createSessionStore.js'
import type { LoggedInUser } from '../session/LoggedInUser.js'
import type { LocalStorageKeys, SessionStorageKeys } from '../session/walletStorageKeys.js'
import { createScopedStorage } from '../storage/createScopedStorage.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createTestVault } from '../testing/createTestVault.js'
import { sampleUser } from '../testing/sampleUser.js'
import { createWalletFrame } from './createWalletFrame.js'
import type { StartEngine } from './FrameEngine.js'

const appId = 'f'.repeat(40)
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

type SetupOptions = {
  /** A login this tab stashed on its last page hide. */
  stashed?: LoggedInUser
  /** A login made in another tab: its session and sealed `pk` are in the shared storage. */
  otherTabLogin?: LoggedInUser
  /** Whether another tab answers LOGIN_HELP for that login (default: nobody, false). */
  isHeldElsewhere?: () => Promise<boolean>
  /** HOST-PROTOCOL §D getAppMode's answer (default 2, Full). */
  hostAppMode?: number
  /** What the app's operator allowed (default: nothing). */
  walletPolicy?: WalletPolicy
  standaloneMode?: StandaloneMode
  /** The host announced SPEC §7's optional parent methods (our SDK does, @arcana/auth not). */
  hasOptionalMethods?: boolean
  /** The app's enabled logins (default: email only). */
  logins?: string[]
  /** SPEC §7 optional parent methods beyond setAddressType (with `hasOptionalMethods`). */
  optionalMethods?: Record<string, (...args: unknown[]) => Promise<unknown>>
  /** HOST-PROTOCOL §D getAppConfig's chain type, as ParentChannel.hostChainType parsed it. */
  hostChainType?: () => Promise<string | undefined>
}

async function setup(options: SetupOptions = {}) {
  const calls: [string, ...unknown[]][] = []
  const local = createMemoryStorage()
  const tab = createMemoryStorage()
  const scoped = { appId, onFallback: () => {} }
  const vault = createTestVault(appId)
  const sessionOf = (tabBackend = tab) =>
    createSessionStore({
      local: createScopedStorage<LocalStorageKeys>({ ...scoped, backend: () => local }),
      tab: createScopedStorage<SessionStorageKeys>({ ...scoped, backend: () => tabBackend }),
      vault,
      reportSilently: (error) => calls.push(['silent', error]),
    })
  // What earlier pages left in storage: another tab's login, this tab's stash.
  if (options.otherTabLogin) {
    sessionOf(createMemoryStorage()).login(options.otherTabLogin)
    await vi.waitFor(() => expect(local.entries.has(`${appId}:pk`)).toBe(true))
  }
  if (options.stashed) {
    const earlier = sessionOf()
    earlier.adopt(options.stashed)
    await vi.waitFor(() => {
      earlier.stash()
      expect(tab.length).toBe(1)
    })
  }
  const session = sessionOf()
  let onLogin: (user: LoggedInUser) => void = () => {}
  let onBackgroundError: (error: WalletError) => void = () => {}
  let onOtherTabLogout = () => {}
  const engineLogouts: number[] = []
  const engineStarts: Omit<
    Parameters<StartEngine>[0],
    'onChainChanged' | 'onAccountsChanged' | 'onShowCallsStatus'
  >[] = []
  let showCallsStatus: (callBatchId: string) => void = () => {}
  let connectedAt: number | null = 1
  const engine = {
    request: async () => ['0xabc'],
    logout: () => engineLogouts.push(1),
    networks: {
      selected: () => ({ id: 'eip155:31337' }),
      chainIdOf: (id: string) => Number(id.slice('eip155:'.length)),
    },
    approvals: { subscribe: () => () => {}, snapshot: () => ({ pending: [], skipped: [] }) },
    connection: {
      connectedAt: () => connectedAt,
      disconnect: () => {
        connectedAt = null
      },
    },
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
      logins: options.logins ?? ['passwordless'],
      walletPolicy: options.walletPolicy ?? { isNoUiAllowed: false, isKeyExportAllowed: false },
    },
    chains: async () => [],
    keyVerifiers: async () => ({ keyspace: appId, social: [] }),
    session,
    makeLogins: (hooks) => {
      onLogin = hooks.onLogin
      onBackgroundError = hooks.onBackgroundError
      return {
        startOtp: async () => {},
        completeOtp: async () => {
          const user = sampleUser({ loggedInAt: Date.now() })
          hooks.onLogin(user)
          return user
        },
        startSiwe: async (params: unknown) => {
          calls.push(['startSiwe', params])
          return 'the sign-in message'
        },
        completeSiwe: async (signature: string) => {
          calls.push(['completeSiwe', signature])
          const user = sampleUser({ loggedInAt: Date.now(), loginType: 'siwe' })
          hooks.onLogin(user)
          return user
        },
        cancelPending: () => calls.push(['cancelPending']),
      } as unknown as FrameLogins
    },
    makeHelper: (hooks) => {
      onOtherTabLogout = hooks.onLogout
      return {
        isHeldElsewhere: async (address: string) => {
          calls.push(['isHeldElsewhere', address])
          return (await options.isHeldElsewhere?.()) ?? false
        },
        announceLogout: () => calls.push(['announceLogout']),
        close: () => {},
      }
    },
    startEngine: async ({
      onChainChanged: _,
      onAccountsChanged: __,
      onShowCallsStatus,
      ...started
    }) => {
      engineStarts.push(started)
      showCallsStatus = onShowCallsStatus
      return engine
    },
    reportSilently: (error) => calls.push(['silent', error]),
  })
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args])
    }
  const optionalMethods: Record<string, (...args: unknown[]) => Promise<unknown>> = {
    setAddressType: record('setAddressType'),
    closePopup: record('closePopup'),
    ...options.optionalMethods,
  }
  const channel = {
    emit: (...args: unknown[]) => calls.push(['emit', ...args]),
    respond: (...args: unknown[]) => calls.push(['respond', ...args]),
    optional: (method: string) =>
      options.hasOptionalMethods ? optionalMethods[method] : undefined,
    // What ParentChannel.describeHost parsed from the host's answers (HOST-PROTOCOL §D).
    // The handshake's origin (ParentChannel.origin), never what the host says of itself.
    origin: 'http://localhost:8557',
    describeHost: async () => ({
      appMode: options.hostAppMode ?? 2,
      sdkVersion: 'v3',
      walletPosition: 'left',
    }),
    hostChainType: options.hostChainType ?? (async () => undefined),
    parent: {
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
    engine,
    engineLogouts,
    engineModes: () => engineStarts.map(({ appMode }) => appMode),
    engineStarts,
    local,
    login: () => onLogin,
    /** A background login (the magic link) failing. */
    backgroundError: (error: WalletError) => onBackgroundError(error),
    /** The engine telling of an app's wallet_showCallsStatus. */
    showCallsStatus: (callBatchId: string) => showCallsStatus(callBatchId),
    otherTabLogout: () => onOtherTabLogout(),
  }
}

describe('createWalletFrame', () => {
  test('error: X-075 a passwordless (magic link) verify failure is logged only: reported silently, nothing told to the host, still logged out', async () => {
    const { frame, channel, calls, named, backgroundError } = await setup()
    await frame.attach(channel)
    await flush()
    const before = calls.length
    const failure = new WalletError('W-137', { details: 'link_expired' })
    backgroundError(failure)
    await flush()
    expect(calls.slice(before)).toEqual([['silent', failure]])
    expect(named('emit')).toEqual([])
    expect(await frame.handlers.isLoggedIn()).toBe(false)
  })

  test('R-038: before login, calls that need a login answer 4100 unauthorized', async () => {
    const { frame, channel, named } = await setup()
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

  test("default: #19 SIWE initSiweLogin writes the message for the host's handshake origin and the app's name; completeSiweLogin logs in and emits connect", async () => {
    const { frame, channel, named } = await setup({ logins: ['siwe'] })
    await frame.attach(channel)
    const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    expect(await frame.handlers.initSiweLogin({ address, chainId: 1 })).toEqual({
      message: 'the sign-in message',
    })
    expect(named('startSiwe')).toEqual([
      ['startSiwe', { address, chainId: 1, hostOrigin: 'http://localhost:8557', appName: 'Shop' }],
    ])
    await frame.handlers.completeSiweLogin({ signature: '0x12' })
    await flush()
    expect(named('completeSiwe')).toEqual([['completeSiwe', '0x12']])
    expect(named('emit')).toEqual([['emit', 'connect', { chainId: '0x7a69' }]])
  })

  test("attack: #19 SIWE a host that stalls describeHost still gets a message for its own origin, never the wallet's", async () => {
    const { frame, channel, named } = await setup({ logins: ['siwe'] })
    const stalled = { ...channel, describeHost: () => new Promise(() => {}) } as ParentChannel
    void frame.attach(stalled)
    const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    await frame.handlers.initSiweLogin({ address, chainId: 1 })
    expect(named('startSiwe')).toMatchObject([
      ['startSiwe', { hostOrigin: 'http://localhost:8557' }],
    ])
  })

  test('error: #19 SIWE an app without siwe refuses both methods with invalid_params (-32602)', async () => {
    const { frame, channel, named } = await setup()
    await frame.attach(channel)
    for (const call of [
      () => frame.handlers.initSiweLogin({ address: `0x${'1'.repeat(40)}`, chainId: 1 }),
      () => frame.handlers.completeSiweLogin({ signature: '0x12' }),
    ])
      await expect(call()).rejects.toMatchObject({
        code: 'invalid_params',
        shortMessage: 'Sign-In with Ethereum is not enabled for this app',
      })
    expect([...named('startSiwe'), ...named('completeSiwe')]).toEqual([])
  })

  test('I-008 S-065: a login reports its session, emits connect once with the chain in hex', async () => {
    const { frame, channel, named } = await setup()
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

  test('attack: #17 getUserInfo of a host whose connection was revoked tells nothing that leads to the account', async () => {
    const { frame, channel, engine } = await setup()
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    const user = sampleUser()
    expect(frame.handlers.getUserInfo()).toMatchObject({
      address: user.address,
      publicKey: user.publicKey,
    })
    engine.connection.disconnect()
    // No id or email to look the key up by (getPublicKey answers any host), no token.
    expect(frame.handlers.getUserInfo()).toEqual({
      loginType: user.loginType,
      id: '',
      address: '',
      publicKey: '',
      loginToken: '',
      userDIDToken: '',
    })
  })

  test('S-052 S-053: logout rejects pending requests, clears storage, tells other tabs, emits disconnect', async () => {
    const { frame, channel, named, engineLogouts, local } = await setup()
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
    const { frame, channel } = await setup()
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

  test('default: #17 EIP-5792 an app asking to show its batch expands the wallet on that batch, also before the screens listen', async () => {
    const { frame, channel, showCallsStatus } = await setup()
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    showCallsStatus('batch-1')
    const targets: unknown[] = []
    frame.subscribeToExpand((target) => targets.push(target))
    expect(targets).toEqual([{ callBatchId: 'batch-1' }])
    await frame.handlers.expandWallet()
    showCallsStatus('batch-2')
    expect(targets).toEqual([{ callBatchId: 'batch-1' }, undefined, { callBatchId: 'batch-2' }])
  })

  test('behavior: #17 a batch nobody was shown yet is forgotten at logout: the next login is not shown it', async () => {
    const { frame, channel, showCallsStatus } = await setup()
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    showCallsStatus('batch-1')
    frame.logout()
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    const targets: unknown[] = []
    frame.subscribeToExpand((target) => targets.push(target))
    expect(targets).toEqual([])
  })

  test('behavior: an expandWallet right after a reload waits for the stored login instead of failing', async () => {
    const { frame, channel } = await setup({ stashed: sampleUser({ loggedInAt: Date.now() }) })
    await frame.attach(channel)
    let expands = 0
    frame.subscribeToExpand(() => expands++)
    await frame.handlers.expandWallet()
    expect(expands).toBe(1)
  })

  test('S-053: LOGOUT from another tab logs out without announcing again', async () => {
    const { frame, channel, named, otherTabLogout } = await setup()
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    otherTabLogout()
    expect(named('announceLogout')).toHaveLength(0)
    expect(named('emit').at(-1)).toEqual(['emit', 'disconnect'])
  })

  test('S-055: a stashed login comes back with connect and without a new session', async () => {
    const { frame, channel, named } = await setup({
      stashed: sampleUser({ loggedInAt: Date.now() }),
    })
    await frame.attach(channel)
    await flush()
    expect(await frame.handlers.isLoggedIn()).toBe(true)
    expect(named('emit')).toEqual([['emit', 'connect', { chainId: '0x7a69' }]])
    expect(named('setSessionID')).toHaveLength(0)
  })

  test('behavior: other tabs are asked only when a session and a cached login are stored, by address only', async () => {
    const fresh = await setup()
    await fresh.frame.attach(fresh.channel)
    expect(fresh.named('isHeldElsewhere')).toHaveLength(0)
    const other = sampleUser({ loggedInAt: Date.now() })
    const withLogin = await setup({ otherTabLogin: other })
    await withLogin.frame.attach(withLogin.channel)
    await vi.waitFor(() =>
      expect(withLogin.named('isHeldElsewhere')).toEqual([['isHeldElsewhere', other.address]]),
    )
  })

  test('behavior: with a stored session and no tab answering, isLoggedIn is false at once', async () => {
    const { frame, channel, named } = await setup({
      otherTabLogin: sampleUser({ loggedInAt: Date.now() }),
      isHeldElsewhere: () => new Promise(() => {}), // the 1 s broadcast wait, never answered here
    })
    await frame.attach(channel)
    const answer = await Promise.race([
      frame.handlers.isLoggedIn(),
      flush().then(() => 'still waiting'),
    ])
    expect(answer).toBe(false)
    await vi.waitFor(() => expect(named('isHeldElsewhere')).toHaveLength(1))
  })

  test('S-053: a later LOGIN_HELP answer logs the frame in from its own cache and emits connect then', async () => {
    let answer: (isHeld: boolean) => void = () => {}
    const other = sampleUser({ loggedInAt: Date.now() })
    const { frame, channel, named } = await setup({
      otherTabLogin: other,
      isHeldElsewhere: () => new Promise((resolve) => (answer = resolve)),
    })
    await frame.attach(channel)
    expect(await frame.handlers.isLoggedIn()).toBe(false)
    expect(named('emit')).toEqual([])
    await vi.waitFor(() => expect(named('isHeldElsewhere')).toHaveLength(1))
    answer(true)
    await vi.waitFor(() =>
      expect(named('emit')).toEqual([['emit', 'connect', { chainId: '0x7a69' }]]),
    )
    expect(await frame.handlers.isLoggedIn()).toBe(true)
    expect(frame.state()).toMatchObject({ user: { privateKey: other.privateKey } })
    expect(named('setSessionID')).toHaveLength(0)
  })

  test('I-002 P-026: a fresh login starts its engine in the mode the host names, NoUI where the app allows it', async () => {
    const noUi = await setup({
      hostAppMode: 0,
      walletPolicy: { isNoUiAllowed: true, isKeyExportAllowed: true },
    })
    await noUi.frame.attach(noUi.channel)
    await noUi.frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(noUi.engineStarts).toMatchObject([{ appMode: 'noUI', isKeyExportAllowed: true }])
    expect(noUi.frame.state()).toMatchObject({ status: 'loggedIn', appMode: 'noUI' })
    const widget = await setup({ hostAppMode: 1 })
    await widget.frame.attach(widget.channel)
    await widget.frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(widget.engineStarts).toMatchObject([{ appMode: 'widget', isKeyExportAllowed: false }])
  })

  test('behavior: issue 15 finding 2: a host asking NoUI for an app not allowed it gets Widget, without key export', async () => {
    const { frame, channel, engineStarts } = await setup({ hostAppMode: 0 })
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(engineStarts).toMatchObject([{ appMode: 'widget', isKeyExportAllowed: false }])
  })

  test('behavior: issue 15 finding 2: NoUI without key export allowed starts the engine without it', async () => {
    const { frame, channel, engineStarts } = await setup({
      hostAppMode: 0,
      walletPolicy: { isNoUiAllowed: true, isKeyExportAllowed: false },
    })
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(engineStarts).toMatchObject([{ appMode: 'noUI', isKeyExportAllowed: false }])
  })

  test.each(['stashed', 'shared', 'reconnected'] as const)(
    'behavior: issue 15 finding 2: a %s login never runs in NoUI, even where the app allows it',
    async (source) => {
      const user = sampleUser({ loggedInAt: Date.now() })
      const { frame, channel, engineStarts, local } = await setup({
        hostAppMode: 0,
        walletPolicy: { isNoUiAllowed: true, isKeyExportAllowed: true },
        ...(source === 'stashed' ? { stashed: user } : { otherTabLogin: user }),
        ...(source === 'shared' ? { isHeldElsewhere: async () => true } : {}),
      })
      await frame.attach(channel)
      if (source === 'reconnected') {
        const stored = JSON.parse(local.getItem(`${appId}:session`) ?? '{}') as {
          v: { sessionID: string }
        }
        expect(await frame.reconnect(stored.v.sessionID)).toBeNull()
      }
      await vi.waitFor(() => expect(frame.state().status).toBe('loggedIn'))
      expect(engineStarts).toMatchObject([{ appMode: 'widget', isKeyExportAllowed: false }])
      expect(frame.state()).toMatchObject({ appMode: 'widget' })
    },
  )

  test('behavior: the address type is reported only to a parent that announced setAddressType', async () => {
    const ours = await setup({ hasOptionalMethods: true })
    await ours.frame.attach(ours.channel)
    await ours.frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(ours.named('setAddressType')).toEqual([['setAddressType', 'eoa']])
    const arcana = await setup({ hasOptionalMethods: false })
    await arcana.frame.attach(arcana.channel)
    await arcana.frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(arcana.named('setAddressType')).toEqual([])
    expect(arcana.named('silent')).toEqual([])
  })

  test('S-069: standalone modes 1 and 2 close through wallet_close and never size the iframe', async () => {
    const standalone = await setup({ standaloneMode: 1 })
    await standalone.frame.attach(standalone.channel)
    expect(standalone.frame.presentation).toBe('standalone')
    standalone.frame.closeWallet?.()
    expect(standalone.named('emit')).toEqual([['emit', 'wallet_close']])
    await standalone.frame.handlers.completeOTPLogin('123456')
    await flush()
    standalone.frame.handlers.logout()
    expect(standalone.named('setIframeStyle')).toEqual([])
    const embedded = await setup()
    expect(embedded.frame.presentation).toBe('embedded')
    expect(embedded.frame.closeWallet).toBeNull()
  })

  test('behavior: a host that never answers getAppConfig still has its app mode learnt (penpal has no call timeout)', async () => {
    const { frame, channel, engineStarts } = await setup({
      hostAppMode: 1,
      hostChainType: () => new Promise(() => {}),
    })
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    expect(engineStarts).toMatchObject([{ appMode: 'widget' }])
  })

  test("I-003: a host whose getAppConfig names another family than the app's is told W-131 silently", async () => {
    const { frame, channel, named } = await setup({ hostChainType: async () => 'solana_cv25519' })
    await frame.attach(channel)
    await flush()
    expect(named('silent')).toEqual([['silent', expect.objectContaining({ code: 'W-131' })]])
  })

  test('error: a host popup that could not open (window.open blocked, -32603) is reported silently and the caller told; a close by the user (4001) is neither', async () => {
    const blocked = {
      code: -32603,
      message: 'The popup was blocked',
      data: { code: 'popup_blocked' },
    }
    const answers = [Promise.reject(blocked), Promise.reject({ code: 4001, message: 'closed' })]
    for (const answer of answers) answer.catch(() => {})
    const { frame, channel, named } = await setup({
      hasOptionalMethods: true,
      optionalMethods: { openPopup: () => answers.shift() as Promise<unknown> },
    })
    await frame.attach(channel)
    const failed: string[] = []
    expect(frame.openHostPopup('http://buy/1', () => failed.push('first'))).toBe(true)
    expect(frame.openHostPopup('http://buy/2', () => failed.push('second'))).toBe(true)
    await flush()
    expect(failed).toEqual(['first'])
    expect(named('silent')).toEqual([['silent', blocked]])
  })

  test('I-010: logout closes the host popup while any the wallet asked for is still open', async () => {
    const settles: (() => void)[] = []
    const { frame, channel, named } = await setup({
      hasOptionalMethods: true,
      optionalMethods: { openPopup: () => new Promise<void>((resolve) => settles.push(resolve)) },
    })
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    frame.openHostPopup('http://buy/1', () => {})
    frame.openHostPopup('http://buy/2', () => {})
    settles[0]?.()
    await flush()
    frame.handlers.logout()
    expect(named('closePopup')).toEqual([['closePopup']])
  })

  test('I-006: a getLoginSource answer that arrives after the logout is not recorded', async () => {
    let answer: (source: string) => void = () => {}
    const { frame, channel, local } = await setup({
      hasOptionalMethods: true,
      optionalMethods: {
        getLoginSource: () =>
          new Promise<string>((resolve) => {
            answer = resolve
          }),
      },
    })
    await frame.attach(channel)
    await frame.handlers.completeOTPLogin('123456')
    await flush()
    frame.handlers.logout()
    answer('google')
    await flush()
    expect(local.getItem(`${appId}:loginSource`)).toBeNull()
  })
})
