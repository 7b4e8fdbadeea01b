import type { ReactNode } from 'react'
import { Banner } from '../components/Banner'
import { Header } from '../components/Header'
import { ToastProvider } from '../components/Toaster'
import './site.css'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <Header />
      <Banner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </ToastProvider>
  )
}
