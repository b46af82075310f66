import { invalidParams } from '@tessera/chains'

/**
 * A deep-frozen copy of a request's params. The engine keeps and acts on this copy, so whoever
 * holds the original object cannot change the request after it was shown. Params that cannot be
 * copied (functions, symbols) or frozen (a typed array with elements) are refused.
 */
export function snapshotParams(params: unknown): unknown {
  try {
    return deepFreeze(structuredClone(params))
  } catch (error) {
    throw invalidParams('params must be plain data', error)
  }
}

function deepFreeze<value>(value: value): value {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
