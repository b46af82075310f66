import { texts } from '../texts.js'

/** SPEC §1: on any non-mainnet network the wallet states that it is meant for testing only. */
export function TestnetBanner() {
  return (
    <p className="ts-testnetBanner" role="note">
      {texts.shell.testnetBanner}
    </p>
  )
}
