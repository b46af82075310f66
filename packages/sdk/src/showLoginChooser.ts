import { providerError } from './providerError.js'

export type LoginChooserParameters = {
  /** The app's logins (`getAvailableLogins`); `'passwordless'` adds the email code form. */
  readonly logins: readonly string[]
  readonly theme: 'light' | 'dark'
  /** Called inside the button's click, so the popup it opens is allowed. */
  readonly loginWithSocial: (kind: string) => Promise<unknown>
  readonly loginWithOTPStart: (email: string) => Promise<{ isCompleteRequired: boolean }>
  readonly loginWithOTPComplete: (otp: string) => Promise<unknown>
}

function create<element extends HTMLElement = HTMLElement>(
  tag: string,
  properties: object,
  ...children: HTMLElement[]
): element {
  const element = Object.assign(document.createElement(tag), properties)
  element.append(...children)
  return element as element
}

const buttonStyle = 'display:block;width:100%;margin:8px 0;padding:10px;border-radius:8px'

/**
 * The small login chooser of `connect()`: one button per social login and, with passwordless,
 * an email then code form. `closed` rejects with 4001 when the user dismisses it.
 */
export function showLoginChooser(parameters: LoginChooserParameters): {
  closed: Promise<never>
  close: () => void
} {
  const { logins, theme, loginWithSocial, loginWithOTPStart, loginWithOTPComplete } = parameters
  const isDark = theme === 'dark'
  const alert = create('p', { role: 'alert' })
  const attempt = (login: Promise<unknown>) =>
    login.catch((error: Error) => {
      alert.textContent = error.message
    })
  const socialButtons = logins
    .filter((kind) => kind !== 'passwordless')
    .map((kind) =>
      create('button', {
        type: 'button',
        textContent: `Continue with ${kind}`,
        onclick: () => attempt(loginWithSocial(kind)),
      }),
    )
  const input = create<HTMLInputElement>('input', {
    type: 'email',
    placeholder: 'Email',
    required: true,
  })
  const submit = create('button', { type: 'submit', textContent: 'Send code' })
  const emailForm = create('form', {}, input, submit)
  let isCodeStep = false
  emailForm.onsubmit = (event) => {
    event.preventDefault()
    const value = input.value.trim()
    if (isCodeStep) return void attempt(loginWithOTPComplete(value))
    void attempt(
      loginWithOTPStart(value).then(({ isCompleteRequired }) => {
        if (!isCompleteRequired) return
        isCodeStep = true
        Object.assign(input, { type: 'text', value: '', placeholder: 'Code from the email' })
        submit.textContent = 'Verify'
      }),
    )
  }
  const cancel = create('button', { type: 'button', textContent: 'Cancel' })
  const dialog = create<HTMLDialogElement>(
    'dialog',
    { ariaLabel: 'Log in' },
    create('h2', { textContent: 'Log in' }),
    ...socialButtons,
    ...(logins.includes('passwordless') ? [emailForm] : []),
    alert,
    cancel,
  )
  dialog.style.cssText = `font:14px system-ui,sans-serif;border:none;border-radius:16px;padding:24px;width:320px;color:${isDark ? '#eee' : '#111'};background:${isDark ? '#1c1c1e' : '#fff'}`
  for (const button of dialog.querySelectorAll('button')) button.style.cssText = buttonStyle
  input.style.cssText = `${buttonStyle};box-sizing:border-box`
  document.body.append(dialog)
  dialog.showModal()
  const closed = new Promise<never>((_, reject) => {
    dialog.onclose = () => {
      dialog.remove()
      reject(providerError('user_deny', 'User closed the login chooser'))
    }
  })
  closed.catch(() => undefined) // a caller that already finished does not care
  const close = () => dialog.close()
  cancel.onclick = close
  return { closed, close }
}
