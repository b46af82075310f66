import type { Interaction, Provider } from 'oidc-provider'

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/**
 * Consents on the user's behalf (Google skips consent for its own apps, and so do we): grants
 * every scope and claim the consent prompt found missing and returns the grant id.
 */
export async function grantRequestedAccess(
  provider: Provider,
  interaction: Interaction,
): Promise<string> {
  const accountId = interaction.session?.accountId
  const clientId = interaction.params.client_id
  if (!accountId || typeof clientId !== 'string')
    throw new Error('consent needs a signed-in account and a client')
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined
  const grant = existing ?? new provider.Grant({ accountId, clientId })
  const scopes = stringList(interaction.prompt.details.missingOIDCScope)
  if (scopes.length > 0) grant.addOIDCScope(scopes)
  const claims = stringList(interaction.prompt.details.missingOIDCClaims)
  if (claims.length > 0) grant.addOIDCClaims(claims)
  return grant.save()
}
