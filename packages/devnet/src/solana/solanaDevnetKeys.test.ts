import { describe, expect, test } from 'vitest'
import {
  type SolanaDevnetKeyName,
  solanaDevnetAddresses,
  solanaDevnetSigner,
  solanaTestUserAddress,
  solanaTestUserSigner,
} from './solanaDevnetKeys.js'

describe('solanaDevnetKeys', () => {
  test('default: each written-out address is the one its public seed derives', async () => {
    for (const name of Object.keys(solanaDevnetAddresses) as SolanaDevnetKeyName[])
      expect((await solanaDevnetSigner(name)).address, name).toBe(solanaDevnetAddresses[name])
  })

  test('behavior: the test user signer signs for the test user address, every time', async () => {
    const [first, second] = await Promise.all([solanaTestUserSigner(), solanaTestUserSigner()])
    expect(first.address).toBe(solanaTestUserAddress)
    expect(second.address).toBe(solanaTestUserAddress)
  })
})
