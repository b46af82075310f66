import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { appIdSchema } from '../apps/appSettings.js'
import type { ServerContext } from '../ServerContext.js'
import { appleUserMaxLength, parseAppleUser } from './appleUser.js'
import { oauthRedirectUri } from './oauthRedirectUri.js'

const formContentType = 'application/x-www-form-urlencoded'

const formPostParams = z.object({ appId: appIdSchema })

/** What Apple posts (third-party-apis §9): `code` and `state`, or an `error` such as a cancel. */
const formPostBody = z
  .object({
    state: z.string().min(1).max(128),
    code: z.string().min(1).max(4_096).optional(),
    /** RFC 6749 §4.1.2.1 error codes, e.g. Apple's `user_cancelled_authorize`. */
    error: z
      .string()
      .regex(/^[a-z_]{1,64}$/, 'must be an error code')
      .optional(),
    /** On the first authorization only: `{"name":{"firstName","lastName"},"email"}` as JSON. */
    user: z.string().max(appleUserMaxLength).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.error === undefined), {
    message: 'must have either a code or an error',
    path: ['code'],
  })

/**
 * `POST /api/v2/oauth/form-post/:appId`: where Sign in with Apple answers with
 * `response_mode=form_post` (third-party-apis §9). The wallet's `/:appId/redirect/` route (SPEC
 * §2) is a static page that cannot read a POST, so this answers `303 See Other` to it with the
 * same values in the query: `code` and `state` (or `error` and `state`), plus `user` (only the
 * name, re-serialized) when Apple sent one. Everything is checked first and only ever written
 * through `URLSearchParams`, so nothing Apple's form carried is reflected as is.
 *
 * The form parser is registered in this route's own plugin only: every other route keeps
 * refusing form bodies.
 */
export function appleFormPostRoute(app: FastifyInstance, context: ServerContext) {
  app.register(async (scope) => {
    scope.addContentTypeParser(formContentType, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })
    scope.post('/api/v2/oauth/form-post/:appId', async (request, reply) => {
      const { appId } = parseRequest(formPostParams, request.params)
      const body = parseRequest(formPostBody, request.body)
      const target = new URL(oauthRedirectUri(context.config.walletUrl, appId))
      if (body.code !== undefined) target.searchParams.set('code', body.code)
      if (body.error !== undefined) target.searchParams.set('error', body.error)
      target.searchParams.set('state', body.state)
      const user = parseAppleUser(body.user)
      if (user) target.searchParams.set('user', JSON.stringify(user))
      return reply
        .status(303)
        .header('location', target.href)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send()
    })
  })
}
