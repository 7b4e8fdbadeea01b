import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useCommonWords } from '../renderer/usePageContext'
import { Icon } from './Icon'
import './Toaster.css'

export const TOAST_DURATION_MS = 5000
export const TOAST_LIMIT = 1

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

interface Toast extends ToastInput {
  id: number
}

type ShowToast = (toast: ToastInput) => void

const ToastContext = createContext<ShowToast>(() => {})

/** Shows a toast; the newest replaces any older one (at most one is visible). */
export function useToast(): ShowToast {
  return useContext(ToastContext)
}

let nextId = 1

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const show = useCallback<ShowToast>((toast) => {
    setToasts((current) => [{ ...toast, id: nextId++ }, ...current].slice(0, TOAST_LIMIT))
  }, [])
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), [])
  const value = useMemo(() => show, [show])

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className="toaster" aria-label={useCommonWords().toaster.label}>
        <div role="status" aria-live="polite" className="toaster-region">
          {toasts.filter((t) => t.variant !== 'destructive').map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="toaster-region">
          {toasts.filter((t) => t.variant === 'destructive').map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast.id, onDismiss])
  return (
    <div className={toast.variant === 'destructive' ? 'toast toast-destructive' : 'toast'} data-variant={toast.variant ?? 'default'}>
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button type="button" className="toast-close" onClick={() => onDismiss(toast.id)} aria-label={useCommonWords().toaster.dismiss}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
