/** The EIP-1193 surface the demo uses, which both SDKs' providers offer. */
export type DemoProvider = {
  request(arguments_: {
    method: string
    params?: readonly unknown[] | Record<string, unknown>
  }): Promise<unknown>
  on(event: string, listener: (...values: unknown[]) => void): unknown
  removeListener(event: string, listener: (...values: unknown[]) => void): unknown
}

/** The social logins the demo offers a button for. */
export const socialLoginKinds = ['google', 'discord', 'github', 'twitter'] as const
export type SocialLoginKind = (typeof socialLoginKinds)[number]

export type CustomLogin = { token: string; userID: string; provider: string }
export type FirebaseLogin = { uid: string; token: string }

/**
 * One host SDK behind the demo's buttons. Two implementations: our `@tessera/sdk` and the
 * unmodified `@arcana/auth`, so the same panel proves both drive the same wallet.
 */
export type WalletAdapter = {
  /** Shown in the page header, e.g. `@tessera/sdk`. */
  readonly sdkName: string
  /** Creates the wallet iframe; every other member needs it settled first. */
  init(): Promise<void>
  readonly provider: DemoProvider
  connect(): Promise<void>
  loginWithSocial(kind: SocialLoginKind): Promise<void>
  /** Sends the one-time code to `email`; {@link completeOtpLogin} finishes the login. */
  startOtpLogin(email: string): Promise<void>
  completeOtpLogin(code: string): Promise<void>
  loginWithLink(email: string): Promise<void>
  loginWithCustomProvider(login: CustomLogin): Promise<void>
  loginWithFirebase(login: FirebaseLogin): Promise<void>
  /** A Telegram Login Widget result (`tgAuthResult`), a bearer login as SPEC §1 has it. */
  loginWithTelegram(tgAuthResult: string): Promise<void>
  isLoggedIn(): Promise<boolean>
  getUser(): Promise<unknown>
  showWallet(): Promise<void>
  logout(): Promise<void>
}
