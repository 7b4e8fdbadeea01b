import type { PageWords } from '#app/renderer/types'

/**
 * The payment estimate's words (components/PaymentEstimate.tsx). They come with the page's data,
 * and only with an estimate: a sold unit's page, which has none, carries none of them.
 */
const en = {
  title: 'Estimate your monthly payment',
  price: 'Price ($)',
  down: 'Down payment ($)',
  apr: 'APR (%)',
  term: 'Term (months)',
  calculate: 'Calculate',
  calculating: 'Calculating…',
  correct: 'Correct the marked values to see an estimate.',
  result: 'Estimated payment: {amount} a month',
  note: 'An estimate, not an offer of credit: the lender sets the rate and terms after you apply. Taxes and fees are not included.',
  apply: 'Apply for financing',
}

export type PaymentWords = typeof en

const es: PaymentWords = {
  title: 'Calcule su pago mensual',
  price: 'Precio ($)',
  down: 'Pago inicial ($)',
  apr: 'Tasa anual (APR, %)',
  term: 'Plazo (meses)',
  calculate: 'Calcular',
  calculating: 'Calculando…',
  correct: 'Corrija los valores marcados para ver un estimado.',
  result: 'Pago estimado: {amount} al mes',
  note: 'Es un estimado, no una oferta de crédito: el prestamista fija la tasa y los términos después de que usted presente su solicitud. No incluye impuestos ni cargos.',
  apply: 'Solicite financiamiento',
}

export default { en, es } satisfies PageWords<PaymentWords>
