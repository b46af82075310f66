import type { Tessera } from '@tessera/sdk'
import { useTesseraContext } from './useTesseraContext.js'

/**
 * The Tessera instance of the nearest `TesseraProvider`: logins, `provider.request`, `showWallet`.
 *
 * @example const tessera = useTessera(); <button onClick={() => tessera.loginWithSocial('google')} />
 */
export function useTessera(): Tessera {
  return useTesseraContext().tessera
}
