import { WalletError } from '@tessera/errors'
import type { AppConfig } from '../app/AppConfig.js'
import type { WalletRuntimeConfig } from '../config/loadWalletConfig.js'
import type { FrameLogins } from '../login/createFrameLogins.js'
import type { NamedVerifier } from '../login/resolveVerifier.js'
import type { ChildHandlers } from '../messaging/ChildHandlers.js'
import { publicUserInfo } from '../session/LoggedInUser.js'
import { answerRequest } from './answerRequest.js'
import type { FrameStateStore } from './createFrameStateStore.js'
import type { HostLink } from './createHostLink.js'
import type { RestoredLogin } from './restoreLogin.js'

export type ChildHandlersParameters = {
  readonly appId: string
  readonly walletOrigin: string
  readonly config: WalletRuntimeConfig
  readonly appConfig: AppConfig
  readonly keyVerifiers: () => Promise<{ keyspace: string; social: readonly NamedVerifier[] }>
  readonly logins: FrameLogins
  readonly store: FrameStateStore
  readonly restoring: RestoredLogin
  readonly host: HostLink
  /** The host's logout: the frame's own, announced to the other tabs. */
  readonly logout: () => void
  /** The host asked to expand the wallet. */
  readonly expand: () => void
}

/**
 * What the frame answers to each child method (HOST-PROTOCOL §C) in every state: a call that
 * needs a login answers 4100 unauthorized before one, a login method answers 'already logged
 * in' after one, and both wait for a login coming back from the stash or another tab first.
 */
export function createChildHandlers(parameters: ChildHandlersParameters): ChildHandlers {
  const { appConfig, logins, store, restoring } = parameters
  const whenLoggedIn = () => {
    const state = store.get()
    if (state.status !== 'loggedIn') throw new WalletError('unauthorized')
    return state
  }
  const loginFlow = async <result>(run: () => Promise<result>) => {
    await restoring.restored
    if (store.get().status === 'loggedIn')
      throw new WalletError('invalid_params', { params: { reason: 'already logged in' } })
    return run()
  }
  /** Sign-In with Ethereum (#19) only for an app that enables it. */
  const siweFlow = <result>(run: () => Promise<result>) =>
    loginFlow(() => {
      if (!appConfig.logins.includes('siwe'))
        throw new WalletError('invalid_params', {
          params: { reason: 'Sign-In with Ethereum is not enabled for this app' },
        })
      return run()
    })
  return {
    isLoggedIn: async () => {
      await restoring.known
      return store.get().status === 'loggedIn'
    },
    getAvailableLogins: () => [...appConfig.logins],
    isLoginAvailable: (kind) => appConfig.logins.includes(kind),
    initSocialLogin: (kind) => loginFlow(() => logins.startSocial(kind)),
    initPasswordlessLogin: (email) => loginFlow(() => logins.startLink(email)),
    initOTPLogin: (email) => loginFlow(() => logins.startOtp(email)),
    completeOTPLogin: (otp) => loginFlow(async () => void (await logins.completeOtp(otp))),
    initSiweLogin: ({ address, chainId }) =>
      siweFlow(async () => ({
        message: await logins.startSiwe({
          address,
          chainId,
          hostOrigin: parameters.host.origin(),
          appName: appConfig.name,
        }),
      })),
    completeSiweLogin: ({ signature }) =>
      siweFlow(async () => void (await logins.completeSiwe(signature))),
    getKeySpaceConfigType: () => (appConfig.isGlobal ? 'global' : 'local'),
    triggerBearerLogin: (type, data) =>
      loginFlow(async () => {
        await logins.bearer(type, data)
        return true
      }),
    triggerCustomLogin: (params) => loginFlow(async () => void (await logins.custom(params))),
    getReconnectionUrl: () => `${parameters.walletOrigin}/${parameters.appId}/v1/reconnect/`,
    getPublicKey: async (id, name) => {
      const { lookUpPublicKey } = await import('../login/lookUpPublicKey.js')
      return lookUpPublicKey({
        network: parameters.config.keyNetwork,
        family: appConfig.family,
        verifiers: await parameters.keyVerifiers(),
        id,
        name,
      })
    },
    sendRequest: async (request) => {
      await restoring.restored
      const state = store.get()
      const engine = state.status === 'loggedIn' ? state.engine : null
      // Answered through onMethodResponse, never through this call's reply (HOST-PROTOCOL §C).
      void answerRequest(request, engine, parameters.host.respond)
    },
    getUserInfo: () => {
      const { user, engine } = whenLoggedIn()
      return publicUserInfo(user, engine.connection.connectedAt() !== null)
    },
    logout: () => {
      whenLoggedIn()
      parameters.logout()
    },
    expandWallet: async () => {
      // Right after a reload the host may ask before the stored login is back.
      await restoring.restored
      whenLoggedIn()
      parameters.expand()
    },
  }
}
