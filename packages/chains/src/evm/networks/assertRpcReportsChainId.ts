import { WalletError } from '@tessera/errors'
import { createPublicClient } from 'viem'
import { rpcTransport } from '../client/rpcTransport.js'

export type AssertRpcReportsChainIdErrorType = WalletError<'W-122' | 'W-123'>

/** SPEC §5: the RPC must answer with the chain id entered (W-122); any other failure is W-123. */
export async function assertRpcReportsChainId(rpcUrl: string, chainId: number): Promise<void> {
  let reported: number
  try {
    reported = await createPublicClient({ transport: rpcTransport(rpcUrl) }).getChainId()
  } catch (error) {
    throw new WalletError('W-123', { details: 'the RPC did not answer eth_chainId', cause: error })
  }
  if (reported !== chainId)
    throw new WalletError('W-122', { details: `the RPC reports chain ${reported}, not ${chainId}` })
}
