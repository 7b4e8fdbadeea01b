import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'

/** The policy page's own words around the document (the documents themselves are content/policies). */
const en = {
  eyebrow: 'Policies',
  annualReport: 'Annual Report',
  effective: 'Effective {date}',
  reportingPeriod: 'Reporting period: {period}',
  onThisPage: 'On this page',
  asideLabel: 'Questions and other policies',
  questionsTitle: 'Questions about this policy?',
  questionsText: "Our team is glad to explain any part of it. Call or e-mail us and we'll reply within {within}.",
  /** How soon the dealer replies (content/business.ts responseTime.within). */
  within: business.responseTime.within as string,
  tollFree: '(toll-free)',
  sendMessage: 'Send Us a Message',
  otherPolicies: 'Other policies',
  home: 'Home',
}

export type PolicyWords = typeof en

const es: PolicyWords = {
  eyebrow: 'Políticas',
  annualReport: 'Informe anual',
  effective: 'Vigente desde el {date}',
  reportingPeriod: 'Período del informe: {period}',
  onThisPage: 'En esta página',
  asideLabel: 'Preguntas y otras políticas',
  questionsTitle: '¿Tiene preguntas sobre esta política?',
  questionsText: 'Nuestro equipo con gusto le explica cualquier parte. Llámenos o escríbanos y le responderemos en menos de {within}.',
  within: '24 horas',
  tollFree: '(llamada gratuita)',
  sendMessage: 'Envíenos un mensaje',
  otherPolicies: 'Otras políticas',
  home: 'Inicio',
}

export default { en, es } satisfies PageWords<PolicyWords>
