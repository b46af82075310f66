import { signedShareRequest } from './signedShareRequest.js'

/** The body of a share lookup as the wallet sends it: signed by the token's one-time key. */
export function signedLookup(
  token: string,
  key: `0x${string}`,
  nodeIndex: number,
  requestId?: string,
) {
  return signedShareRequest({
    token,
    oneTimePrivateKey: key,
    nodeIndex,
    mode: 'lookup',
    ...(requestId === undefined ? {} : { requestId }),
  })
}
