import { isSiweDomainOf, type RequestDescription } from '@tessera/engine'
import { texts } from '../../texts.js'
import { useWalletContext } from '../../WalletContext.js'

export type SignMessageDescription = Extract<RequestDescription, { kind: 'signMessage' }>
export type SiweView = NonNullable<SignMessageDescription['siwe']>

/**
 * Every warning of the Sign in view in plain words, the domain's first (#17 SIWE). EIP-4361: the
 * domain must be where the request came from; the description does not hold the host page, so
 * this view checks the domain against it (`isSiweDomainOf`).
 */
function warningLines(siwe: SiweView, hostOrigin: string): string[] {
  const { warnings } = texts.signIn
  if (siwe.status === 'malformed')
    return [
      warnings.malformed,
      ...siwe.reasons.map(
        (reason) => `${texts.signIn.malformedReason}${texts.signIn.malformedReasons[reason]}`,
      ),
    ]
  const { message } = siwe
  const lines = {
    addressMismatch: warnings.addressMismatch,
    chainMismatch: warnings.chainMismatch(message.chainId),
    expired: warnings.expired,
    notYetValid: warnings.notYetValid,
    domainMismatch: warnings.domainMismatch(
      message.domain,
      URL.canParse(hostOrigin) ? new URL(hostOrigin).host : hostOrigin,
    ),
    malformed: warnings.malformed,
  }
  return [
    ...(isSiweDomainOf(message, hostOrigin) ? [] : [lines.domainMismatch]),
    ...siwe.warnings.map((warning) => lines[warning]),
  ]
}

/** The warnings of a SIWE message against the page the request came from (#17 SIWE). */
export function useSignInWarnings(siwe: SiweView): string[] {
  const { hostOrigin } = useWalletContext()
  return warningLines(siwe, hostOrigin())
}
