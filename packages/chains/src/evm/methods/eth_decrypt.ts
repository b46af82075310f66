import { type Address, hexToString, isHex } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { decryptMessage } from './encryption/decryptMessage.js'
import { type EncryptedData, encryptionVersion } from './encryption/EncryptedData.js'
import { parseAccountParam } from './parseAccountParam.js'

type DecryptParams = { readonly encrypted: EncryptedData; readonly from: Address }

/** eth_decrypt [hex of the encrypted JSON, address]: the plain text, after approval (SPEC §6). */
export const eth_decrypt = defineEvmMethod<DecryptParams>({
  needsApproval: true,
  needsAccount: true,
  parseParams(params, context) {
    const from = parseAccountParam(paramAt(params, 1), context)
    const encrypted = readEncryptedData(paramAt(params, 0))
    if (encrypted.version !== encryptionVersion)
      throw invalidParams('Encryption type/version not supported')
    return { encrypted, from }
  },
  describe: ({ from }) => ({ kind: 'decrypt', method: 'eth_decrypt', from }),
  run: async ({ params }, context) => {
    try {
      return decryptMessage(params.encrypted, context.privateKey)
    } catch (error) {
      throw invalidParams('Decryption failed', error)
    }
  },
})

function readEncryptedData(value: unknown): EncryptedData {
  let data: unknown
  try {
    data = isHex(value, { strict: true }) ? JSON.parse(hexToString(value)) : undefined
  } catch {
    data = undefined // not JSON: refused below
  }
  const isEncryptedData =
    isRecord(data) &&
    ['version', 'nonce', 'ephemPublicKey', 'ciphertext'].every(
      (key) => typeof data[key] === 'string',
    )
  if (!isEncryptedData) throw invalidParams('invalid encrypted data')
  return data as EncryptedData
}
