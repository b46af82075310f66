// The logged-in routes of SPEC §2, under the shell the core mounts at /loggedin/*.

const base = '/loggedin'

export const paths = {
  home: base,
  requests: `${base}/requests`,
  nfts: `${base}/nfts`,
  addNft: `${base}/nfts/add`,
  nftDetails: `${base}/nfts/details`,
  manageNfts: `${base}/nfts/manage`,
  selectNfts: `${base}/nfts/select`,
  editNft: `${base}/nfts/edit`,
  sendNft: `${base}/nfts/send`,
  profile: `${base}/profileScreen`,
  activities: `${base}/activities`,
  callBatch: `${base}/activities/batch`,
  sendTokens: `${base}/tokens/send`,
  addToken: `${base}/addToken`,
  mfaRequired: `${base}/mfa/required`,
  starterTips: `${base}/starterTips`,
} as const

/** SPEC §2: the requests route with one request (pending or skipped) chosen by id. */
export function requestPath(id: string | number): string {
  return `${paths.requests}?id=${encodeURIComponent(String(id))}`
}

/** EIP-5792 wallet_showCallsStatus (issue #17): the Activity of one of the app's batches, by id. */
export function callBatchPath(id: string): string {
  return `${paths.callBatch}?id=${encodeURIComponent(id)}`
}

/** SPEC §2 NFT screens that receive the chosen NFT: its contract and token id in the query. */
export function nftPath(
  path: typeof paths.nftDetails | typeof paths.sendNft | typeof paths.editNft,
  nft: { readonly address: string; readonly tokenId: bigint },
): string {
  const query = new URLSearchParams({ address: nft.address, tokenId: nft.tokenId.toString() })
  return `${path}?${query}`
}

/** any logged-in path containing 'request' or 'activities' is the activity area. */
export function isActivityArea(pathname: string): boolean {
  return pathname.includes('request') || pathname.includes('activities')
}
