import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readParamList, readUnsigned } from '../rpc/readParams.js'

/** `getMinimumBalanceForRentExemption dataLength [config?]`: lamports, from the rent sysvar. */
export const getMinimumBalanceForRentExemption: RpcMethod = (params, { cluster }) => {
  const [dataLength, config] = readParamList(params, { required: 1, allowed: 2 })
  // Rent does not depend on the commitment, but a bad config is refused all the same.
  readCommitmentConfig(config, cluster)
  return cluster.svm.minimumBalanceForRentExemption(readUnsigned(dataLength, 'dataLength'))
}
