import {
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  type Commitment,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'

export type SignedWire = {
  readonly wire: Base64EncodedWireTransaction
  readonly signature: Signature
}

/** A v0 transaction paid by `feePayer` over the latest confirmed blockhash, signed with kit. */
export async function signWithKit(
  rpc: Rpc<SolanaRpcApi>,
  feePayer: TransactionSigner,
  instructions: readonly Instruction[],
): Promise<SignedWire> {
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return {
    wire: getBase64EncodedWireTransaction(signed),
    signature: getSignatureFromTransaction(signed),
  }
}

const statusWaitMs = 10_000
const ranks: readonly Commitment[] = ['processed', 'confirmed', 'finalized']

/** Polls `getSignatureStatuses` until the signature reaches `commitment`; answers its status. */
export async function waitForStatus(
  rpc: Rpc<SolanaRpcApi>,
  signature: Signature,
  commitment: Commitment = 'confirmed',
) {
  const deadline = Date.now() + statusWaitMs
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const [status] = value
    const reached = status?.confirmationStatus
    if (status && reached && ranks.indexOf(reached) >= ranks.indexOf(commitment)) return status
    if (Date.now() > deadline) throw new Error(`${signature} never reached ${commitment}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Sends a kit-signed transaction as a wallet does (base64, preflight) and waits for it. */
export async function sendWithKit(
  rpc: Rpc<SolanaRpcApi>,
  feePayer: TransactionSigner,
  instructions: readonly Instruction[],
): Promise<Signature> {
  const { wire } = await signWithKit(rpc, feePayer, instructions)
  const signature = await rpc
    .sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' })
    .send()
  await waitForStatus(rpc, signature)
  return signature
}
