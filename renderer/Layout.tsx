// The site's base styles first, so every component's and page's own stylesheet comes after them.
import './base.css'
import type { ReactNode } from 'react'
import { Banner } from '../components/Banner'
import { Header } from '../components/Header'
import { ToastProvider } from '../components/Toaster'

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
