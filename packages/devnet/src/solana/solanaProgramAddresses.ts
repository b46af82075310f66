import { type Address, address } from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/** The programs the local cluster knows by name; LiteSVM preloads every one of them. */
export const solanaProgramAddresses = {
  system: SYSTEM_PROGRAM_ADDRESS,
  token: TOKEN_PROGRAM_ADDRESS,
  token2022: address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
  associatedToken: ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  memo: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
  computeBudget: address('ComputeBudget111111111111111111111111111111'),
  addressLookupTable: address('AddressLookupTab1e1111111111111111111111111'),
} as const

/** The two SPL token programs, with the name the real RPC gives each in `jsonParsed` answers. */
export const tokenProgramNames: ReadonlyMap<Address, 'spl-token' | 'spl-token-2022'> = new Map<
  Address,
  'spl-token' | 'spl-token-2022'
>([
  [solanaProgramAddresses.token, 'spl-token'],
  [solanaProgramAddresses.token2022, 'spl-token-2022'],
])
