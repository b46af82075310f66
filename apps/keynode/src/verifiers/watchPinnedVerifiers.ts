import type { FastifyInstance } from 'fastify'
import type { PinnedVerifiers } from './loadPinnedVerifiers.js'

/** How often a node looks at its verifier config file for a newly signed one. */
export const verifierConfigRecheckMs = 1_000

/**
 * Picks up a newly signed verifier config without a restart (issue #15): the node looks at the
 * file every second while it serves, takes a higher serial and logs why it refused anything else
 * (another signer, an older serial), keeping the config in force.
 */
export function watchPinnedVerifiers(app: FastifyInstance, verifiers: PinnedVerifiers) {
  let looking: Promise<void> | undefined
  const look = () => {
    looking ??= verifiers
      .refresh()
      .then((outcome) => {
        if (outcome.kind === 'adopted') app.log.info(outcome, 'took a newly signed verifier config')
        if (outcome.kind === 'refused') app.log.error(outcome, 'kept the verifier config in force')
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'verifier config check failed'))
      .finally(() => {
        looking = undefined
      })
  }
  const timer = setInterval(look, verifierConfigRecheckMs)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await looking
  })
}
