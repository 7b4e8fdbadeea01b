import type { Language } from './languages'

/*
 * The words of every public page's frame (header, menus, footer), in each language. The
 * English catalogue defines the keys; the Spanish one must have every one of them
 * (TypeScript), with the same placeholders (content/chrome.test.ts). The header's part goes
 * to the browser with the page (pageContext.chrome), in the page's language only; the
 * footer is rendered on the server alone (renderer/staticShell.tsx).
 */

const en = {
  header: {
    skipLink: 'Skip to main content',
    logoAlt: '{name}, golf cart dealer serving {county}, Pennsylvania',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    about: 'About',
    siteMenu: 'Site menu',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    callNow: 'Call Now',
    callPhone: 'Call {phone}',
    // The language switch: the other language's name, in that language (marked lang there).
    otherLanguage: 'Español',
    otherLanguageLabel: 'Ver esta página en español',
    links: {
      home: 'Home',
      inventory: 'Inventory',
      rentals: 'Rentals',
      services: 'Services',
      showroom: 'Showroom',
      contact: 'Contact',
      about: 'About Us',
      ecoImpact: 'Eco-Impact Calculator',
    },
  },
  footer: {
    about: 'New electric golf carts and low-speed vehicles from Denago and Evolution, plus rentals, service and delivery across {county}, Pennsylvania.',
    tollFree: '(toll-free)',
    quickLinks: 'Quick Links',
    financing: 'Financing',
    policies: 'Policies',
    allPolicies: 'All policies',
    showroomHours: 'Showroom Hours',
    areas: 'Serving {count} municipalities across {county}',
    rights: '© {from}-{to} {name}. All rights reserved.',
    links: {
      evolution: 'Evolution Golf Carts',
      denago: 'Denago Golf Carts',
      privacy: 'Privacy',
      privacyPolicy: 'Privacy Policy',
      termsOfService: 'Terms of Service',
    },
  },
}

export type ChromeText = typeof en
export type HeaderText = ChromeText['header']
export type FooterText = ChromeText['footer']

const es: ChromeText = {
  header: {
    skipLink: 'Saltar al contenido principal',
    logoAlt: '{name}, concesionario de carritos de golf en {county}, Pensilvania',
    mainNav: 'Principal',
    mobileNav: 'Menú móvil',
    about: 'Nosotros',
    siteMenu: 'Menú del sitio',
    menu: 'Menú',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    callNow: 'Llame ahora',
    callPhone: 'Llame al {phone}',
    otherLanguage: 'English',
    otherLanguageLabel: 'View this page in English',
    links: {
      home: 'Inicio',
      inventory: 'Inventario',
      rentals: 'Alquiler',
      services: 'Servicio',
      showroom: 'Sala de exhibición',
      contact: 'Contacto',
      about: 'Quiénes somos',
      ecoImpact: 'Calculadora de impacto ecológico',
    },
  },
  footer: {
    about: 'Carritos de golf eléctricos y vehículos de baja velocidad nuevos de Denago y Evolution, además de alquiler, servicio y entrega en todo {county}, Pensilvania.',
    tollFree: '(llamada gratuita)',
    quickLinks: 'Enlaces rápidos',
    financing: 'Financiamiento',
    policies: 'Políticas',
    allPolicies: 'Todas las políticas',
    showroomHours: 'Horario de la sala de exhibición',
    areas: 'Servimos a {count} municipios en {county}',
    rights: '© {from}-{to} {name}. Todos los derechos reservados.',
    links: {
      evolution: 'Carritos de golf Evolution',
      denago: 'Carritos de golf Denago',
      privacy: 'Privacidad',
      privacyPolicy: 'Política de privacidad',
      termsOfService: 'Términos de servicio',
    },
  },
}

export const CHROME: Record<Language, ChromeText> = { en, es }
