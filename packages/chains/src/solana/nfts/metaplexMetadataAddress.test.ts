import { address } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { metaplexMetadataAddress } from './metaplexMetadataAddress.js'

describe('metaplexMetadataAddress', () => {
  test('default: N-020 the Token Metadata account of the USDC mint is the one on mainnet', async () => {
    expect(
      await metaplexMetadataAddress(address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')),
    ).toBe('5x38Kp4hvdomTCnCrAny4UtMUt5rQBdB6px2K1Ui45Wq')
  })
})
