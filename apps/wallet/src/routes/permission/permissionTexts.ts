/** The permission page's texts (SPEC §2 `/:appId/permission`, issue #20). */
export const permissionTexts = {
  title: 'Approve a request',
  loading: 'Loading the request…',
  noRequest: 'This page shows a request of the wallet: it needs the id of one (?request=…).',
  noOpener: 'Open this page from a request in the wallet: it shows only the wallet’s own requests.',
  noWallet: 'The wallet did not answer: open this request again from the wallet.',
  notWaiting: 'This request is no longer waiting for your approval.',
  onlyInWallet:
    'This request can only be approved in the wallet, where its fee, expected outcome and balance check are shown.',
  answered: 'This request has been answered. You can close this window.',
} as const
