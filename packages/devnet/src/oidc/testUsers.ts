/** A person the local "Google" knows by name; anyone else can still sign in by email. */
export type TestUser = {
  readonly email: string
  /** Full name, as Google's `name` claim; the first word becomes `given_name`. */
  readonly name: string
}

/** The accounts the login page offers as one-click buttons. */
export const defaultTestUsers: readonly TestUser[] = [
  { email: 'alice@example.com', name: 'Alice Tester' },
  { email: 'bob@example.com', name: 'Bob Tester' },
]
