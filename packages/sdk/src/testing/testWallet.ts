// A tiny wallet frame for the SDK's browser tests: a penpal 6 child (HOST-PROTOCOL §B) that
// serves the child methods of §C with canned answers, and exposes `window.testWallet` so a test
// can make it call the host (`parent()`) the way a real or a misbehaving wallet would.
import { connectToParent } from 'penpal'
import { encodeBase58 } from '../solana/base58.js'
import { solanaTestAddress, solanaTestSignature } from './solanaTestAccount.js'

type ParentApi = Record<string, (...args: unknown[]) => Promise<unknown>>
type Request = { id: number; method: string; params?: unknown }
type Config = { hostOrigin: string; address: string; chainId: string }

const config = JSON.parse(document.getElementById('config')?.textContent ?? '{}') as Config
/** The one code `completeOTPLogin` takes. */
const testOtp = '123456'

const state = {
  isLoggedIn: false,
  received: [] as Request[],
  socialUrl: `${location.origin}/popup/finish`,
  /** What `getAvailableLogins` answers; a test may change it. */
  logins: ['google', 'passwordless'],
  /** The addresses `initOTPLogin` was asked to send a code to, in order. */
  otpEmails: [] as string[],
}

const connection = connectToParent<ParentApi>({
  parentOrigin: config.hostOrigin,
  methods: {
    isLoggedIn: () => state.isLoggedIn,
    getAvailableLogins: () => state.logins,
    initSocialLogin: () => state.socialUrl,
    // HOST-PROTOCOL §C: void means the code was sent.
    initOTPLogin: (email: string) => {
      state.otpEmails.push(email)
    },
    // A wrong code is refused as the wallet refuses it (toWireError of W-137); the right one logs in.
    completeOTPLogin: (otp: string) => {
      if (otp !== testOtp)
        throw { code: 4100, message: 'Could not verify credentials', data: { code: 'W-137' } }
      setTimeout(login, 0)
    },
    // HOST-PROTOCOL §C: reply first, then emit `connect`.
    triggerCustomLogin: () => {
      setTimeout(login, 0)
      return 'ok'
    },
    getUserInfo: () => ({
      loginType: 'custom',
      id: 'user-1',
      address: config.address,
      publicKey: '0x04',
      loginToken: 'token',
      userDIDToken: 'did',
    }),
    logout: () => {
      state.isLoggedIn = false
      setTimeout(async () => (await parent()).onEvent?.('disconnect'), 0)
    },
    expandWallet: () => undefined,
    getReconnectionUrl: () => `${location.origin}/popup/finish`,
    sendRequest: (request: Request) => {
      state.received.push(request)
      setTimeout(() => answer(request), 0)
    },
  },
})

const parent = () => connection.promise

async function login() {
  state.isLoggedIn = true
  const host = await parent()
  await host.setIframeStyle?.({ width: '360px', height: '80vh' })
  await host.onEvent?.('connect', { chainId: config.chainId })
}

const answers: Record<string, (request: Request) => { result: unknown } | { error: unknown }> = {
  eth_accounts: () => ({ result: [config.address] }),
  eth_requestAccounts: () => ({ result: [config.address] }),
  personal_sign: () => ({ error: 'user_deny' }),
  wallet_switchEthereumChain: ({ params }) => {
    const [{ chainId = '' } = {}] = params as { chainId?: string }[]
    if (chainId === config.chainId) return { result: null }
    return {
      error: {
        code: 4902,
        message: `Chain Id ${chainId} is not in the list`,
        data: { code: '4902' },
      },
    }
  },
  // A Solana app's methods (packages/chains/src/solana/methods), approved at once.
  connect: () => ({ result: [solanaTestAddress] }),
  getAccounts: () => ({ result: [solanaTestAddress] }),
  signMessage: () => ({
    result: { signature: encodeBase58(solanaTestSignature), publicKey: solanaTestAddress },
  }),
  // EIP-3085: adding a chain also switches to it.
  wallet_addEthereumChain: ({ params }) => {
    const [{ chainId = '0x0' } = {}] = params as { chainId?: string }[]
    setTimeout(
      async () => (await parent()).onEvent?.('chainChanged', { chainId: Number(chainId) }),
      0,
    )
    return { result: null }
  },
}

async function answer(request: Request) {
  if (request.method === 'test_never') return
  const reply = answers[request.method]?.(request) ?? { error: 'operation_not_supported' }
  await (await parent()).onMethodResponse?.(request.method, {
    jsonrpc: '2.0',
    id: request.id,
    ...reply,
  })
}

// HOST-PROTOCOL §F: the login popup tells this frame first (LOGIN_INFO), checked by origin.
window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.data?.type !== 'LOGIN_INFO') return
  ;(event.source as Window).postMessage({ type: 'LOGIN_INFO_ACK' }, event.origin)
  void login()
})

Object.assign(window, { testWallet: { state, parent } })
