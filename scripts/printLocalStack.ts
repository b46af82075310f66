import {
  defaultTestUsers,
  deployerAccount,
  solanaFixtureTokens,
  solanaTestUserAddress,
  testUserAccount,
} from '@tessera/devnet'
import { localOidcClient } from './stackConfig.js'
import { type LocalStack, mailSinkSmtpName } from './startLocalStack.js'

/** What `npm start` prints once the stack is up: every service's URL, the fixtures, the logins. */
export function printLocalStack(local: LocalStack, out: (line?: string) => void): void {
  out()
  for (const service of local.stack.services) out(`  ${service.name.padEnd(28)} ${service.url}`)
  out(`  ${mailSinkSmtpName.padEnd(28)} ${local.smtpUrl}`)
  out()
  out('Fixtures (same addresses on every devnet chain):')
  for (const [name, address] of Object.entries(local.fixtures))
    out(`  ${name.padEnd(28)} ${address}`)
  out()
  out(`  test user ${testUserAccount.address} (anvil account 1, funded)`)
  out(`  deployer  ${deployerAccount.address} (anvil account 0, owns the fixtures)`)
  out()
  out(`Solana cluster (LiteSVM, posing as devnet) at ${local.solana.rpcUrl}:`)
  for (const token of Object.values(solanaFixtureTokens))
    out(`  ${token.symbol.padEnd(28)} ${token.mint} (${token.name})`)
  out(`  test user ${solanaTestUserAddress} (funded; holds every fixture token)`)
  out(`  token list mirrors ${local.solana.tokenListUrls.join(', ')}`)
  out()
  const testUsers = defaultTestUsers.map((user) => `${user.name} <${user.email}>`).join(', ')
  out(`Sign-in ("google"): ${testUsers}, or any typed email`)
  out(`  client id ${localOidcClient.clientId}, secret ${localOidcClient.clientSecret}`)
  out(`Mail sent to ${local.smtpUrl} shows at ${local.mailWebUrl}`)
  out()
  out(
    `Demo app ${local.demoAppId}: ${local.serverUrl}/api/v1/get-app-config/?id=${local.demoAppId}`,
  )
  out(
    `Solana demo app ${local.solana.appId}: ${local.serverUrl}/api/v1/get-app-config/?id=${local.solana.appId}`,
  )
  out('  manage apps with: npm run admin -- --help (DATA_DIR=.data/server)')
  out(
    `Key network: any ${local.keyNetwork.threshold} of ${local.keyNetwork.nodes.length} nodes rebuild a key (${local.keyNetwork.nodes.map((n) => n.url).join(', ')})`,
  )
  out(
    `  after changing an app's logins, sign the nodes' verifier config again: DATA_DIR=${local.serverDataDir} npm run keys:sign-verifiers -- --key ${local.operator.keyFile} --out ${local.operator.verifierConfigFile}`,
  )
  out()
  out(
    `Open the demo host app: ${local.demoUrl} (the same buttons on @arcana/auth: ${local.demoUrl}/arcana.html; a Solana app: ${local.demoUrl}/solana.html)`,
  )
  out()
}
