// Gas estimation and gasless rules (SPEC §4 and §9).

export const gweiDecimals = 9
export const estimateMultiplierForTokensAndNfts = 2n // SPEC §9: custom-token and NFT estimates doubled
export const fallbackGasLimit = 45_000n // SPEC §9: when the lookup fails
export const fallbackGasPriceGwei = 0n // SPEC §9: when the lookup fails
export const defaultMaxFeeTipGwei = 1.5 // SPEC §9: default max fee is base price plus 1.5 gwei

/** SPEC §9: gas panel priority fees as a percentage of the base fee. */
export const priorityFeePercentOfBaseFee = { normal: 1, fast: 2, default: 10 } as const
export const defaultMaxFeePercentOfBaseFee = 125 // SPEC §9: 125% of base fee plus priority fee
export const gasPanelTabs = ['Normal', 'Fast', 'Custom'] as const // SPEC §2

export const paymasterBalanceThresholdWei = 10n ** 17n // SPEC §9: 0.1 native unit
export const ownAppSponsoredNonceLimit = 15 // SPEC §4, §9: sponsored while nonce is under 15
export const gasModes = ['tessera', 'SCW', ''] as const // SPEC §4: {product}, SCW, empty (tank empty)
export const accountTypes = ['eoa', 'scw'] as const // SPEC §3
export type AccountType = (typeof accountTypes)[number]
