import { appModes } from '@tessera/protocol'
import type { AppModeName } from './FrameEngine.js'

/** HOST-PROTOCOL §D getAppMode (0 NoUI, 1 Widget, 2 Full) by name; anything else is widget. */
export function appModeName(mode: unknown): AppModeName {
  if (mode === appModes.noUI) return 'noUI'
  if (mode === appModes.full) return 'full'
  return 'widget'
}
