import { Notice } from '../../../design/Notice/Notice.js'
import { texts } from '../../texts.js'
import { DetailList } from '../DetailList.js'
import { MessageSection } from './MessageSection.js'
import {
  type SignMessageDescription,
  type SiweView,
  useSignInWarnings,
} from './useSignInWarnings.js'

export type SignInBodyProps = {
  description: SignMessageDescription
  siwe: SiweView
  /**
   * On the compact approval (issue #17): the warnings and the domain, account, chain and expiry
   * only; statement, URI and the message itself are behind View Details.
   */
  isCompact?: boolean
}

/**
 * personal_sign of a Sign-In with Ethereum message (#17 SIWE): the domain, account, chain and
 * expiry it signs in with, what is wrong with it named in plain words, and the full message.
 */
export function SignInBody({ description, siwe, isCompact = false }: SignInBodyProps) {
  const warnings = useSignInWarnings(siwe)
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
      {siwe.status === 'valid' && (
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
            ...(isCompact
              ? []
              : [{ label: texts.signIn.uri, value: siwe.message.uri, isMono: true }]),
          ]}
        />
      )}
      {/* A message that is no sign-in shows as it is, in every view: the user signs that text. */}
      {siwe.status !== 'valid'
        ? messageBox
        : !isCompact && (
            <details>
              <summary>{texts.signIn.rawMessage}</summary>
              {messageBox}
            </details>
          )}
    </>
  )
}
