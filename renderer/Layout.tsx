import type { ReactNode } from 'react'
import { Header } from '../components/Header'
import { Footer } from '../components/Footer'
import { FloatingCallButton } from '../components/CallButton'
import { ToastProvider } from '../components/Toaster'
import './styles.css'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingCallButton />
    </ToastProvider>
  )
}
