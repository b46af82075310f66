import { describe, expect, test } from 'vitest'
import { isPkceVerifierValid } from './isPkceVerifierValid.js'

// RFC 7636 Appendix B.
const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'

describe('isPkceVerifierValid', () => {
  test('default: the RFC 7636 example verifier matches its challenge', () => {
    expect(isPkceVerifierValid(verifier, challenge)).toBe(true)
  })

  test('error: another verifier, none, or a malformed one', () => {
    expect(isPkceVerifierValid(`${verifier.slice(0, -1)}Y`, challenge)).toBe(false)
    expect(isPkceVerifierValid(null, challenge)).toBe(false)
    expect(isPkceVerifierValid('short', challenge)).toBe(false)
  })
})
