/** The modal's controls: it has no links. */
const focusableSelector = 'button, input'

/**
 * Keeps Tab and Shift+Tab inside `container`: from its last control to its first and back (a
 * modal `<dialog>` alone lets focus leave for the browser's own controls). Hidden controls are
 * skipped.
 */
export function keepFocusInside(container: HTMLElement): void {
  container.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const controls = [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (control) => !control.closest('[hidden]'),
    )
    const [first, last] = [controls[0], controls.at(-1)]
    const root = container.getRootNode() as Document | ShadowRoot
    if (root.activeElement !== (event.shiftKey ? first : last)) return
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  })
}
