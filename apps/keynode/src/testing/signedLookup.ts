import { shareRequestMessage } from '@tessera/keys'
import { privateKeyToAccount } from 'viem/accounts'

/** The body of a share lookup as the wallet sends it: signed by the token's one-time key. */
export async function signedLookup(
  token: string,
  key: `0x${string}`,
  nodeIndex: number,
  requestId = crypto.randomUUID().replaceAll('-', ''),
) {
  const account = privateKeyToAccount(key)
  return {
    token,
    clientPublicKey: account.publicKey,
    requestId,
    mode: 'lookup',
    proof: await account.signMessage({
      message: shareRequestMessage({ nodeIndex, mode: 'lookup', requestId }),
    }),
  }
}
