import { WalletError } from '@tessera/errors'
import { type ChildMethod, type ChildMethodArgs, childMethodArgs } from '@tessera/protocol'

/**
 * Parses a child method's arguments as the host sent them with `childMethodArgs` (STYLE B1.3);
 * anything malformed is `invalid_params` naming the field, never echoing its value.
 */
export function parseChildArgs<method extends ChildMethod>(
  method: method,
  args: readonly unknown[],
): ChildMethodArgs[method] {
  const schemas: readonly (typeof childMethodArgs)[ChildMethod][number][] = childMethodArgs[method]
  const parsed = schemas.map((schema, index) => {
    const result = schema.safeParse(args[index])
    if (result.success) return result.data
    const reason = result.error.issues[0]?.message ?? 'malformed arguments'
    throw new WalletError('invalid_params', { params: { reason: `${method}: ${reason}` } })
  })
  return parsed as ChildMethodArgs[method]
}
