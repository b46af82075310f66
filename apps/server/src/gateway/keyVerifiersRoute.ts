import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../ServerContext.js'
import { keyVerifiersOf } from './keyVerifiersOf.js'
import { appIdParams, requireApp } from './requireApp.js'

/**
 * `GET /api/v1/key-verifiers/{appId}`: the app's public login settings (`keyVerifiersOf`), for
 * the wallet's `getPublicKey` and for anyone comparing them with the config the key nodes pin.
 * Key nodes never read it: each holds a copy signed by the network operator (issue #15).
 */
export function keyVerifiersRoute(app: FastifyInstance, context: ServerContext) {
  app.get('/api/v1/key-verifiers/:appId', async (request) => {
    const { appId } = parseRequest(appIdParams, request.params)
    return keyVerifiersOf(await requireApp(context, appId))
  })
}
