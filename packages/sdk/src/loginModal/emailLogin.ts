import { createElement } from './createElement.js'
import { loginErrorText } from './loginErrorText.js'
import { loginModalTexts as texts } from './loginModalTexts.js'
import { startCountdown } from './startCountdown.js'
import { whileBusy } from './whileBusy.js'

/** How long a new code waits; the auth service sends at most 5 codes an address in 10 minutes. */
const resendDelayS = 30

export type EmailLoginParameters = {
  readonly loginWithOTPStart: (email: string) => Promise<{ isCompleteRequired: boolean }>
  readonly loginWithOTPComplete: (otp: string) => Promise<unknown>
}

/** A text field with its label and the alert that says what is wrong with it, in place. */
function field(id: string, label: string, attributes: Record<string, string | boolean>) {
  const alert = createElement('p', { id: `${id}-error`, class: 'alert', role: 'alert' })
  const input = createElement('input', {
    id,
    name: id,
    required: true,
    'aria-describedby': `${id}-hint ${id}-error`,
    ...attributes,
  })
  const hint = createElement('p', { id: `${id}-hint`, class: 'hint' })
  const showError = (text: string) => {
    alert.textContent = text
    input.setAttribute('aria-invalid', 'true')
    input.focus()
  }
  const clearError = () => {
    alert.textContent = ''
    input.removeAttribute('aria-invalid')
  }
  const labelElement = createElement('label', { for: id }, label)
  return { input, hint, alert, parts: [labelElement, hint, input], showError, clearError }
}

/**
 * The email login of the modal: the address, then, in the same place, the code from the email
 * with its resend countdown and a way back to another address. Errors show under their field.
 */
export function emailLogin(parameters: EmailLoginParameters) {
  const email = field('email', texts.emailLabel, {
    type: 'email',
    autocomplete: 'email',
    placeholder: texts.emailPlaceholder,
  })
  const code = field('code', texts.codeLabel, {
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
  })
  const send = createElement('button', { type: 'submit', class: 'primary' }, texts.sendCode)
  const logIn = createElement('button', { type: 'submit', class: 'primary' }, texts.logIn)
  const resend = createElement('button', { type: 'button', class: 'link' })
  const otherEmail = createElement('button', { type: 'button', class: 'link' }, texts.otherEmail)
  const resent = createElement('p', { class: 'status', role: 'status' })
  const emailForm = createElement('form', { novalidate: true }, ...email.parts, send, email.alert)
  const codeForm = createElement(
    'form',
    { novalidate: true, hidden: true },
    ...code.parts,
    logIn,
    code.alert,
    createElement('div', { class: 'links' }, resend, otherEmail),
    resent,
  )
  let address = ''
  let stopCountdown = () => {}

  const countDown = () => {
    resend.setAttribute('aria-disabled', 'true')
    stopCountdown = startCountdown({
      seconds: resendDelayS,
      onTick: (left) => {
        resend.textContent = left > 0 ? texts.resendIn(left) : texts.resend
        if (left === 0) resend.removeAttribute('aria-disabled')
      },
    })
  }
  const showStep = (step: 'email' | 'code') => {
    emailForm.hidden = step !== 'email'
    codeForm.hidden = step !== 'code'
    ;(step === 'email' ? email : code).input.focus()
  }

  emailForm.addEventListener('submit', (event) => {
    event.preventDefault()
    email.clearError()
    const value = email.input.value.trim()
    if (!value || !email.input.checkValidity()) return email.showError(texts.errors.invalidEmail)
    void whileBusy(send, texts.sendingCode, async () => {
      try {
        // `false`: the wallet finished the login in its own window (global key space).
        if (!(await parameters.loginWithOTPStart(value)).isCompleteRequired) return
        address = value
        code.hint.textContent = texts.codeSentTo(value)
        code.input.value = ''
        resent.textContent = ''
        showStep('code')
        countDown()
      } catch (error) {
        email.showError(loginErrorText(error, { kind: 'email' }))
      }
    })
  })
  codeForm.addEventListener('submit', (event) => {
    event.preventDefault()
    code.clearError()
    const value = code.input.value.trim()
    if (!value) return code.showError(texts.errors.noCode)
    void whileBusy(logIn, texts.checkingCode, async () => {
      try {
        await parameters.loginWithOTPComplete(value)
      } catch (error) {
        code.showError(loginErrorText(error, { kind: 'code' }))
        code.input.select()
      }
    })
  })
  resend.addEventListener('click', () => {
    if (resend.getAttribute('aria-disabled') === 'true') return
    code.clearError()
    resent.textContent = ''
    void whileBusy(resend, texts.sendingCode, async () => {
      try {
        await parameters.loginWithOTPStart(address)
        resent.textContent = texts.resent(address)
        code.input.focus()
      } catch (error) {
        code.showError(loginErrorText(error, { kind: 'email' }))
      }
    }).then(countDown)
  })
  otherEmail.addEventListener('click', () => {
    stopCountdown()
    code.clearError()
    email.clearError()
    showStep('email')
  })

  return {
    element: createElement('section', { class: 'email' }, emailForm, codeForm),
    /** Puts the keyboard focus in the field of the step shown. */
    focus: () => (emailForm.hidden ? code : email).input.focus(),
    /** Stops the resend countdown (the modal closed). */
    dispose: () => stopCountdown(),
  }
}
