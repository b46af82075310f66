import type { LinkRequest } from './createAuthClient.js'

const defaultTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
})

/**
 * The sentence the magic-link page shows about who asked (issue 15 finding 4): the browser as
 * the server saw it and when, so the user can tell a login they did not start.
 */
export function describeLinkRequest(
  request: LinkRequest,
  timeFormat: Intl.DateTimeFormat = defaultTimeFormat,
): string {
  return `Asked from ${request.requestedBy} on ${timeFormat.format(request.requestedAt)}.`
}
