/** SPEC §2: the logged-in shell. */
export const loggedInPath = '/loggedin'

/** SPEC §4: where logout leads. */
export function loggedOutPath(appId: string): string {
  return `/${appId}/v2/login?logout=1`
}
