/**
 * Which coin and network each on-ramp uses per chain (SPEC §7 `/api/v1/onramp-coin-config/`):
 * `transak` names the card on-ramp's network, `onramp` the second on-ramp's network and coin.
 * The list every deployment serves; the local stack adds its chains (`onrampStandInEntry`).
 */
export const onrampCoinConfig = [
  {
    chain_id: '1',
    compatibility: 'evm',
    transak: { network: 'ethereum' },
    onramp: { network: 'erc20', coin: 'eth' },
  },
  {
    chain_id: '137',
    compatibility: 'evm',
    transak: { network: 'polygon' },
    onramp: { network: 'matic20', coin: 'pol' },
  },
  {
    chain_id: '42161',
    compatibility: 'evm',
    transak: { network: 'arbitrum' },
    onramp: { network: 'arbitrum', coin: 'eth' },
  },
  {
    chain_id: '56',
    compatibility: 'evm',
    transak: { network: 'bsc' },
    onramp: { network: 'bep20', coin: 'bnb' },
  },
  {
    chain_id: '10',
    compatibility: 'evm',
    transak: { network: 'optimism' },
    onramp: { network: 'optimism', coin: 'eth' },
  },
  {
    chain_id: '8453',
    compatibility: 'evm',
    transak: { network: 'base' },
    onramp: { network: 'base', coin: 'eth' },
  },
  {
    chain_id: '1',
    compatibility: 'solana',
    transak: { network: 'solana' },
    onramp: { network: 'spl', coin: 'sol' },
  },
  {
    chain_id: '1',
    compatibility: 'multiversx',
    transak: { network: 'elrond', cryptoCurrency: 'EGLD' },
    onramp: null,
  },
  {
    chain_id: '1',
    compatibility: 'near',
    transak: { network: 'near', cryptoCurrency: 'NEAR' },
    onramp: null,
  },
] as const

/**
 * Issue #20: a local chain `npm start` runs (server config `onrampStandInChainIds`), listed after
 * the real ones: its second on-ramp is the local Onramp.money stand-in (`tessera_{chainId}`, coin
 * `eth`); its card on-ramp entry is left to the card on-ramp's own list, which the wallet reads.
 */
export function onrampStandInEntry(chainId: number) {
  return {
    chain_id: String(chainId),
    compatibility: 'evm',
    transak: null,
    onramp: { network: `tessera_${chainId}`, coin: 'eth' },
  } as const
}
