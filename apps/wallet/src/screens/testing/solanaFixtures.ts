import { solanaFeeQuote } from '@tessera/chains/solana'
import type {
  FeeQuote,
  NetworkConfig,
  RequestDescription,
  SimulationResult,
  SolanaInstructionDescription,
  SolanaTransactionDescription,
} from '@tessera/engine'

// Sample data for the Solana approval views: devnet, one pending request of each Solana approval
// kind, what the fake node charges for each and what it simulates. Each description is what the
// Solana family's `describe` makes of a real transaction (built with @solana/kit and the system
// and token programs' builders); every token account is its owner's associated one for the mint.

/** The wallet's Solana address. */
export const solanaWalletAddress = 'AT54A5s9B7bcW4ersdHyzimBtptAdkM7dKyGHgsUGRhQ'
const wallet = solanaWalletAddress
const recipient = 'GFVqWrgxocwNoZBiAFD8sqtdWSos6ZLnXzgB8WEgoei8'
/** The app's own account: it pays the fee of a transaction the wallet signs too. */
const partner = 'CSs5R6DjY31LH2ieJpN2cY7ZDFe7s18YoFcFbjc8Xsp4'
/** USDC on devnet, and the USDC accounts of the wallet, the recipient and the partner. */
const usdc = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU'
const walletUsdc = 'BUmirNQ1f7iPzPXjx7dXbz5s1EAdYwzgqncbRcyjCnoM'
const recipientUsdc = 'Ewmn53F75thu4jfnPiWRHbL5tjigpvSrbRS17zFqdmDC'
const partnerUsdc = 'BMQhJNcATcFH92yan7P3jsbnwdYjMaoL1GNKQY4aqW79'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const memoProgram = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'

/** Solana devnet as the gateway lists it (SPEC §3 chain_type solana_cv25519, SPEC §9 9 decimals). */
export const solanaNetwork: NetworkConfig = {
  id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainName: 'Solana Devnet',
  rpcUrls: ['http://localhost:8899'],
  blockExplorerUrls: ['https://explorer.solana.com/?cluster=devnet'],
  nativeCurrency: { symbol: 'SOL', decimals: 9, name: 'Solana' },
  isCustom: false,
  chainType: 'solana_cv25519',
}
const devnet = { networkId: solanaNetwork.id, chainName: solanaNetwork.chainName }

/** A v0 transaction the wallet alone signs and pays for, its blockhash valid unless said. */
const walletTransaction = (
  blockhash: string,
  instructions: readonly SolanaInstructionDescription[],
  isValid = true,
): SolanaTransactionDescription => ({
  version: 0,
  feePayer: wallet,
  signers: [wallet],
  missingSignatures: [],
  lifetime: { kind: 'blockhash', blockhash, isValid },
  instructions,
})

const sendSol = (to: string, lamports: bigint): SolanaInstructionDescription => ({
  kind: 'systemTransfer',
  from: wallet,
  to,
  lamports,
})

const signInMessage = [
  'demo.example wants you to sign in with your Solana account:',
  wallet,
  '',
  'Sign in to Demo App.',
  '',
  'URI: https://demo.example',
  'Version: 1',
  'Chain ID: devnet',
  'Nonce: 4f9c2a71',
  'Issued At: 2026-11-20T09:30:00.000Z',
].join('\n')

const batchBlockhash = '4X8FpQceWdS2kuDPSZRbiAjYwt7Kno4oKXeYx6dSRvSG'

export const solanaDescriptions = {
  solanaSignMessage: {
    kind: 'solanaSignMessage',
    method: 'signMessage',
    from: wallet,
    message: 'Welcome to Demo App!\n\nSign this message to prove you own this wallet.',
    isHex: false,
    isSignIn: false,
  },
  /** Bytes that are no UTF-8 text. */
  solanaSignMessageHex: {
    kind: 'solanaSignMessage',
    method: 'signMessage',
    from: wallet,
    message: '0xdeadbeef00ff1020',
    isHex: true,
    isSignIn: false,
  },
  /** SPEC §5: a sign-in message for this wallet. */
  solanaSignIn: {
    kind: 'solanaSignMessage',
    method: 'signMessage',
    from: wallet,
    message: signInMessage,
    isHex: false,
    isSignIn: true,
  },
  solanaSignTransaction: {
    kind: 'solanaTransactions',
    method: 'signTransaction',
    chain: devnet,
    from: wallet,
    transactions: [
      walletTransaction('JA3EJMErnj43d1LKjS1YmTwQ8Yci5UeSFCTx95ckEJi2', [
        sendSol(recipient, 500_000_000n),
      ]),
    ],
  },
  /** 2.5 USDC to a recipient without a USDC account yet, at a priority fee. */
  solanaTokenTransfer: {
    kind: 'solanaTransactions',
    method: 'signAndSendTransaction',
    chain: devnet,
    from: wallet,
    transactions: [
      walletTransaction('HiBPkhGD1P75LAEVAZnFU42CSe1b5ZULviFPJyx49o3k', [
        { kind: 'setComputeUnitLimit', units: 60_000 },
        { kind: 'setComputeUnitPrice', microLamports: 100_000n },
        {
          kind: 'createAssociatedTokenAccount',
          isIdempotent: true,
          payer: wallet,
          account: recipientUsdc,
          owner: recipient,
          mint: usdc,
          tokenProgram,
        },
        {
          kind: 'tokenTransfer',
          instruction: 'transferChecked',
          programId: tokenProgram,
          source: walletUsdc,
          destination: recipientUsdc,
          authority: wallet,
          amount: 2_500_000n,
          mint: usdc,
          decimals: 6,
        },
      ]),
    ],
  },
  /** Two transactions; the second is paid by the app, whose signature it still needs. */
  solanaSignAll: {
    kind: 'solanaTransactions',
    method: 'signAllTransactions',
    chain: devnet,
    from: wallet,
    transactions: [
      walletTransaction(batchBlockhash, [
        sendSol(partner, 250_000_000n),
        { kind: 'unknown', programId: memoProgram, accountCount: 1, dataSize: 10 },
      ]),
      {
        version: 0,
        feePayer: partner,
        signers: [partner, wallet],
        missingSignatures: [partner],
        lifetime: { kind: 'blockhash', blockhash: batchBlockhash, isValid: true },
        instructions: [
          {
            // A plain transfer: its mint and decimals are those the node told of its source.
            kind: 'tokenTransfer',
            instruction: 'transfer',
            programId: tokenProgram,
            source: walletUsdc,
            destination: partnerUsdc,
            authority: wallet,
            amount: 10_000_000n,
            mint: usdc,
            decimals: 6,
          },
        ],
      },
    ],
  },
  /** Held too long: its recent blockhash is no longer valid. */
  solanaExpired: {
    kind: 'solanaTransactions',
    method: 'signTransaction',
    chain: devnet,
    from: wallet,
    transactions: [
      walletTransaction(
        '8x3FFtqnVb4qcApYti8enTSXPBzWHMKLez98RRdEXGx2',
        [sendSol(recipient, 500_000_000n)],
        false,
      ),
    ],
  },
} as const satisfies Record<string, RequestDescription>

export type SolanaRequestFixture = keyof typeof solanaDescriptions
export const solanaRequestFixtures = Object.keys(solanaDescriptions) as SolanaRequestFixture[]

/** The Solana family's fee quote (one Normal fee, no Custom tab), no rent moved into new accounts. */
const feeQuote = (fee: bigint, isEstimated = true): FeeQuote =>
  solanaFeeQuote({ fee, rent: 0n, isEstimated })

/**
 * What the fake node charges each transaction request, its messages' fees summed as the family
 * does: 5000 lamports a signature, plus the priority fee (60000 units at 100000 micro-lamports
 * is 6000 lamports). An expired blockhash has no fee from the node: the family's estimate.
 */
const solanaFees = new Map<RequestDescription, FeeQuote>([
  [solanaDescriptions.solanaSignTransaction, feeQuote(5_000n)],
  [solanaDescriptions.solanaTokenTransfer, feeQuote(11_000n)],
  [solanaDescriptions.solanaSignAll, feeQuote(15_000n)],
  [solanaDescriptions.solanaExpired, feeQuote(5_000n, false)],
])

/** The fee quote of a Solana fixture carrying transactions; undefined for any other request. */
export function solanaFeeQuoteOf(description: RequestDescription): FeeQuote | undefined {
  return solanaFees.get(description)
}

/**
 * What the fake node simulates for a Solana request (the scenario picks one, as for EVM): the
 * wallet's changes without the fee, named by the token list; a failure names its transaction.
 */
export const solanaSimulations = {
  solanaTransfer: {
    status: 'success',
    changes: [{ asset: { type: 'native' }, delta: -5n * 10n ** 8n }],
  },
  /** The new USDC account's rent is paid by the wallet. */
  solanaTokenTransfer: {
    status: 'success',
    changes: [
      { asset: { type: 'native' }, delta: -2_039_280n },
      { asset: { type: 'token', address: usdc }, delta: -2_500_000n, symbol: 'USDC', decimals: 6 },
    ],
  },
  solanaSignAll: {
    status: 'success',
    changes: [
      { asset: { type: 'native' }, delta: -25n * 10n ** 7n },
      { asset: { type: 'token', address: usdc }, delta: -10_000_000n, symbol: 'USDC', decimals: 6 },
    ],
  },
  solanaReverted: { status: 'reverted', reason: 'transaction 2: Error: insufficient funds' },
} as const satisfies Record<string, SimulationResult>
