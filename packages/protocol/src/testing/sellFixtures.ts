import type { SellOrder, SellTokenInit } from '../sellMessages.js'

/** The account that sells in the sell-message tests (SPEC §7 sell_token_*, issue #20). */
export const testSeller = '0x1111111111111111111111111111111111111111'

/** Where the test sell order sends the crypto (Transak's deposit address). */
export const testSellDeposit = '0x5e11000000000000000000000000000000de9051'

/**
 * What a sell page sends in sell_token_init (SPEC §4c, I-024): Transak's order `order-1` of
 * 0.05 ETH on the local chain (31337) for 100 USD, fee 2.5, from `testSeller` to
 * `testSellDeposit`, asked as request `m`.
 */
export const testSellInit = {
  messageId: 'm',
  orderId: 'order-1',
  provider: 'transak',
  chainId: 31337,
  contractAddress: 'NATIVE',
  tokenDecimals: 18,
  tokenLogo: null,
  network: 'tessera_local',
  cryptoCurrency: 'ETH',
  cryptoAmount: '0.05',
  walletAddress: testSellDeposit,
  partnerCustomerId: testSeller,
  fiatAmount: '100',
  fiatCurrency: 'USD',
  totalFeeInFiat: '2.5',
  status: 'AWAITING_PAYMENT_FROM_USER',
} satisfies SellTokenInit

/** `testSellInit` as the frame records it (issue #20, `sellOrderSchema`): unapproved, not sent. */
export const testSellOrder: SellOrder = {
  orderId: testSellInit.orderId,
  chainId: testSellInit.chainId,
  cryptoAmount: testSellInit.cryptoAmount,
  cryptoCurrency: testSellInit.cryptoCurrency,
  contractAddress: testSellInit.contractAddress,
  decimals: testSellInit.tokenDecimals,
  logo: testSellInit.tokenLogo,
  to: testSellDeposit,
  from: testSeller,
  fiatAmount: testSellInit.fiatAmount,
  fiatCurrency: testSellInit.fiatCurrency,
  totalFeeInFiat: testSellInit.totalFeeInFiat,
  state: 'unapproved',
  txHash: null,
}
