// The `{appId}_login_helper` BroadcastChannel (SPEC §7).
import * as z from 'zod/mini'
import { messageText } from './messageText.js'

export const loginHelperMessages = ['LOGIN_HELP', 'LOGIN_HELP_RESPONSE', 'LOGOUT'] as const
export type LoginHelperMessage = (typeof loginHelperMessages)[number]

/** SPEC §7: the channel name for an app. */
export function loginHelperChannelName(appId: string): string {
  return `${appId}_login_helper`
}

const questionId = messageText({ maxLength: 128 })

/**
 * The helper's three messages. LOGIN_HELP asks whether another tab holds the login of `address`;
 * LOGIN_HELP_RESPONSE answers with the question's id and nothing else; LOGOUT logs every tab of
 * the app out. No message carries a key or a token (docs/security.md).
 */
export const loginHelperMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LOGIN_HELP'),
    id: questionId,
    address: messageText({ maxLength: 256 }),
  }),
  z.object({ type: z.literal('LOGIN_HELP_RESPONSE'), id: questionId }),
  z.object({ type: z.literal('LOGOUT') }),
])
export type LoginHelperBroadcast = z.output<typeof loginHelperMessageSchema>
