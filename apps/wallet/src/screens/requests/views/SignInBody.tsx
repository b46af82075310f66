import { isSiweDomainOf, type RequestDescription } from '@tessera/engine'
import { Notice } from '../../../design/Notice/Notice.js'
import { texts } from '../../texts.js'
import { useWalletContext } from '../../WalletContext.js'
import { DetailList } from '../DetailList.js'
import { MessageSection } from './MessageSection.js'

type SignMessageDescription = Extract<RequestDescription, { kind: 'signMessage' }>
type SiweView = NonNullable<SignMessageDescription['siwe']>

export type SignInBodyProps = { description: SignMessageDescription; siwe: SiweView }

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

/**
 * personal_sign of a Sign-In with Ethereum message (#17 SIWE): the domain, account, chain and
 * expiry it signs in with, what is wrong with it named in plain words, and the full message.
 */
export function SignInBody({ description, siwe }: SignInBodyProps) {
  const { hostOrigin } = useWalletContext()
  const warnings = warningLines(siwe, hostOrigin())
  const messageBox = <MessageSection message={description.message} isHex={description.isHex} />
  return (
    <>
      {description.warnings.includes('paramsSwapped') && (
        <Notice tone="warning">{texts.sign.paramsReordered}</Notice>
      )}
      {warnings.length > 0 && (
        <Notice tone="danger">
          <p>{texts.signIn.warningsTitle}</p>
          <ul aria-label={texts.signIn.warningsTitle}>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Notice>
      )}
      {siwe.status === 'valid' ? (
        <>
          <DetailList
            rows={[
              { label: texts.signIn.domain, value: siwe.message.domain },
              { label: texts.signIn.address, value: siwe.message.address, isMono: true },
              { label: texts.signIn.chain, value: String(siwe.message.chainId) },
              {
                label: texts.signIn.expiry,
                value: siwe.message.expirationTime ?? texts.signIn.noExpiry,
              },
              ...(siwe.message.statement === null
                ? []
                : [{ label: texts.signIn.statement, value: siwe.message.statement }]),
              { label: texts.signIn.uri, value: siwe.message.uri, isMono: true },
            ]}
          />
          <details>
            <summary>{texts.signIn.rawMessage}</summary>
            {messageBox}
          </details>
        </>
      ) : (
        messageBox
      )}
    </>
  )
}
