import type { ChildMethod, ChildMethodArgs } from '@tessera/protocol'

/**
 * What the wallet does for each child method (HOST-PROTOCOL §C), in whatever state it is; each
 * gets its arguments parsed by `childMethodArgs` of `@tessera/protocol`.
 */
export type ChildHandlers = {
  readonly [method in ChildMethod]: (...args: ChildMethodArgs[method]) => unknown
}
