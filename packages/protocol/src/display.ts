// How amounts and addresses are shown (SPEC §2 and §9).

export const assetListDecimals = 4 // SPEC §9
export const totalBalanceDecimals = 9 // SPEC §2, §9
export const fiatDecimals = 2 // SPEC §2, §9
export const addressVisibleChars = 6 // SPEC §2, §9: 6 characters at each end
export const fiatCurrency = 'USD' // SPEC §9: USD only
export const fiatSymbol = '$' // SPEC §9
export const ownNetworkCurrencySymbol = 'XAR' // SPEC §9: the product's own network
