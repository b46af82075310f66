import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readAddress, readParamList, readUnsigned } from '../rpc/readParams.js'

/**
 * `requestAirdrop address lamports [config?]`: a transfer from the cluster's faucet; answers
 * its signature, whose status tells whether it landed.
 */
export const requestAirdrop: RpcMethod = (params, { cluster, faucet }) => {
  const [address, lamports, config] = readParamList(params, { required: 2, allowed: 3 })
  readCommitmentConfig(config, cluster)
  return faucet(readAddress(address), readUnsigned(lamports, 'lamports'))
}
