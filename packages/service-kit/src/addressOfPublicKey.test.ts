import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { addressOfPublicKey } from './addressOfPublicKey.js'

test("default: the account's address in lowercase, on many random keys", () => {
  for (let i = 0; i < 20; i++) {
    const account = privateKeyToAccount(generatePrivateKey())
    expect(addressOfPublicKey(account.publicKey)).toBe(account.address.toLowerCase())
  }
})
