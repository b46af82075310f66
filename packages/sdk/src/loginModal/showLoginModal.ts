import { providerError } from '../providerError.js'
import { appHeader, type LoginModalApp } from './appHeader.js'
import { chooseSocialLogins } from './chooseSocialLogins.js'
import { createElement } from './createElement.js'
import { emailLogin } from './emailLogin.js'
import { type EthereumLoginsParameters, ethereumLogins } from './ethereumLogins.js'
import { keepFocusInside } from './keepFocusInside.js'
import { loginModalStyleSheet } from './loginModalStyleSheet.js'
import { loginModalTexts as texts } from './loginModalTexts.js'
import { socialLogins } from './socialLogins.js'
import { type TelegramLoginParameters, telegramLogin } from './telegramLogin.js'

export type LoginModalParameters = {
  readonly app: LoginModalApp
  /** The app's logins (`getAvailableLogins`); `'passwordless'` adds the email code login. */
  readonly logins: readonly string[]
  /** Called inside the button's click, so the popup it opens is allowed. */
  readonly loginWithSocial: (kind: string) => Promise<unknown>
  readonly loginWithOTPStart: (email: string) => Promise<{ isCompleteRequired: boolean }>
  readonly loginWithOTPComplete: (otp: string) => Promise<unknown>
  /**
   * Sign-In with Ethereum with the page's injected wallets (EIP-6963); offered only when the app
   * enables `'siwe'` and a wallet is found.
   */
  readonly ethereum?: Omit<EthereumLoginsParameters, 'hasLoginsAbove'>
  /**
   * Telegram's login popup (the app's bot and Telegram's origin from the app config); Telegram is
   * offered only when the app enables `'telegram'` and this is given.
   */
  readonly telegram?: TelegramLoginParameters
}

export type LoginModal = {
  /** Rejects with 4001 (`user_deny`) once the modal is closed, by the user or by `close`. */
  readonly closed: Promise<never>
  readonly close: () => void
}

const titleId = 'tessera-login-title'

/**
 * The login modal of `connect()`, loaded with `import()` when it is first needed: the app's logo
 * and name, email with its code step, then the social logins (Telegram's popup run here) and
 * Sign-In with Ethereum. A modal dialog in a shadow root (the page's CSS cannot reach it); Escape
 * and the close button close it, and the focus goes back where it was.
 */
export function showLoginModal(parameters: LoginModalParameters): LoginModal {
  const { app, logins } = parameters
  const dialog = createElement('dialog', {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': titleId,
    'data-theme': app.theme,
  })
  const close = () => dialog.close()
  const email = logins.includes('passwordless') ? emailLogin(parameters) : undefined
  const telegram = parameters.telegram ? telegramLogin(parameters.telegram) : undefined
  const social = chooseSocialLogins(
    telegram ? logins : logins.filter((login) => login !== 'telegram'),
  )
  const loginWithSocial = (kind: string) =>
    kind === 'telegram' && telegram ? telegram.start() : parameters.loginWithSocial(kind)
  const hasSocial = social.shown.length > 0
  const ethereum =
    parameters.ethereum && logins.includes('siwe')
      ? ethereumLogins({ ...parameters.ethereum, hasLoginsAbove: Boolean(email) || hasSocial })
      : undefined
  dialog.append(
    appHeader({ app, titleId, onClose: close }),
    ...(email ? [email.element] : []),
    ...(email && hasSocial ? [createElement('p', { class: 'divider' }, texts.or)] : []),
    ...(hasSocial ? [socialLogins({ ...social, loginWithSocial })] : []),
    ...(ethereum ? [ethereum.element] : []),
    createElement('p', { class: 'footer' }, texts.footer),
  )
  keepFocusInside(dialog)

  const host = createElement('div', { 'data-tessera': 'login-modal' })
  const root = host.attachShadow({ mode: 'open' })
  root.adoptedStyleSheets = [loginModalStyleSheet()]
  root.append(dialog)
  const focusBefore = document.activeElement
  document.body.append(host)
  dialog.showModal()
  if (email) email.focus()
  else dialog.querySelector<HTMLElement>('.provider')?.focus()

  const closed = new Promise<never>((_, reject) => {
    dialog.addEventListener('close', () => {
      email?.dispose()
      ethereum?.stop()
      telegram?.stop()
      host.remove()
      if (focusBefore instanceof HTMLElement) focusBefore.focus()
      reject(providerError('user_deny', 'User closed the login modal'))
    })
  })
  closed.catch(() => undefined) // a caller that already finished does not care
  return { closed, close }
}
