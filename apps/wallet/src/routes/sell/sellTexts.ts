/** Every visible string of the sell page (issue #20, SPEC §2 `/:appId/sell/transak`). */
export const sellTexts = {
  title: 'Sell crypto',
  loading: 'Loading your sell order…',
  summary: (amount: string, symbol: string, fiat: string, currency: string) =>
    `Sell ${amount} ${symbol} for ${fiat} ${currency}`,
  orderId: 'Order ID',
  fee: 'Fee',
  to: 'Send to',
  from: 'From',
  network: 'Network',
  explain:
    'Approving sends the crypto above from your wallet to the address shown; Transak then pays you.',
  approve: 'Approve',
  reject: 'Reject',
  sending: 'Sending…',
  sent: 'Sent. Transak completes your order; its status shows in the wallet’s Activity.',
  txHash: 'Transaction hash',
  rejected: 'You rejected this sell order. Nothing was sent.',
  failed: 'Sending this order’s crypto failed. Nothing more will be sent for it.',
  closed:
    'This order has ended at Transak; it can no longer be approved. See the wallet’s Activity.',
  stillSending: 'Still sending: check the wallet’s Activity for this order before trying again.',
  noWallet:
    'This page works only in the tab the wallet opened from its Sell button, while you are logged in.',
  otherWallet: 'This order is not for the wallet you are logged in with.',
  otherChain: 'Switch the wallet to the network of this order, then open this page again.',
} as const
