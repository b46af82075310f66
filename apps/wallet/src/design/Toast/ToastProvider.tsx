import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { toastTimeoutMs } from './toastTimeoutMs.js'
import './Toast.css'

export type ToastInput = { tone: 'success' | 'error'; message: string }
type ShownToast = ToastInput & { id: number }

/** Shows a toast; stable for the provider's lifetime. */
export type ShowToast = (toast: ToastInput) => void

const ToastContext = createContext<ShowToast | null>(null)

export type ToastProviderProps = {
  children: ReactNode
  /** SPEC §8: failure toasts appear only while the wallet is expanded. */
  isShowingErrors: boolean
  dismissLabel: string
}

let nextToastId = 0

/** Holds the toasts of the wallet and renders them in one live region. */
export function ToastProvider({ children, isShowingErrors, dismissLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ShownToast[]>([])
  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id))
  }, [])
  const show = useCallback<ShowToast>(
    (toast) => {
      nextToastId += 1
      const id = nextToastId
      setToasts((shown) => [...shown, { ...toast, id }])
      setTimeout(() => dismiss(id), toastTimeoutMs)
    },
    [dismiss],
  )
  const visible = useMemo(
    () => toasts.filter((toast) => isShowingErrors || toast.tone !== 'error'),
    [toasts, isShowingErrors],
  )
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="ts-toasts" aria-live="polite">
        {visible.map((toast) => (
          <div
            key={toast.id}
            className={`ts-toast ts-toast--${toast.tone}`}
            role={toast.tone === 'error' ? 'alert' : 'status'}
          >
            <span>{toast.message}</span>
            <button
              type="button"
              className="ts-toast__close"
              aria-label={dismissLabel}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  )
}

/** The `show` function of the nearest ToastProvider. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast needs a ToastProvider above it')
  return show
}
