import { createNoopSigner, getBase58Decoder } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { solanaMethods } from '@tessera/protocol'
import { adapterConformance } from '../testing/adapterConformance.js'
import { createScalarSigner } from './account/createScalarSigner.js'
import { solanaAdapter } from './solanaAdapter.js'
import { encodeTestTransaction } from './testing/encodeTestTransaction.js'
import { freshSolanaPrivateKey, startLocalSolana } from './testing/startLocalSolana.js'

adapterConformance('Solana', {
  adapter: solanaAdapter,
  start: startLocalSolana,
  freshPrivateKey: freshSolanaPrivateKey,
  nativeDecimals: 9,
  // Above the rent-exempt minimum (0.00089 SOL), so the new account can exist.
  sendAmount: 10_000_000n,
  familyMethods: solanaMethods,
  // A disconnected app (EIP-2255 revoke, issue #17): connect then asks. The sign requests run
  // first, while the app is connected.
  beforeApprovalRequest: (engine, method) => {
    if (method === 'connect') engine.connection.disconnect()
  },
  approvalRequests: async (_engine, node) => {
    const { address } = createScalarSigner(node.privateKey)
    const transaction = () =>
      encodeTestTransaction({
        feePayer: address,
        instructions: [
          getTransferSolInstruction({
            source: createNoopSigner(address),
            destination: createScalarSigner(freshSolanaPrivateKey()).address,
            amount: 1_000_000n,
          }),
        ],
      })
    return {
      connect: undefined,
      signMessage: { message: getBase58Decoder().decode(new TextEncoder().encode('hello')) },
      signTransaction: { message: await transaction() },
      signAllTransactions: { message: [await transaction(), await transaction()] },
      signAndSendTransaction: { message: await transaction() },
    }
  },
})
