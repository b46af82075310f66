/**
 * The EIP-4361 resource that names the one-time login key a Sign-In with Ethereum message
 * authorizes (#19): the wallet frame writes it, and the auth service binds the login token to
 * that key and no other, so a signed message is worth nothing to anyone without the key.
 */
const loginKeyResourcePrefix = 'tessera:login-key:'

const loginKeyResourcePattern = /^tessera:login-key:(0x[0-9a-fA-F]{40})$/

/** The resource naming `address`, the frame's one-time login key. */
export function loginKeyResource(address: string): string {
  return `${loginKeyResourcePrefix}${address}`
}

/**
 * The login key a message's resources name, lower-cased: `undefined` unless exactly one resource
 * is in Tessera's scheme (in any letter case, as URI schemes are) and it names an address.
 *
 * @example loginKeyOfResources(['tessera:login-key:0xAbC…']) // '0xabc…'
 */
export function loginKeyOfResources(resources: readonly string[]): `0x${string}` | undefined {
  const named = resources.filter((resource) => resource.toLowerCase().startsWith('tessera:'))
  const key = named.length === 1 ? loginKeyResourcePattern.exec(named[0] ?? '')?.[1] : undefined
  return key?.toLowerCase() as `0x${string}` | undefined
}
