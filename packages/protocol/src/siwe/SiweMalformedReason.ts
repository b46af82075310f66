/**
 * Why a message that presents itself as Sign-In with Ethereum does not follow EIP-4361's ABNF
 * (#17 SIWE): each names the field at fault.
 */
export type SiweMalformedReason =
  | 'invalidHeader'
  | 'invalidDomain'
  | 'invalidAddress'
  | 'addressNotChecksummed'
  | 'invalidLayout'
  | 'invalidStatement'
  | 'missingUri'
  | 'invalidUri'
  | 'missingVersion'
  | 'invalidVersion'
  | 'missingChainId'
  | 'invalidChainId'
  | 'missingNonce'
  | 'invalidNonce'
  | 'missingIssuedAt'
  | 'invalidIssuedAt'
  | 'invalidExpirationTime'
  | 'invalidNotBefore'
  | 'invalidRequestId'
  | 'invalidResource'
  | 'unexpectedLine'
