// The `{appId}_login_helper` BroadcastChannel (SPEC §7).

export const loginHelperMessages = ['LOGIN_HELP', 'LOGIN_HELP_RESPONSE', 'LOGOUT'] as const
export type LoginHelperMessage = (typeof loginHelperMessages)[number]

/** SPEC §7: the channel name for an app. */
export function loginHelperChannelName(appId: string): string {
  return `${appId}_login_helper`
}
