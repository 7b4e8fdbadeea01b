/**
 * What the Spanish policy documents share (policy.ts has the English): the closing contact
 * section and the links between the pages, in Spanish. The links' paths are the English pages'
 * paths; the page writes them in its own language. SERVER ONLY: the policy pages' +data.ts
 * reads the Spanish documents; no code that runs in the browser imports them.
 */
import { NAME, MAIN_PHONE, LOCAL_PHONE, INFO_EMAIL, ADDRESS, SHOWROOM_HOURS, type PolicyLink, type PolicySection } from './policy'
import type { link as englishLink } from './policy'

export function contactSectionEs(intro: string, heading = 'Contáctenos'): PolicySection {
  return {
    heading,
    paragraphs: [intro],
    items: [
      `Teléfono: ${MAIN_PHONE} (llamada gratuita) o ${LOCAL_PHONE}`,
      `Correo electrónico: ${INFO_EMAIL}`,
      `En persona o por correo postal: ${NAME}, ${ADDRESS}`,
      `Horario de la sala de exhibición: ${SHOWROOM_HOURS}`,
    ],
  }
}

export const linkEs = {
  termsConditions: { label: 'Términos y condiciones', href: '/policies/terms-conditions' },
  returns: { label: 'Política de devoluciones', href: '/policies/return-policy' },
  delivery: { label: 'Política de entregas', href: '/policies/delivery-policy' },
  rental: { label: 'Política de alquiler', href: '/policies/rental-policy' },
  storage: { label: 'Política de almacenamiento', href: '/policies/storage-policy' },
  feedback: { label: 'Política de comentarios y quejas', href: '/policies/feedback-policy' },
  corrections: { label: 'Política de correcciones', href: '/policies/corrections-policy' },
  staffing: { label: 'Informe anual de personal 2024', href: '/policies/staffing-report' },
  privacy: { label: 'Política de privacidad', href: '/privacy-policy' },
  contact: { label: 'Contáctenos', href: '/contact' },
} as const satisfies Record<keyof typeof englishLink, PolicyLink>
