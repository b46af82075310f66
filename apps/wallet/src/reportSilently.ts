import { WalletError } from '@tessera/errors'

/**
 * SPEC §8 "Silent (logged only)": failures the user is not shown. Logs a WalletError's code and
 * details (which never carry keys or tokens), and only the name of anything else (its message
 * could).
 */
export function reportSilently(error: unknown): void {
  const what =
    error instanceof WalletError
      ? `${error.code}${error.details ? ` (${error.details})` : ''}`
      : error instanceof Error
        ? error.name
        : 'error'
  // biome-ignore lint/suspicious/noConsole: SPEC §8 silent errors are logged, nothing else
  console.warn(`tessera wallet: ${what}`)
}
