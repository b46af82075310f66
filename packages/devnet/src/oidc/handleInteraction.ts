import type { IncomingMessage, ServerResponse } from 'node:http'
import { errors, type Interaction, type Provider } from 'oidc-provider'
import { respondHtml } from '../respond.js'
import type { AccountDirectory } from './createAccountDirectory.js'
import { grantRequestedAccess } from './grantRequestedAccess.js'
import { parseEmailAddress } from './parseEmailAddress.js'
import { readFormBody } from './readFormBody.js'
import { renderErrorPage } from './renderErrorPage.js'
import { renderLoginPage } from './renderLoginPage.js'

/** One of the provider's own interaction pages: show it, sign in from it, or cancel. */
export type InteractionRoute = { readonly uid: string; readonly action: 'show' | 'login' | 'abort' }

const interactionPath = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/

/** The interaction route a path names, if any (`/interaction/{uid}[/login|/abort]`). */
export function matchInteraction(pathname: string): InteractionRoute | undefined {
  const match = interactionPath.exec(pathname)
  if (!match?.[1]) return undefined
  const action = match[2] === 'login' || match[2] === 'abort' ? match[2] : 'show'
  return { uid: match[1], action }
}

export type InteractionContext = {
  readonly provider: Provider
  readonly accounts: AccountDirectory
}

/**
 * Serves the login step oidc-provider hands over: renders the login page, signs in the chosen
 * or typed email, cancels, and grants consent without asking. Never rejects: failures become
 * an error page.
 */
export async function handleInteraction(
  context: InteractionContext,
  route: InteractionRoute,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { provider } = context
  const fail = (status: number, message: string) =>
    respondHtml(response, status, renderErrorPage({ title: 'Sign-in failed', message }))
  try {
    const interaction = await provider.interactionDetails(request, response)
    if (interaction.uid !== route.uid)
      return fail(400, 'This page belongs to another sign-in than the one in progress.')
    const expectedMethod = route.action === 'show' ? 'GET' : 'POST'
    if (request.method !== expectedMethod) {
      response.setHeader('allow', expectedMethod)
      return fail(405, `Use ${expectedMethod} here.`)
    }
    if (route.action === 'abort')
      return await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'the user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      )
    if (interaction.prompt.name === 'consent' && route.action === 'show') {
      const grantId = await grantRequestedAccess(provider, interaction)
      return await provider.interactionFinished(request, response, { consent: { grantId } })
    }
    if (interaction.prompt.name !== 'login')
      return fail(400, `The provider asked for '${interaction.prompt.name}', which it cannot do.`)
    if (route.action === 'show') return showLogin(context, interaction, response)
    return await signIn(context, interaction, request, response)
  } catch (error) {
    // Too late for an error page: end the connection rather than send half of two answers.
    if (response.headersSent) return void response.destroy()
    if (error instanceof errors.SessionNotFound)
      return fail(400, 'This sign-in has expired or is already finished.')
    return fail(500, 'The local sign-in stopped on an unexpected error.')
  }
}

function showLogin(
  { accounts }: InteractionContext,
  interaction: Interaction,
  response: ServerResponse,
  typed?: { email: string; error: string },
) {
  const loginHint = interaction.params.login_hint
  const page = renderLoginPage({
    uid: interaction.uid,
    clientId: String(interaction.params.client_id),
    testUsers: accounts.testUsers,
    email: typed?.email ?? (typeof loginHint === 'string' ? loginHint : undefined),
    error: typed?.error,
  })
  respondHtml(response, typed ? 400 : 200, page)
}

async function signIn(
  context: InteractionContext,
  interaction: Interaction,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const typed = (await readFormBody(request)).get('email') ?? ''
  const email = parseEmailAddress(typed)
  if (!email)
    return showLogin(context, interaction, response, {
      email: typed,
      error: 'Enter an email address like name@example.com.',
    })
  const { accountId } = context.accounts.signIn(email)
  await context.provider.interactionFinished(
    request,
    response,
    { login: { accountId } },
    { mergeWithLastSubmission: false },
  )
}
