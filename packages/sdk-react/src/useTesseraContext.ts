import { useContext } from 'react'
import { TesseraContext } from './TesseraContext.js'

/** The context of the nearest `TesseraProvider`; throws outside one. */
export function useTesseraContext() {
  const context = useContext(TesseraContext)
  if (!context) throw new Error('Tessera hooks must be used inside <TesseraProvider>')
  return context
}
