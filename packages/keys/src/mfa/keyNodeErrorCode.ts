/** The `error.code` of a key node's answer body (`recovery_locked`, …), if it has one. */
export function keyNodeErrorCode(body: Record<string, unknown>): string | undefined {
  const error = body.error as { code?: unknown } | undefined
  return typeof error?.code === 'string' ? error.code : undefined
}
