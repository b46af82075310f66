import type { Address, Hex } from 'viem'

/** An eth_sendTransaction as the alert rules read it: null where the app left a field out. */
export type TransactionAlertRequest = {
  readonly kind: 'transaction'
  readonly from: Address
  readonly to: Address | null
  readonly data: Hex | null
  readonly value: bigint
}

/** An eth_signTypedData_v3/_v4 payload as the alert rules read it (values as the app sent them). */
export type TypedDataAlertRequest = {
  readonly kind: 'typedData'
  readonly from: Address
  readonly domain: Readonly<Record<string, unknown>>
  readonly primaryType: string
  readonly message: Readonly<Record<string, unknown>>
}

/** What the alert rules look at: a transaction or a typed-data message, already parsed. */
export type AlertRequest = TransactionAlertRequest | TypedDataAlertRequest
