import { createHash } from 'node:crypto'
import {
  type Address,
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  type KeyPairSigner,
} from '@solana/kit'

/**
 * The local cluster's fixed keys, each an ed25519 seed of sha256(`tessera devnet solana: {seed}`).
 * The seeds are public, like anvil's mnemonic: these keys guard nothing but the local cluster.
 */
const seeds = {
  /** Pays out `requestAirdrop`, funded at genesis. */
  faucet: 'faucet',
  /** The funded test user: holds SOL and every fixture token. */
  testUser: 'test user',
  /** Creates the fixture mints and mints their supply. */
  mintAuthority: 'mint authority',
  tusdMint: 'TUSD mint',
  tst22Mint: 'TST22 mint',
} as const

export type SolanaDevnetKeyName = keyof typeof seeds

/** The address of each key, written out so lists and docs can name them (a test derives them). */
export const solanaDevnetAddresses: Readonly<Record<SolanaDevnetKeyName, Address>> = {
  faucet: address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W'),
  testUser: address('5xGvjGwv57CiKx73hV6E3BXQtkLSgy5ecpiL8sQvVFGm'),
  mintAuthority: address('FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy'),
  tusdMint: address('5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY'),
  tst22Mint: address('BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9'),
}

/** A kit signer for one of the local cluster's fixed keys. */
export function solanaDevnetSigner(name: SolanaDevnetKeyName): Promise<KeyPairSigner> {
  const seed = createHash('sha256').update(`tessera devnet solana: ${seeds[name]}`).digest()
  return createKeyPairSignerFromPrivateKeyBytes(seed)
}

/** The funded Solana test user. */
export const solanaTestUserAddress: Address = solanaDevnetAddresses.testUser

/** A kit signer for the Solana test user, for tests that send from its account. */
export function solanaTestUserSigner(): Promise<KeyPairSigner> {
  return solanaDevnetSigner('testUser')
}
