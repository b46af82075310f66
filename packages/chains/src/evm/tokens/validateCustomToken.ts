import { WalletError } from '@tessera/errors'
import { getAddress, isAddress } from 'viem'
import type { CustomToken } from '../../assets/KnownToken.js'

export type ValidateCustomTokenErrorType = WalletError<'W-110' | 'W-115'>

const maxTokenDecimals = 255 // uint8

/**
 * Turns the Add Token form into a custom token (SPEC §5): the address must be one (W-115); the
 * symbol and decimals must be there (W-110), decimals a whole number from 0 (Token Decimal:
 * min 0, step 1).
 */
export function validateCustomToken(form: {
  readonly address: string
  readonly symbol: string
  readonly decimals: string | number
  readonly name?: string
  readonly logo?: string
}): CustomToken {
  const address = form.address.trim()
  if (!isAddress(address)) throw new WalletError('W-115')
  const symbol = form.symbol.trim()
  const decimalsText = String(form.decimals).trim()
  const decimals = Number(decimalsText)
  if (
    symbol === '' ||
    !/^\d+$/.test(decimalsText) ||
    !Number.isSafeInteger(decimals) ||
    decimals > maxTokenDecimals
  )
    throw new WalletError('W-110')
  const name = form.name?.trim()
  return {
    address: getAddress(address),
    symbol,
    decimals,
    ...(name ? { name } : {}),
    ...(form.logo ? { logo: form.logo } : {}),
  }
}
