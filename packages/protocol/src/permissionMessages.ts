// Window messages of the permission page (SPEC §2 `/:appId/permission`, issue #20).
import * as z from 'zod/mini'
import { messageText } from './messageText.js'

// The messages between the wallet's permission page (a popup on the wallet origin that the wallet
// frame opened for one of its pending requests) and that frame: `{type, response}`, posted only
// with the wallet origin as target and read only from the wallet origin and the window meant.
// The frame owns the engine and the queue: the page names a request by its id, never its content.
const messageId = messageText({ maxLength: 128 })
/** A request id as the page's query carries it (the frame compares it with `String(id)`). */
const requestId = messageText({ maxLength: 256 })
const shownText = messageText({ maxLength: 1_024 })

/** permission_view: the page asks what the request `requestId` is, to show it. */
export const permissionViewSchema = z.object({
  type: z.literal('permission_view'),
  response: z.object({ messageId, requestId }),
})

/**
 * permission_decide: the user clicked Reject or Proceed on the page: the frame rejects or approves
 * exactly the pending request `requestId`, nothing else; never a transaction (its fee, simulation
 * and balance check are the frame's approval's), which the frame refuses with the reason.
 */
export const permissionDecideSchema = z.object({
  type: z.literal('permission_decide'),
  response: z.object({ messageId, requestId, decision: z.enum(['approve', 'reject']) }),
})

/** What a wallet frame accepts from a permission page it opened. */
export const permissionPageMessageSchema = z.discriminatedUnion('type', [
  permissionViewSchema,
  permissionDecideSchema,
])
export type PermissionPageMessage = z.output<typeof permissionPageMessageSchema>

/**
 * A pending request as the page shows it, all texts the frame wrote (SPEC §2 approval): its title,
 * who asks on which chain, one line of what it does, and the security alerts the frame's rules
 * found (issue #17), or `null` when they could not run.
 */
export const permissionRequestViewSchema = z.object({
  requestId,
  title: shownText,
  appName: shownText,
  chainName: shownText,
  summary: messageText({ maxLength: 4_096 }),
  alerts: z.nullable(
    z.array(
      z.object({
        rule: shownText,
        level: z.enum(['caution', 'danger']),
        reason: shownText,
      }),
    ),
  ),
})
export type PermissionRequestView = z.output<typeof permissionRequestViewSchema>

/**
 * The frame's answer to a permission page's request (`messageId`): to permission_view the request
 * while it is pending; to permission_decide that it was decided; to either why not (such as the
 * request no longer waiting).
 */
export const permissionAnswerSchema = z.object({
  type: z.literal('permission_answer'),
  response: z.union([
    z.object({ messageId, view: permissionRequestViewSchema }),
    z.object({ messageId, decided: z.literal(true) }),
    z.object({ messageId, error: shownText }),
  ]),
})
export type PermissionAnswer = z.output<typeof permissionAnswerSchema>['response']

/**
 * permission_settled: the request a page shows left the pending list (decided in the frame or on
 * the page, or dropped at logout): the page says so and closes.
 */
export const permissionSettledSchema = z.object({
  type: z.literal('permission_settled'),
  response: z.object({ requestId }),
})
