/**
 * Runs `action` from `button` once at a time: meanwhile the button says `busyLabel` and is
 * `aria-disabled` (it keeps the keyboard focus, which `disabled` would drop), and a press of a
 * button that is already `aria-disabled` does nothing.
 */
export async function whileBusy(
  button: HTMLButtonElement,
  busyLabel: string,
  action: () => Promise<void>,
): Promise<void> {
  if (button.getAttribute('aria-disabled') === 'true') return
  const label = button.textContent
  button.setAttribute('aria-disabled', 'true')
  button.textContent = busyLabel
  try {
    await action()
  } finally {
    button.removeAttribute('aria-disabled')
    button.textContent = label
  }
}
