import { type Address, hexToString, isHex } from 'viem'
import { invalidParams } from '../../requests/invalidParams.js'
import { isRecord } from '../../requests/isRecord.js'
import { defineMethod } from '../../requests/MethodRow.js'
import { paramAt } from '../../requests/paramAt.js'
import { decryptMessage } from './encryption/decryptMessage.js'
import { type EncryptedData, encryptionVersion } from './encryption/EncryptedData.js'
import { parseAccountParam } from './parseAccountParam.js'
import { requirePrivateKey } from './requirePrivateKey.js'

type DecryptParams = { readonly encrypted: EncryptedData; readonly from: Address }

/** eth_decrypt [hex of the encrypted JSON, address]: the plain text, after approval (SPEC §6). */
export const eth_decrypt = defineMethod<DecryptParams>({
  needsApproval: true,
  parseParams(params, context) {
    requirePrivateKey(context)
    const from = parseAccountParam(paramAt(params, 1), context)
    const encrypted = readEncryptedData(paramAt(params, 0))
    if (encrypted.version !== encryptionVersion)
      throw invalidParams('Encryption type/version not supported')
    return { encrypted, from }
  },
  describe: ({ from }) => ({ kind: 'decrypt', method: 'eth_decrypt', from }),
  run: async ({ params }, context) => {
    const privateKey = requirePrivateKey(context)
    try {
      return decryptMessage(params.encrypted, privateKey)
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
