import type { Tessera } from '@tessera/sdk'
import { type TesseraAction, useTesseraAction } from './useTesseraAction.js'

const connect = (tessera: Tessera) => tessera.connect()

/**
 * Opens the login chooser (`tessera.connect()`); call `run` from a click.
 *
 * @example const { run, isPending } = useConnect(); <button onClick={run} disabled={isPending} />
 */
export function useConnect(): TesseraAction {
  return useTesseraAction(connect)
}
