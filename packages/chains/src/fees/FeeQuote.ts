/** The fee presets of SPEC §2's gas panel, and the user's own values. */
export type FeeSpeed = 'normal' | 'fast' | 'custom'

/**
 * What the family sends with a fee the user picked, in base units: EVM `gasLimit`,
 * `maxFeePerGas`, `maxPriorityFeePerGas`. Approval edits carry it back to the request's family.
 */
export type FeeChoice = {
  readonly speed: FeeSpeed
  readonly values: Readonly<Record<string, bigint>>
}

/** One fee the user may pick, with what it costs in the native coin's base units. */
export type FeeOption = {
  readonly speed: FeeSpeed
  /** What the transaction should cost. */
  readonly fee: bigint
  /** The most it can cost: what the balance must cover with the value sent (SPEC §8 W-107). */
  readonly maxFee: bigint
  readonly choice: FeeChoice
}

/** A field of the Custom tab, named by what it holds; `value` as the user sees it (gwei, units). */
export type CustomFeeField = {
  readonly key: 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'gasPrice' | 'gasLimit'
  readonly value: string
}

/** The fee of a transaction before it is sent (SPEC §2 gas panel, §9 gas rules), per family. */
export type FeeQuote = {
  /** False when the node could not estimate: SPEC §9's fallback is shown, and a send is W-108. */
  readonly isEstimated: boolean
  /** The presets, Normal first (SPEC §2 Normal, Fast); just one where the family has no choice. */
  readonly options: readonly FeeOption[]
  /** The Custom tab's fields, prefilled with SPEC §9's defaults; null where there is no Custom. */
  readonly custom: readonly CustomFeeField[] | null
  /** SPEC §2, §4 gasless: the app's gas tank pays; the user is charged nothing. */
  readonly isSponsored?: boolean
  /** The family's own figures behind the options (EVM: gas limit, base fee, gas price), for Custom. */
  readonly estimate: Readonly<Record<string, bigint>>
}
