import type { SocialLogin } from './chooseSocialLogins.js'
import { createElement } from './createElement.js'
import { drawMark } from './drawMark.js'
import { loginErrorText } from './loginErrorText.js'
import { loginModalTexts as texts } from './loginModalTexts.js'

export type SocialLoginsParameters = {
  readonly shown: readonly SocialLogin[]
  readonly more: readonly SocialLogin[]
  /** Called inside the button's click, so the popup it opens is allowed. */
  readonly loginWithSocial: (kind: string) => Promise<unknown>
}

/**
 * One "Continue with …" button per social login, the most used first and the rest behind
 * "More options"; what is happening (the provider's window is open) or what went wrong is said
 * under them.
 */
export function socialLogins(parameters: SocialLoginsParameters): HTMLElement {
  const status = createElement('p', { class: 'status', role: 'status' })
  const alert = createElement('p', { class: 'alert', role: 'alert' })
  const button = ({ kind, name, mark }: SocialLogin) => {
    const element = createElement(
      'button',
      { type: 'button', class: 'provider' },
      drawMark(mark),
      texts.continueWith(name),
    )
    element.addEventListener('click', () => {
      alert.textContent = ''
      status.textContent = texts.finishIn(name)
      parameters.loginWithSocial(kind).catch((error: unknown) => {
        status.textContent = ''
        alert.textContent = loginErrorText(error, { kind: 'social', provider: name })
      })
    })
    return element
  }
  const more = createElement(
    'div',
    { id: 'more-logins', class: 'providers', hidden: true },
    ...parameters.more.map(button),
  )
  const showMore = createElement(
    'button',
    { type: 'button', class: 'link', 'aria-expanded': 'false', 'aria-controls': 'more-logins' },
    texts.moreOptions,
  )
  showMore.addEventListener('click', () => {
    more.hidden = false
    showMore.remove()
    more.querySelector('button')?.focus()
  })
  return createElement(
    'section',
    { class: 'social' },
    createElement('div', { class: 'providers' }, ...parameters.shown.map(button)),
    ...(parameters.more.length > 0 ? [more, showMore] : []),
    status,
    alert,
  )
}
