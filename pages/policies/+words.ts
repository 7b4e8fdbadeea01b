import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'

/** The policies index's words (each policy's title and summary come from content/policies in the page's language). */
const en = {
  eyebrow: 'Policies',
  title: 'Policies & Customer Information',
  /** {phone} is the dealer's main phone, as a link. */
  intro: 'How we sell, rent, deliver, store and service golf carts across {county}, and how we handle your information. Questions? Call {phone}.',
  /** The county the dealer serves, as the intro names it. */
  county: business.county as string,
  allPolicies: 'All policies',
  description: `Return, delivery, rental, storage and privacy policies of ${business.name}, plus our terms, ethics, diversity and annual staffing report.`,
  keywords: ['golf cart dealer policies', 'golf cart return policy', 'golf cart rental policy', 'Lehigh County golf carts'],
  home: 'Home',
}

export type PoliciesWords = typeof en

const es: PoliciesWords = {
  eyebrow: 'Políticas',
  title: 'Políticas e información para clientes',
  intro: 'Cómo vendemos, alquilamos, entregamos, guardamos y damos servicio a carritos de golf en todo {county}, y cómo manejamos su información. ¿Preguntas? Llame al {phone}.',
  county: 'el condado de Lehigh',
  allPolicies: 'Todas las políticas',
  description: `Políticas de devoluciones, entregas, alquiler, almacenamiento y privacidad de ${business.name}, con términos, ética, diversidad e informe de personal.`,
  keywords: ['políticas de concesionario de carritos de golf', 'política de devoluciones de carritos de golf', 'política de alquiler de carritos de golf', 'carritos de golf en Lehigh County'],
  home: 'Inicio',
}

export default { en, es } satisfies PageWords<PoliciesWords>
