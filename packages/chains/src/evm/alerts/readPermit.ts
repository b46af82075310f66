import { type Address, getAddress, isAddress } from 'viem'
import type { AlertRequest } from './AlertRequest.js'
import { isUnlimitedAmount } from './isUnlimitedAmount.js'

/** One token a permit lets its spender take, and how much. */
export type PermitAllowance = {
  readonly token: Address | undefined
  readonly amount: bigint
  /** So large no real balance reaches it (`isUnlimitedAmount`), or DAI's `allowed: true`. */
  readonly isUnlimited: boolean
}

/**
 * A signed permission to spend the signer's tokens, read from typed data: EIP-2612 `Permit`
 * (and DAI's older `Permit` with `allowed`), Permit2's `PermitSingle`/`PermitBatch` (allowances)
 * and `PermitTransferFrom`/`PermitBatchTransferFrom` (one-off transfers, witness ones too).
 * `validUntil` holds each time limit in unix seconds, `null` for none (DAI's expiry 0).
 */
export type Permit = {
  readonly standard: 'EIP-2612' | 'DAI' | 'Permit2'
  readonly spender: Address
  readonly allowances: readonly PermitAllowance[]
  readonly validUntil: readonly (bigint | null)[]
}

/** Permit2's amounts are uint160. */
const permit2AmountBits = 160
const uint256Bits = 256

/** The permit a typed-data request carries, or undefined when it carries none (or a malformed one). */
export function readPermit(request: AlertRequest): Permit | undefined {
  if (request.kind !== 'typedData') return undefined
  const { message, domain, primaryType } = request
  const spender = addressOf(message.spender)
  if (!spender) return undefined
  if (primaryType === 'Permit')
    return readErc20Permit(message, addressOf(domain.verifyingContract), spender)
  if ('details' in message) return readPermit2Allowance(message, spender)
  if ('permitted' in message) return readPermit2Transfer(message, spender)
  return undefined
}

function readErc20Permit(
  message: Readonly<Record<string, unknown>>,
  token: Address | undefined,
  spender: Address,
): Permit | undefined {
  if (typeof message.allowed === 'boolean') {
    const expiry = bigintOf(message.expiry)
    if (expiry === undefined || !message.allowed) return undefined
    return {
      standard: 'DAI',
      spender,
      allowances: [{ token, amount: 2n ** 256n - 1n, isUnlimited: true }],
      validUntil: [expiry === 0n ? null : expiry],
    }
  }
  const amount = bigintOf(message.value)
  const deadline = bigintOf(message.deadline)
  if (amount === undefined || deadline === undefined) return undefined
  return {
    standard: 'EIP-2612',
    spender,
    allowances: [{ token, amount, isUnlimited: isUnlimitedAmount(amount, uint256Bits) }],
    validUntil: [deadline],
  }
}

/** Permit2 AllowanceTransfer: `details` (one, or a list) with amount and expiration, and `sigDeadline`. */
function readPermit2Allowance(
  message: Readonly<Record<string, unknown>>,
  spender: Address,
): Permit | undefined {
  const details = Array.isArray(message.details) ? message.details : [message.details]
  const allowances: PermitAllowance[] = []
  const validUntil: bigint[] = []
  for (const detail of details) {
    const entry = permit2Allowance(detail)
    const expiration = isRecord(detail) ? bigintOf(detail.expiration) : undefined
    if (!entry || expiration === undefined) return undefined
    allowances.push(entry)
    validUntil.push(expiration)
  }
  const sigDeadline = bigintOf(message.sigDeadline)
  if (sigDeadline === undefined) return undefined
  return { standard: 'Permit2', spender, allowances, validUntil: [sigDeadline, ...validUntil] }
}

/** Permit2 SignatureTransfer: `permitted` (one, or a list) token and amount, and `deadline`. */
function readPermit2Transfer(
  message: Readonly<Record<string, unknown>>,
  spender: Address,
): Permit | undefined {
  const permitted = Array.isArray(message.permitted) ? message.permitted : [message.permitted]
  const allowances: PermitAllowance[] = []
  for (const item of permitted) {
    const entry = permit2Allowance(item)
    if (!entry) return undefined
    allowances.push(entry)
  }
  const deadline = bigintOf(message.deadline)
  if (deadline === undefined) return undefined
  return { standard: 'Permit2', spender, allowances, validUntil: [deadline] }
}

/** One Permit2 token entry: `{ token, amount }` (uint160 amounts). */
function permit2Allowance(value: unknown): PermitAllowance | undefined {
  if (!isRecord(value)) return undefined
  const token = addressOf(value.token)
  const amount = bigintOf(value.amount)
  if (!token || amount === undefined) return undefined
  return { token, amount, isUnlimited: isUnlimitedAmount(amount, permit2AmountBits) }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function addressOf(value: unknown): Address | undefined {
  return typeof value === 'string' && isAddress(value, { strict: false })
    ? getAddress(value)
    : undefined
}

/** A typed-data integer as apps send it: a number, a decimal or hex string, or a bigint. */
function bigintOf(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return undefined
  return BigInt(value)
}
