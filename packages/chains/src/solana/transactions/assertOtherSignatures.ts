import { getPublicKeyFromAddress, verifySignature } from '@solana/kit'
import { invalidParams } from '../../params/invalidParams.js'
import { signatureInvalid, signatureMissing } from '../requests/solanaRequestTexts.js'
import type { DecodedTransaction } from './decodeWireTransaction.js'

/**
 * For a transaction the wallet is to send: every signer but the wallet has signed already, and
 * validly, so the wallet's signature is the last one it needs. Refused before the user is asked
 * otherwise: the node would reject it after they approved.
 */
export async function assertOtherSignatures(
  decoded: DecodedTransaction,
  parameters: { readonly wallet: string; readonly label: string },
): Promise<void> {
  const { transaction, message } = decoded
  const others = message.staticAccounts
    .slice(0, message.header.numSignerAccounts)
    .filter((signer) => signer !== parameters.wallet)
  for (const signer of others) {
    const signature = transaction.signatures[signer]
    if (!signature) throw invalidParams(signatureMissing(parameters.label, signer))
    const key = await getPublicKeyFromAddress(signer)
    if (!(await verifySignature(key, signature, transaction.messageBytes)))
      throw invalidParams(signatureInvalid(parameters.label, signer))
  }
}
