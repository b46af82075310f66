import { parseRequest } from '@tessera/service-kit'
import { z } from 'zod'
import type { App } from '../apps/appSettings.js'
import { appIdSchema } from '../apps/appSettings.js'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from '../ServerContext.js'

/** Route params naming an app: `/…/:appId/…`. */
export const appIdParams = z.object({ appId: z.string() })

/** The app an id names, or `app_not_found`; a malformed id is `invalid_request`. */
export async function requireApp(context: ServerContext, rawId: unknown): Promise<App> {
  const id = parseRequest(appIdSchema, rawId)
  const app = await context.findApp(id)
  if (!app) throw new ApiError('app_not_found')
  return app
}
