import type { NetworkId } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import type { UserTokens } from '../assets/createUserTokens.js'

/** The token of a sell order as the card on-ramp names it ('NATIVE' for the chain's coin). */
export type SellToken = {
  readonly networkId: NetworkId
  readonly contractAddress: string
  readonly decimals: number
}

/**
 * Issue #20: before the Sell of an ERC-20 is offered, the chain must show a contract at its
 * address (W-115 'Invalid contract address') whose decimals() is what the card on-ramp says
 * (W-146 'Invalid token'), or the approved transfer would move another amount than the order's.
 * A chain that cannot be read refuses too (W-134 'Could not get the token'). The chain's own coin
 * needs no check.
 */
export async function assertSellToken(
  tokens: Pick<UserTokens, 'read'>,
  token: SellToken,
): Promise<void> {
  if (token.contractAddress === 'NATIVE') return
  const { decimals } = await tokens
    .read(token.networkId, token.contractAddress)
    .catch((error: unknown) => {
      if (error instanceof WalletError) throw error
      throw new WalletError('W-134', { cause: error, details: token.contractAddress })
    })
  if (decimals !== token.decimals)
    throw new WalletError('W-146', {
      details:
        decimals === undefined
          ? `${token.contractAddress} tells no decimals()`
          : `${token.contractAddress} has ${decimals} decimals, the order says ${token.decimals}`,
    })
}
