import type { Tessera } from '@tessera/sdk'
import { createContext } from 'react'
import type { AccountStore } from './createAccountStore.js'

/** The Tessera instance and its account store, given by `TesseraProvider`. */
export const TesseraContext = createContext<
  { readonly tessera: Tessera; readonly account: AccountStore } | undefined
>(undefined)
