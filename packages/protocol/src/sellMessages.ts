// Window messages of the on-ramp sell flow and its order statuses (SPEC §4, §7).

export const sellMessages = [
  'sell_token_init',
  'sell_token_reject',
  'sell_token_tx_success',
  'sell_token_tx_failure',
] as const
export type SellMessage = (typeof sellMessages)[number]

/** SPEC §4: on-ramp sell order status → activity status. */
export const sellOrderStatusToActivityStatus = {
  AWAITING_PAYMENT_FROM_USER: 'Unapproved',
  PROCESSING: 'Processing',
  PENDING_DELIVERY: 'Pending',
  COMPLETED: 'Success',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  EXPIRED: 'Expired',
} as const

/** SPEC §4: final statuses end the per-order realtime subscription. */
export const finalSellOrderStatuses = [
  'COMPLETED',
  'CANCELLED',
  'FAILED',
  'REFUNDED',
  'EXPIRED',
] as const satisfies readonly (keyof typeof sellOrderStatusToActivityStatus)[]
