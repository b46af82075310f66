import type { Tessera } from '@tessera/sdk'
import { type ReactNode, useMemo } from 'react'
import { createAccountStore } from './createAccountStore.js'
import { TesseraContext } from './TesseraContext.js'

export type TesseraProviderProps = {
  /** Create it once, outside render: `new Tessera({ appId, walletUrl })`. */
  readonly tessera: Tessera
  readonly children?: ReactNode
}

/**
 * Gives the hooks their Tessera instance, and starts its `init()`.
 *
 * @example
 * const tessera = new Tessera({ appId, walletUrl })
 * root.render(<TesseraProvider tessera={tessera}><App /></TesseraProvider>)
 */
export function TesseraProvider({ tessera, children }: TesseraProviderProps) {
  const value = useMemo(() => ({ tessera, account: createAccountStore(tessera) }), [tessera])
  return <TesseraContext.Provider value={value}>{children}</TesseraContext.Provider>
}
