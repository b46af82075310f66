import type { LoggedInUser } from '../session/LoggedInUser.js'

/** A logged-in user for unit tests (a throwaway key, never a real one). */
export function sampleUser(overrides: Partial<LoggedInUser> = {}): LoggedInUser {
  return {
    loginType: 'passwordless',
    verifier: 'passwordless',
    id: 'alice@example.com',
    email: 'alice@example.com',
    address: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    publicKey: '0x0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    privateKey: '0x0000000000000000000000000000000000000000000000000000000000000001',
    loginToken: 'login-token',
    loggedInAt: 0,
    ...overrides,
  }
}
