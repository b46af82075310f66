import { ProviderRpcError } from '../ProviderRpcError.js'
import { loginModalTexts } from './loginModalTexts.js'

/**
 * What the user was doing when a login failed: sending a code, typing it, a provider's window, or
 * signing in with an injected wallet.
 */
export type LoginStep =
  | { readonly kind: 'email' }
  | { readonly kind: 'code' }
  | { readonly kind: 'social'; readonly provider: string }
  | { readonly kind: 'ethereum'; readonly wallet: string }

/**
 * The sentence the modal shows for a failed login, chosen by the error's SPEC §8 code (never by
 * its message): a refused code (W-137), a closed or blocked provider window, a login declined at
 * the provider (`data.declined`) or in the injected wallet, and otherwise the SPEC's 'Could not login, please try again'.
 */
export function loginErrorText(error: unknown, step: LoginStep): string {
  const { errors } = loginModalTexts
  const code = error instanceof ProviderRpcError ? error.data.code : undefined
  if (code === 'W-137' && step.kind === 'code') return errors.codeRefused
  if (code === 'invalid_params' && step.kind === 'email') return errors.invalidEmail
  if (code === 'popup_blocked') return errors.popupBlocked
  if (code === 'user_deny' && step.kind === 'social')
    return (error as ProviderRpcError).data.declined === true
      ? errors.declinedIn(step.provider)
      : errors.popupClosed(step.provider)
  if (code === 'user_deny' && step.kind === 'ethereum') return errors.walletDeclined(step.wallet)
  return errors.failed
}
