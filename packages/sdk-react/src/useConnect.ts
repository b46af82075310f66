import type { Tessera } from '@tessera/sdk'
import { type TesseraAction, useTesseraAction } from './useTesseraAction.js'

const connect = (tessera: Tessera) => tessera.connect()

/**
 * Opens the SDK's login modal (`tessera.connect()`) and settles once the user logged in or closed
 * it (4001 in `error`); call `run` from a click, as its social buttons open popups.
 *
 * @example const { run, isPending } = useConnect(); <button onClick={run} disabled={isPending} />
 */
export function useConnect(): TesseraAction {
  return useTesseraAction(connect)
}
