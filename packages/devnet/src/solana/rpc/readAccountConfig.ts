import {
  type AccountEncoding,
  accountEncodings,
  assertSliceFitsEncoding,
  type DataSlice,
} from '../accounts/encodeAccount.js'
import type { SolanaCluster } from '../cluster/createSolanaCluster.js'
import { type CommitmentConfig, readCommitmentConfig } from './readCommitmentConfig.js'
import { readChoice, readConfig, readUnsigned } from './readParams.js'

export type AccountConfig = CommitmentConfig & {
  readonly encoding: AccountEncoding
  readonly dataSlice: DataSlice | undefined
}

/** The config of account reads: commitment, `encoding` (default `binary`) and `dataSlice`. */
export function readAccountConfig(value: unknown, cluster: SolanaCluster): AccountConfig {
  const read = readCommitmentConfig(value, cluster)
  const encoding = readChoice(read.config, 'encoding', accountEncodings, 'binary')
  const dataSlice = readDataSlice(read.config.dataSlice)
  assertSliceFitsEncoding({ encoding, dataSlice })
  return { ...read, encoding, dataSlice }
}

function readDataSlice(value: unknown): DataSlice | undefined {
  if (value === undefined || value === null) return undefined
  const slice = readConfig(value)
  return {
    offset: Number(readUnsigned(slice.offset, 'dataSlice.offset')),
    length: Number(readUnsigned(slice.length, 'dataSlice.length')),
  }
}
