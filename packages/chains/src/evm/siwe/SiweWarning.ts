/** What a Sign in view warns about (#17 SIWE), each shown with its reason in plain words. */
export type SiweWarning =
  /** The domain is not the requesting app's: the signature would sign the user in elsewhere. */
  | 'domainMismatch'
  /** The message names another account than the user's. */
  | 'addressMismatch'
  /** The message names another chain than the selected one. */
  | 'chainMismatch'
  /** Its Expiration Time has passed. */
  | 'expired'
  /** Its Not Before time has not come yet. */
  | 'notYetValid'
  /** It presents itself as Sign-In with Ethereum but breaks EIP-4361's format. */
  | 'malformed'
