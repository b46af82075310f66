import type { WalletError } from '@tessera/errors'

/**
 * Says before approval that the balance cannot pay the transaction (SPEC §8 W-107, issue #17),
 * in place of the error the user would meet after approving.
 */
export function ShortfallNotice({ shortfall }: { shortfall: WalletError | undefined }) {
  if (!shortfall) return null
  return (
    <p className="ts-fieldError" role="alert">
      {shortfall.shortMessage}
    </p>
  )
}
