import { WalletError } from '@tessera/errors'
import {
  createOneTimeKey,
  curveOfFamily,
  decryptWithPrivateKey,
  type KeyFamily,
  type KeyNetwork,
  loginKeySignInMessage,
  type OneTimeKey,
} from '@tessera/keys'
import type { BearerLoginType } from '@tessera/protocol'
import type { WalletMfa } from '../mfa/createWalletMfa.js'
import type { LoggedInUser } from '../session/LoggedInUser.js'
import type { AuthClient, SocialUser } from './createAuthClient.js'
import { createLinkWaitStore } from './createLinkWaitStore.js'
import { credLinkMessage, credProofMessage } from './credMessages.js'
import { loginTokenClaims } from './loginTokenClaims.js'
import { rebuildUserKey } from './rebuildUserKey.js'
import { toLoginError } from './toLoginError.js'
import { linkLifetimeMs, waitForCredential } from './waitForCredential.js'

export type FrameLogins = ReturnType<typeof createFrameLogins>

export type CreateFrameLoginsParameters = {
  readonly auth: AuthClient
  readonly network: KeyNetwork
  readonly family: KeyFamily
  readonly multiversxShard?: number | undefined
  /** A login finished: hold it, report the session, emit `connect`. */
  readonly onLogin: (user: LoggedInUser) => void
  /** A background login (magic link) failed; SPEC §8 logs it silently. */
  readonly onBackgroundError: (error: WalletError) => void
  /**
   * SPEC §8 "Silent (logged only)": a login token failure and "Couldn't get login url" are
   * logged here; the host still gets the rejection, the frame shows nothing.
   */
  readonly reportSilently?: (error: unknown) => void
  readonly now?: () => number
  readonly waitForCredential?: typeof waitForCredential
  /** MFA (issue #16): the device factor and restore; absent, MFA wallets cannot log in here. */
  readonly mfa?: WalletMfa | undefined
}

/**
 * Every login method of SPEC §1 as the wallet frame runs it (HOST-PROTOCOL §C): each makes a
 * one-time key, gets a login token bound to it from the auth service, rebuilds the user's key
 * from the key network and hands the login to `onLogin`. Key nodes take the login token only for
 * logins only the auth service can check (email, Telegram, OAuth 2 without ID tokens); for the
 * others they get what they verify themselves (issue #15): an OpenID provider's ID token, the
 * app's own custom or Firebase JWT. Failures are W-137 (credentials refused), W-134 (no login
 * token from the service for a custom or Firebase token) or W-139 (anything else).
 */
export function createFrameLogins(parameters: CreateFrameLoginsParameters) {
  const { auth, network, family, multiversxShard, onLogin } = parameters
  const now = parameters.now ?? Date.now
  const wait = parameters.waitForCredential ?? waitForCredential
  const reportSilently = parameters.reportSilently ?? (() => undefined)
  /** Logs `error` (SPEC §8 silent) and throws it on to the host. */
  const logAndThrow = (error: WalletError): never => {
    reportSilently(error)
    throw error
  }
  const curve = curveOfFamily(family)
  let pendingOtpEmail: string | undefined
  let pendingSiwe: { oneTime: OneTimeKey; address: string; message: string } | undefined
  const pendingSocial = new Map<string, { oneTime: OneTimeKey; kind: string }>()
  let linkWait: AbortController | undefined
  const waitingLink = createLinkWaitStore()

  /**
   * Rebuilds the user's key and reports the login: `token` is the auth service's login token
   * (who logged in, for the host); the key nodes get `keyToken` when the login has one they
   * verify themselves, the login token otherwise.
   */
  const finish = async (login: {
    readonly token: string
    readonly oneTime: OneTimeKey
    readonly loginType: string
    readonly keyToken?: string | undefined
    readonly profile?: Partial<SocialUser>
  }): Promise<LoggedInUser> => {
    const { token, oneTime, loginType, profile = {} } = login
    const claims = loginTokenClaims(token)
    const key = await rebuildUserKey({
      network,
      family,
      multiversxShard,
      appId: auth.appId,
      token: login.keyToken ?? token,
      oneTime,
      mfa: parameters.mfa,
    })
    const email = profile.email ?? claims.email
    const user: LoggedInUser = {
      loginType,
      verifier: claims.verifier,
      id: claims.sub,
      ...(email === undefined ? {} : { email }),
      ...(profile.name === undefined ? {} : { name: profile.name }),
      ...(profile.picture === undefined ? {} : { picture: profile.picture }),
      ...key,
      loginToken: token,
      loggedInAt: now(),
    }
    onLogin(user)
    return user
  }
  // SPEC §7: no login token is 'Could not get login token' (logged, SPEC §8): W-137 when the
  // service refused the credentials, W-134 when it could not give one (unreachable, failing).
  const loginToken = (p: Parameters<AuthClient['loginToken']>[0]) =>
    auth.loginToken(p).catch((error: unknown) => {
      const details = 'Could not get login token'
      const refused = toLoginError(error, details)
      return logAndThrow(
        refused.code === 'W-137' ? refused : new WalletError('W-134', { details, cause: error }),
      )
    })
  const guarded = async <result>(run: () => Promise<result>): Promise<result> => {
    try {
      return await run()
    } catch (error) {
      throw toLoginError(error)
    }
  }

  return {
    /** `initOTPLogin`: mails a code; the next `completeOtp` finishes. */
    startOtp: (email: string) =>
      guarded(async () => {
        await auth.startOtp(email)
        pendingOtpEmail = email
      }),

    /** `completeOTPLogin`: a wrong code rejects with W-137, and another try may follow. */
    completeOtp: (otp: string) =>
      guarded(async () => {
        const email = pendingOtpEmail
        if (!email) throw new WalletError('W-137', { details: 'no code was sent' })
        const oneTime = createOneTimeKey()
        const token = await auth.completeOtp({
          email,
          otp,
          curve,
          signerAddress: oneTime.address,
          signature: await oneTime.sign(otp),
        })
        pendingOtpEmail = undefined
        return finish({ token, oneTime, loginType: 'passwordless' })
      }),

    /**
     * `triggerCustomLogin`: an app JWT checked against the app's verifier `provider`, by the auth
     * service (the user's profile; a replayed JWT is refused here first) and by every key node,
     * which binds it to this login's one-time key.
     */
    custom: (p: { token: string; userID: string; provider: string }) =>
      guarded(async () => {
        const oneTime = createOneTimeKey()
        const token = await loginToken({
          provider: p.provider,
          token: p.token,
          userID: p.userID,
          curve,
          signerAddress: oneTime.address,
          signature: await oneTime.sign(p.token),
        })
        return finish({ token, oneTime, loginType: p.provider, keyToken: p.token })
      }),

    /**
     * `triggerBearerLogin`: Firebase `{uid, token}` (the nodes verify the Firebase JWT, as for
     * custom logins) or Telegram `{token}` (the widget result, which only the service can check).
     */
    bearer: (type: BearerLoginType, data: { token: string; uid?: string }) =>
      guarded(async () => {
        const oneTime = createOneTimeKey()
        const proof = { signerAddress: oneTime.address, signature: await oneTime.sign(data.token) }
        const token =
          type === 'telegram'
            ? await auth.telegram({ tgAuthResult: data.token, curve, ...proof })
            : await loginToken({
                provider: 'firebase',
                token: data.token,
                ...(data.uid === undefined ? {} : { userID: data.uid }),
                curve,
                ...proof,
              })
        return finish({
          token,
          oneTime,
          loginType: type,
          keyToken: type === 'firebase' ? data.token : undefined,
        })
      }),

    /**
     * `initSiweLogin` (#19): the EIP-4361 message the host has the user's own Ethereum wallet
     * sign, for the host's origin (the handshake's), with the service's nonce, naming a fresh
     * one-time key, so the signature authorizes that key only. The next `completeSiwe` finishes.
     */
    startSiwe: (p: { address: string; chainId: number; hostOrigin: string; appName: string }) =>
      guarded(async () => {
        const oneTime = createOneTimeKey()
        const message = loginKeySignInMessage({
          ...p,
          nonce: await auth.loginNonce(p.address),
          loginKey: oneTime.address,
          issuedAt: new Date(now()),
        })
        pendingSiwe = { oneTime, address: p.address, message }
        return message
      }),

    /**
     * `completeSiweLogin` (#19): the wallet's signature of that message gets a login token bound
     * to the one-time key it names; a refused one is W-137, and a new `startSiwe` may follow.
     */
    completeSiwe: (signature: string) =>
      guarded(async () => {
        const pending = pendingSiwe
        if (!pending) throw new WalletError('W-137', { details: 'no sign-in was started' })
        pendingSiwe = undefined
        const token = await loginToken({
          provider: 'siwe',
          token: pending.message,
          curve,
          signerAddress: pending.address,
          signature: signature as `0x${string}`,
        })
        return finish({ token, oneTime: pending.oneTime, loginType: 'siwe' })
      }),

    /** `initSocialLogin`: the provider URL the host opens in a popup. */
    startSocial: (kind: string) =>
      guarded(async () => {
        const oneTime = createOneTimeKey()
        const { url, state } = await auth
          .oauthStart({ provider: kind, nonce: oneTime.address, curve })
          .catch((error: unknown) => logAndThrow(toLoginError(error, "Couldn't get login url")))
        pendingSocial.set(state, { oneTime, kind })
        return url
      }),

    /** True when `state` is a social login this frame started and has not finished. */
    isSocialPending: (state: string) => pendingSocial.has(state),

    /** The redirect page relayed the provider's answer (LOGIN_INFO): finish the social login. */
    completeSocial: (p: { state: string; code: string; iss?: string }) =>
      guarded(async () => {
        const pending = pendingSocial.get(p.state)
        if (!pending) throw new WalletError('W-137', { details: 'unknown login state' })
        pendingSocial.delete(p.state)
        const { token, idToken, user } = await auth.oauthCallback({
          ...p,
          signature: await pending.oneTime.sign(p.state),
        })
        return finish({
          token,
          oneTime: pending.oneTime,
          loginType: pending.kind,
          keyToken: idToken,
          profile: user,
        })
      }),

    /**
     * `initPasswordlessLogin`: the magic link of SPEC §7. Answers the credential session and the
     * confirmation code at once (`waitingLink` shows the code; the link page must type it) and
     * finishes in the background once the link was confirmed (the host waits for `connect`).
     */
    startLink: (email: string) =>
      guarded(async () => {
        const oneTime = createOneTimeKey()
        const sessionId = crypto.randomUUID()
        const proof = await oneTime.sign(credProofMessage(sessionId))
        await auth.credRegister({ sessionId, publicKey: oneTime.publicKey, signature: proof })
        const { confirmCode } = await auth.startLink({
          email,
          sessionId,
          curve,
          signature: await oneTime.sign(credLinkMessage(sessionId, email)),
        })
        linkWait?.abort()
        const controller = new AbortController()
        linkWait = controller
        waitingLink.set({ email, confirmCode, sessionId, expiresAt: now() + linkLifetimeMs })
        wait({ poll: () => auth.credPoll({ sessionId, sig: proof }), signal: controller.signal })
          .then(async (ciphertext) => {
            const sealed = await decryptWithPrivateKey(oneTime.privateKey, ciphertext)
            await finish({
              token: new TextDecoder().decode(sealed),
              oneTime,
              loginType: 'passwordless',
            })
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted) parameters.onBackgroundError(toLoginError(error))
          })
          .finally(() => {
            if (linkWait === controller) waitingLink.set(null)
          })
        return { sessionId, setToken: false, confirmCode }
      }),

    /** Logout or a finished login elsewhere: forget every login in progress. */
    cancelPending(): void {
      pendingOtpEmail = undefined
      pendingSiwe = undefined
      pendingSocial.clear()
      linkWait?.abort()
      linkWait = undefined
      waitingLink.set(null)
    },

    /** LOGIN_PWDL_INQ (issue #20): the expiry of the link login of `sessionId` that waits, or null. */
    linkExpiry: (sessionId: string): number | null => {
      const current = waitingLink.current()
      return current?.sessionId === sessionId ? current.expiresAt : null
    },

    /** The magic-link login waiting for its link, for the frame to show (issue 15 finding 4). */
    waitingLink: { current: waitingLink.current, subscribe: waitingLink.subscribe },
  }
}
