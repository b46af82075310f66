import { createContext, type Dispatch, useContext } from 'react'
import type { WidgetEvent } from './widgetView.js'

const ignore: Dispatch<WidgetEvent> = () => {}

/** The shell's widget events, for screens inside it (an approval whose decision failed). */
export const WidgetDispatchContext = createContext<Dispatch<WidgetEvent>>(ignore)

/** Sends a widget event to the enclosing shell (nothing outside one). */
export function useWidgetDispatch(): Dispatch<WidgetEvent> {
  return useContext(WidgetDispatchContext)
}
