import { needsApproval } from '@tessera/protocol'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ProviderRpcError } from './ProviderRpcError.js'
import { TesseraProvider, type TesseraProviderParameters } from './TesseraProvider.js'

const address = '0x1111111111111111111111111111111111111111'
const connect = { type: 'connect', chainId: '0x7a69' } as const

function setup(overrides: Partial<TesseraProviderParameters> = {}) {
  const sent: { id: number; method: string; params?: unknown }[] = []
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })
  const login = vi.fn(async () => provider.handleWalletEvent(connect))
  const provider: TesseraProvider = new TesseraProvider({
    sendRequest: async (request) => {
      sent.push(request)
    },
    whenReady: () => ready,
    login,
    waitsForUser: needsApproval,
    requestTimeoutMs: 1_000,
    ...overrides,
  })
  const events: [string, unknown][] = []
  for (const name of [
    'connect',
    'disconnect',
    'chainChanged',
    'accountsChanged',
    'message',
  ] as const)
    provider.on(name, (value: unknown) => events.push([name, value]))
  const loggedIn = () => {
    markReady()
    provider.handleWalletEvent(connect)
    events.length = 0
  }
  const lastSent = () => sent.at(-1) ?? expect.fail('nothing sent')
  return { provider, sent, events, login, markReady, loggedIn, lastSent }
}

/** Lets queued promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderRpcError)
      const { code, message, data } = error as ProviderRpcError
      return { code, message, data }
    },
  )

afterEach(() => {
  vi.useRealTimers()
})

describe('TesseraProvider.request', () => {
  test('default: resolves with the onMethodResponse result of the same id and method', async () => {
    const { provider, loggedIn, lastSent } = setup()
    loggedIn()
    const accounts = provider.request({ method: 'eth_accounts' })
    await flush()
    expect(lastSent()).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_accounts' })
    provider.handleMethodResponse({ method: 'eth_accounts', id: 1, ok: true, result: [address] })
    await expect(accounts).resolves.toEqual([address])
  })

  test('behavior: a request made before init() is queued and sent once the frame is ready', async () => {
    const { provider, sent, markReady, lastSent } = setup()
    const signature = provider.request({ method: 'personal_sign', params: ['0x00', address] })
    await flush()
    expect(sent).toEqual([])
    markReady()
    provider.handleWalletEvent(connect)
    await flush()
    expect(lastSent()).toMatchObject({ method: 'personal_sign', params: ['0x00', address] })
    provider.handleMethodResponse({ method: 'personal_sign', id: 1, ok: true, result: '0xsig' })
    await expect(signature).resolves.toBe('0xsig')
  })

  test('error: 4100 unauthorized before login, without asking the frame', async () => {
    const { provider, sent, markReady } = setup()
    markReady()
    expect(await rejection(provider.request({ method: 'personal_sign', params: [] }))).toEqual({
      code: 4100,
      message: 'Not logged in: log in before sending requests',
      data: { code: 'unauthorized' },
    })
    expect(sent).toEqual([])
  })

  test('behavior: logged out, eth_accounts is [] and eth_requestAccounts logs in first', async () => {
    const { provider, login, markReady, lastSent } = setup()
    markReady()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(login).not.toHaveBeenCalled()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await flush()
    expect(lastSent()).toMatchObject({ method: 'eth_requestAccounts' })
    provider.handleMethodResponse({
      method: 'eth_requestAccounts',
      id: 1,
      ok: true,
      result: [address],
    })
    await expect(accounts).resolves.toEqual([address])
    expect(login).toHaveBeenCalledOnce()
  })

  test('behavior: eth_chainId is answered from the chain the wallet reported', async () => {
    const { provider, loggedIn, sent } = setup()
    loggedIn()
    provider.handleWalletEvent({ type: 'chainChanged', chainId: '0x7a6a' })
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')
    expect(sent).toEqual([])
  })

  test.each([
    [
      'user_deny',
      { code: 4001, message: 'User rejected the request', data: { code: 'user_deny' } },
    ],
    [
      'operation_not_supported',
      { code: 4200, message: 'Operation not supported', data: { code: 'operation_not_supported' } },
    ],
    [
      'all_disconnected',
      { code: 4900, message: 'The wallet is disconnected', data: { code: 'all_disconnected' } },
    ],
    [
      { code: 4902, message: 'Chain Id 5 is not in the list', data: { code: '4902' } },
      { code: 4902, message: 'Chain Id 5 is not in the list', data: { code: '4902' } },
    ],
    [
      { code: -32602, message: 'RPC URL already exists', data: { code: 'W-101' } },
      { code: -32602, message: 'RPC URL already exists', data: { code: 'W-101' } },
    ],
    [
      { code: 4901, message: 'not connected to that chain' },
      { code: 4901, message: 'not connected to that chain', data: { code: '4901' } },
    ],
    ['boom', { code: -32603, message: 'boom', data: { code: 'W-131' } }],
    [{ weird: true }, { code: -32603, message: 'Something went wrong', data: { code: 'W-131' } }],
  ])('error: the wallet answering %j rejects with the standard code', async (error, expected) => {
    const { provider, loggedIn } = setup()
    loggedIn()
    const request = provider.request({ method: 'wallet_switchEthereumChain', params: [] })
    await flush()
    provider.handleMethodResponse({ method: 'wallet_switchEthereumChain', id: 1, ok: false, error })
    expect(await rejection(request)).toEqual(expected)
  })

  test.each([[undefined], [{}], [{ method: '' }], [{ method: 'eth_accounts', params: 'x' }]])(
    'error: -32602 for request(%j)',
    async (args) => {
      const { provider } = setup()
      expect((await rejection(provider.request(args as never))).code).toBe(-32602)
    },
  )

  test('behavior: a response with another method or an unknown id settles nothing', async () => {
    const { provider, loggedIn } = setup()
    loggedIn()
    const request = provider.request({ method: 'eth_accounts' })
    await flush()
    provider.handleMethodResponse({ method: 'eth_chainId', id: 1, ok: true, result: '0x1' })
    provider.handleMethodResponse({ method: 'eth_accounts', id: 99, ok: true, result: [] })
    let isSettled = false
    request.finally(() => {
      isSettled = true
    })
    await flush()
    expect(isSettled).toBe(false)
    provider.handleMethodResponse({ method: 'eth_accounts', id: 1, ok: true, result: [address] })
    await expect(request).resolves.toEqual([address])
  })
})

describe('TesseraProvider timeouts', () => {
  test('error: 4900 request timed out when init() never happens', async () => {
    vi.useFakeTimers()
    const { withTimeout } = await import('./withTimeout.js')
    const { provider } = setup({ whenReady: () => withTimeout(new Promise(() => {}), 1_000) })
    const request = rejection(provider.request({ method: 'eth_accounts' }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await request).toMatchObject({ code: 4900, message: 'request timed out' })
  })

  test('error: 4900 when the frame never takes the call', async () => {
    vi.useFakeTimers()
    const { provider, loggedIn } = setup({ sendRequest: () => new Promise(() => {}) })
    loggedIn()
    const request = rejection(provider.request({ method: 'eth_accounts' }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await request).toEqual({
      code: 4900,
      message: 'request timed out',
      data: { code: 'all_disconnected' },
    })
  })

  test('error: 4900 when a request needing no approval is never answered', async () => {
    vi.useFakeTimers()
    const { provider, loggedIn } = setup()
    loggedIn()
    const request = rejection(provider.request({ method: 'eth_blockNumber' }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect((await request).code).toBe(4900)
  })

  test('behavior: a request waiting for the user approval is not timed out', async () => {
    vi.useFakeTimers()
    const { provider, loggedIn } = setup()
    loggedIn()
    const request = provider.request({ method: 'eth_sendTransaction', params: [{}] })
    await vi.advanceTimersByTimeAsync(60_000)
    provider.handleMethodResponse({ method: 'eth_sendTransaction', id: 1, ok: true, result: '0xh' })
    await expect(request).resolves.toBe('0xh')
  })
})

describe('TesseraProvider events (HOST-PROTOCOL §E)', () => {
  test('default: connect, chainChanged, accountsChanged and message become EIP-1193 events', () => {
    const { provider, events, markReady } = setup()
    markReady()
    provider.handleWalletEvent(connect)
    provider.handleWalletEvent(connect)
    provider.handleWalletEvent({ type: 'chainChanged', chainId: '0x7a6a' })
    provider.handleWalletEvent({ type: 'chainChanged', chainId: '0x7a6a' })
    provider.handleWalletEvent({ type: 'accountsChanged', account: address })
    provider.handleWalletEvent({ type: 'message', message: 'mfa_flow' })
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', [address]],
      ['message', { type: 'mfa_flow', data: null }],
    ])
    expect(provider.isConnected()).toBe(true)
  })

  test('behavior: EIP-2255 no account (a revoked connection) becomes accountsChanged []', () => {
    const { provider, events, markReady } = setup()
    markReady()
    provider.handleWalletEvent({ type: 'accountsChanged', account: null })
    expect(events).toEqual([['accountsChanged', []]])
  })

  test('behavior: disconnect emits 4900 and rejects every pending request and login wait', async () => {
    const { provider, events, loggedIn } = setup()
    loggedIn()
    const approval = rejection(provider.request({ method: 'personal_sign', params: [] }))
    await flush()
    provider.handleWalletEvent({ type: 'disconnect' })
    const login = rejection(provider.waitForConnect())
    provider.disconnect(new ProviderRpcError(4900, 'gone', { code: 'all_disconnected' }))
    expect((await approval).code).toBe(4900)
    expect((await login).message).toBe('gone')
    expect(events).toEqual([['disconnect', expect.objectContaining({ code: 4900 })]])
    expect(provider.isConnected()).toBe(false)
  })

  test('behavior: removeListener stops delivery', () => {
    const { provider, markReady } = setup()
    markReady()
    const listener = vi.fn()
    provider.on('chainChanged', listener).removeListener('chainChanged', listener)
    provider.handleWalletEvent({ type: 'chainChanged', chainId: '0x1' })
    expect(listener).not.toHaveBeenCalled()
  })

  test('behavior: restoreSession of a Solana app: eth_chainId answered 4200 still counts as connected', async () => {
    const { provider, events, markReady } = setup()
    markReady()
    const restored = provider.restoreSession()
    await flush()
    provider.handleMethodResponse({
      method: 'eth_chainId',
      id: 1,
      ok: false,
      error: {
        code: 4200,
        message: 'The method eth_chainId is not supported',
        data: { code: 'method_not_supported' },
      },
    })
    await restored
    expect(provider.isConnected()).toBe(true)
    expect(events).toEqual([]) // no chain id to announce yet
    provider.handleWalletEvent({ type: 'connect', chainId: '0x3' })
    expect(events).toEqual([['connect', { chainId: '0x3' }]])
  })

  test.each([
    ['operation_not_supported', true],
    ['user_deny', false],
    ['all_disconnected', false],
    [{ code: -32603, message: 'boom' }, false],
  ])(
    'behavior: restoreSession with eth_chainId answered %j: connected %s',
    async (error, isConnected) => {
      const { provider, markReady } = setup()
      markReady()
      const restored = provider.restoreSession()
      await flush()
      provider.handleMethodResponse({ method: 'eth_chainId', id: 1, ok: false, error })
      await restored
      expect(provider.isConnected()).toBe(isConnected)
    },
  )

  test('behavior: restoreSession treats an unanswered eth_chainId as logged out', async () => {
    vi.useFakeTimers()
    const { provider, markReady } = setup()
    markReady()
    const restored = provider.restoreSession()
    await vi.advanceTimersByTimeAsync(1_000)
    await restored
    expect(provider.isConnected()).toBe(false)
  })

  test('behavior: restoreSession connects on the chain the wallet answers', async () => {
    const { provider, events, markReady, lastSent } = setup()
    markReady()
    const restored = provider.restoreSession()
    await flush()
    expect(lastSent()).toMatchObject({ method: 'eth_chainId' })
    provider.handleMethodResponse({ method: 'eth_chainId', id: 1, ok: true, result: '0x7a69' })
    await restored
    expect(events).toEqual([['connect', { chainId: '0x7a69' }]])
  })
})
