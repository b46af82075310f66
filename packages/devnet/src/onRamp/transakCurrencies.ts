/** One entry of Transak's `GET /api/v2/currencies/crypto-currencies` (the fields clients read). */
export type TransakCurrency = {
  readonly coinId: string
  readonly symbol: string
  readonly name: string
  readonly uniqueId: string
  readonly address: string
  readonly decimals: number
  readonly isAllowed: boolean
  readonly isPayInAllowed: boolean
  readonly network: { readonly name: string; readonly chainId: string | null }
}

/** The network name the stand-in gives the first devnet chain, as Transak names 'polygon'. */
export const devnetTransakNetwork = 'tessera_local'

const nativeAddress = '0x0000000000000000000000000000000000000000'

const currency = (
  symbol: string,
  name: string,
  network: TransakCurrency['network'],
  flags: { isAllowed: boolean; isPayInAllowed: boolean },
  token: { address: string; decimals: number } = { address: nativeAddress, decimals: 18 },
): TransakCurrency => ({
  coinId: name.toLowerCase().replaceAll(' ', '-'),
  symbol,
  name,
  uniqueId: `${symbol}${network.name}`,
  ...token,
  ...flags,
  network,
})

const both = { isAllowed: true, isPayInAllowed: true }

/**
 * A small list in Transak's shape: real mainnets (one buy-only token, one non-EVM coin with a null
 * chain id) and the first devnet chain (31337) for buying and selling. The second devnet chain is
 * left out, so the wallet shows Sell disabled there and offers Buy only through the second
 * on-ramp (issue #20).
 */
export const transakCurrencies: readonly TransakCurrency[] = [
  currency('ETH', 'Ethereum', { name: 'ethereum', chainId: '1' }, both),
  currency('POL', 'Polygon', { name: 'polygon', chainId: '137' }, both),
  currency(
    'USDT',
    'Tether',
    { name: 'polygon', chainId: '137' },
    { isAllowed: true, isPayInAllowed: false },
    { address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', decimals: 6 },
  ),
  currency('ETH', 'Ethereum', { name: 'arbitrum', chainId: '42161' }, both),
  currency(
    'BNB',
    'BNB',
    { name: 'bsc', chainId: '56' },
    { isAllowed: true, isPayInAllowed: false },
  ),
  currency('SOL', 'Solana', { name: 'solana', chainId: null }, both, {
    address: nativeAddress,
    decimals: 9,
  }),
  currency('ETH', 'Ethereum', { name: devnetTransakNetwork, chainId: '31337' }, both),
]
