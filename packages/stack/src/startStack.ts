import { assertPortFree } from './assertPortFree.js'
import { StackError } from './StackError.js'
import { describeExit } from './spawnService.js'
import type { RunningService, ServiceDefinition } from './types.js'

export type Stack = {
  readonly services: readonly Pick<ServiceDefinition, 'name' | 'port' | 'url'>[]
  /** Settles with the first service that ends on its own while the stack runs. */
  readonly crashed: Promise<StackError>
  /** Stops every service, last started first. */
  stop(): Promise<void>
}

/**
 * Starts services in order once every port is known to be free. When one fails to start, the
 * ones already running are stopped and its StackError is thrown.
 */
export async function startStack(definitions: readonly ServiceDefinition[]): Promise<Stack> {
  for (const definition of definitions) await assertPortFree(definition.name, definition.port)

  const running: { definition: ServiceDefinition; service: RunningService }[] = []
  let stopping = false
  const stop = async () => {
    stopping = true
    for (const { service } of running.toReversed()) await service.stop()
  }

  for (const definition of definitions) {
    try {
      running.push({ definition, service: await definition.start() })
    } catch (error) {
      await stop()
      throw error instanceof StackError
        ? error
        : new StackError(definition.name, definition.port, String(error), { cause: error })
    }
  }

  const crashed = Promise.race(
    running.map(({ definition, service }) =>
      service.exited.then((exit) =>
        stopping
          ? new Promise<never>(() => {})
          : new StackError(
              definition.name,
              definition.port,
              `exited unexpectedly (${describeExit(exit)})`,
            ),
      ),
    ),
  )

  return {
    services: definitions.map(({ name, port, url }) => ({ name, port, url })),
    crashed,
    stop,
  }
}
