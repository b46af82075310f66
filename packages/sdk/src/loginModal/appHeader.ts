import { createElement } from './createElement.js'
import { drawMark, type Mark } from './drawMark.js'
import { loginModalTexts as texts } from './loginModalTexts.js'

/** What the modal shows of the app (its config from the gateway, HOST-PROTOCOL §G). */
export type LoginModalApp = {
  /** '' when unknown (no gateway). */
  readonly name: string
  /** The app's logo, '' when it has none. */
  readonly logoUrl: string
  readonly theme: 'light' | 'dark'
}

const closeMark: Mark = [{ d: 'M6 6l12 12M18 6 6 18', stroke: 'currentColor', strokeWidth: 2 }]

/** The app's initial on a tile, where the app has no logo or its logo does not load. */
const monogram = (name: string) =>
  createElement('span', { class: 'logo monogram', 'aria-hidden': 'true' }, name.charAt(0))

/** The app's logo and name as the dialog's title, and the close button. */
export function appHeader(parameters: {
  readonly app: LoginModalApp
  readonly titleId: string
  readonly onClose: () => void
}): HTMLElement {
  const { app, titleId, onClose } = parameters
  const close = createElement(
    'button',
    { type: 'button', class: 'close', 'aria-label': texts.cancel },
    drawMark(closeMark),
  )
  close.addEventListener('click', onClose)
  // The title names the app, so the logo is decoration (alt '').
  const logo = app.logoUrl
    ? createElement('img', { class: 'logo', src: app.logoUrl, alt: '' })
    : undefined
  logo?.addEventListener('error', () => logo.replaceWith(monogram(app.name)), { once: true })
  const brand = logo ?? (app.name ? monogram(app.name) : undefined)
  // A div, not <header>: that would be a second banner landmark beside the page's.
  return createElement(
    'div',
    { class: 'header' },
    close,
    ...(brand ? [brand] : []),
    createElement('h2', { id: titleId }, texts.title(app.name)),
  )
}
