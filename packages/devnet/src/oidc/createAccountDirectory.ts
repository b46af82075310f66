import { accountIdForEmail } from './accountIdForEmail.js'
import type { TestUser } from './testUsers.js'

/** One account of the local provider: a test user, or anyone who signed in by email. */
export type OidcAccount = {
  readonly accountId: string
  readonly email: string
  readonly name: string
  readonly givenName: string
  readonly familyName: string | undefined
}

export type AccountDirectory = {
  /** The test users, in the order the login page shows them. */
  readonly testUsers: readonly OidcAccount[]
  /** The account for a (parsed) email address, remembered so tokens can name it later. */
  signIn(email: string): OidcAccount
  find(accountId: string): OidcAccount | undefined
}

/** Keeps the provider's accounts: the test users plus everyone who signed in by email. */
export function createAccountDirectory(users: readonly TestUser[]): AccountDirectory {
  const testUsers = users.map((user) => toAccount(user.email.toLowerCase(), user.name))
  const accounts = new Map(testUsers.map((account) => [account.accountId, account]))
  return {
    testUsers,
    signIn(email) {
      const known = accounts.get(accountIdForEmail(email))
      if (known) return known
      // Someone typed an address: the part before @ stands in for their name.
      const account = toAccount(email, email.split('@')[0] ?? email)
      accounts.set(account.accountId, account)
      return account
    },
    find: (accountId) => accounts.get(accountId),
  }
}

function toAccount(email: string, name: string): OidcAccount {
  const [givenName = name, ...rest] = name.trim().split(/\s+/)
  return {
    accountId: accountIdForEmail(email),
    email,
    name,
    givenName,
    familyName: rest.length > 0 ? rest.join(' ') : undefined,
  }
}
