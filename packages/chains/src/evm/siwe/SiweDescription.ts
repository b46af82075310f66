import type { SiweMalformedReason, SiweMessage } from '@tessera/protocol'
import type { SiweWarning } from './SiweWarning.js'

/** What a Sign in view shows of a personal_sign message that is Sign-In with Ethereum (#17 SIWE). */
export type SiweDescription =
  | {
      readonly status: 'valid'
      readonly message: SiweMessage
      /** The domain's host[:port] as `URL.host` writes it (`siweHostOf`), null if no URL holds it. */
      readonly host: string | null
      /**
       * The signer's warnings (`siweSignerWarnings`); the domain's is the view's to add, which
       * knows the app's origin (`isSiweDomainOf`).
       */
      readonly warnings: readonly SiweWarning[]
    }
  | {
      readonly status: 'malformed'
      readonly reasons: readonly SiweMalformedReason[]
      readonly warnings: readonly ['malformed']
    }
