/**
 * Política de alquiler: the Spanish twin of rental.ts (same sections). Prices, deposits and
 * delivery figures come from the same modules as the English; the rental terms and what a
 * rental includes are worded here, one Spanish line for each English line. SERVER ONLY.
 */
import { formatPrice } from '../format'
import {
  RENTAL_DELIVERY_FEE_PER_MILE,
  RENTAL_FREE_DELIVERY_MILES,
  RENTAL_INCLUDED_FEATURES,
  RENTAL_MINIMUM_AGE,
  RENTAL_PLANS,
  RENTAL_TERMS,
  type RentalPlan,
  type RentalRate,
} from '../rentals'
import { DELIVERY_TERMS } from './delivery'
import { EFFECTIVE_DATE, MAIN_PHONE, SALES_EMAIL, SHOWROOM_HOURS, type Policy, type PolicyTable } from './policy'
import { contactSectionEs, linkEs } from './policy-es'

const D = DELIVERY_TERMS

/** "2:00 PM" as Spanish writes a time: "2:00 p.m.". */
const SAME_DAY_CUTOFF = D.sameDayCutoff.replace(/ ?AM$/, ' a.m.').replace(/ ?PM$/, ' p.m.')

/** Each rental plan's name in Spanish. */
export const PLAN_TITLES_ES: Record<RentalPlan['title'], string> = {
  '4 Seater': '4 asientos',
  '6 Seater': '6 asientos',
  Utility: 'Utilitario',
}

/** The rental terms (content/rentals.ts RENTAL_TERMS) in Spanish, by their English wording. */
export const RENTAL_TERMS_ES: Readonly<Record<string, string>> = {
  'Rental periods are counted in 24-hour increments.': 'Los períodos de alquiler se cuentan en bloques de 24 horas.',
  'No refunds are given for early returns.': 'No se dan reembolsos por devoluciones anticipadas.',
  'All rentals and prices are subject to availability.': 'Todos los alquileres y precios están sujetos a disponibilidad.',
}

/** What every rental includes (content/rentals.ts RENTAL_INCLUDED_FEATURES) in Spanish, by their English wording. */
export const RENTAL_INCLUDED_FEATURES_ES: Readonly<Record<string, string>> = {
  'Street legal with seat belts': 'Legal para circular en la calle, con cinturones de seguridad',
  'Fully charged and ready to go': 'Con la batería cargada y listo para usar',
  '24/7 support': 'Asistencia las 24 horas, los 7 días de la semana',
  'Flexible pickup and return': 'Recogida y devolución flexibles',
  'Insurance included': 'Seguro incluido',
  'No hidden fees': 'Sin cargos ocultos',
}

function translated(lines: readonly string[], words: Readonly<Record<string, string>>): string[] {
  return lines.map((line) => {
    const spanish = words[line]
    if (!spanish) throw new Error(`rental policy: no Spanish for "${line}"`)
    return spanish
  })
}

function rateOf(rates: readonly RentalRate[], label: RentalRate['label']): string {
  const rate = rates.find((r) => r.label === label)
  return rate ? formatPrice(rate.price) : 'No disponible'
}

const RENTAL_RATE_TABLE: PolicyTable = {
  caption: 'Tarifas de alquiler y depósitos de seguridad',
  head: ['Plan', 'Por día', '3 días', 'Por semana', 'Por mes', 'Depósito de seguridad'],
  rows: RENTAL_PLANS.map((p) => [
    PLAN_TITLES_ES[p.title],
    rateOf(p.rates, 'Daily'),
    rateOf(p.rates, '3 Day'),
    rateOf(p.rates, 'Weekly'),
    rateOf(p.rates, 'Monthly'),
    formatPrice(p.deposit),
  ]),
}

const DEPOSITS_TEXT = new Intl.ListFormat('es-US', { style: 'long', type: 'conjunction' }).format(
  RENTAL_PLANS.map((p) => `${formatPrice(p.deposit)} por un carrito ${p.id === 'utility' ? 'utilitario' : `de ${PLAN_TITLES_ES[p.title]}`}`),
)

export const rentalPolicyEs: Policy = {
  slug: 'rental-policy',
  path: '/policies/rental-policy',
  title: 'Política de alquiler',
  description:
    'Reglas de alquiler de carritos de golf en Lehigh County: precios, depósitos, edad mínima, cargos por retraso y limpieza, seguro y cancelaciones.',
  keywords: ['política de alquiler de carritos de golf', 'precios de alquiler de carritos de golf', 'depósito de alquiler', 'alquiler de carritos de golf legales para la calle', 'alquiler de carritos de golf en Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Todo lo que necesita saber antes de alquilarnos un carrito: precios, depósitos, quién puede manejar, cargos y qué está cubierto. Su contrato de alquiler firmado incluye estos términos.',
  sections: [
    {
      heading: 'Tarifas de alquiler',
      paragraphs: [
        'Nuestra flota de alquiler tiene tres tipos de carrito. Las tarifas incluyen seguro y asistencia; el depósito de seguridad se reembolsa cuando el carrito regresa.',
      ],
      table: RENTAL_RATE_TABLE,
      items: translated(RENTAL_TERMS, RENTAL_TERMS_ES),
    },
    {
      heading: 'Lo que incluye todo alquiler',
      items: translated(RENTAL_INCLUDED_FEATURES, RENTAL_INCLUDED_FEATURES_ES),
    },
    {
      heading: 'Quién puede alquilar',
      items: [
        `Quien alquila debe tener al menos ${RENTAL_MINIMUM_AGE} años y mostrar una licencia de conducir vigente.`,
        'Solo los conductores nombrados en el contrato de alquiler pueden manejar el carrito. Cada conductor adicional cuesta $25, y se pueden añadir como máximo 2 conductores adicionales a un alquiler.',
        'Se necesita una tarjeta de crédito o débito a nombre de quien alquila para el depósito de seguridad.',
      ],
    },
    {
      heading: 'Depósitos de seguridad',
      paragraphs: [
        `El depósito de seguridad es de ${DEPOSITS_TEXT}. Se retiene en su tarjeta cuando empieza el alquiler y se libera después de que inspeccionamos el carrito a su regreso, menos cualquiera de los cargos indicados abajo.`,
      ],
    },
    {
      heading: 'Períodos de alquiler, recogida y devolución',
      items: [
        'Cada bloque de 24 horas empieza a la hora escrita en su contrato.',
        'El alquiler más largo es de 30 días. Si necesita un carrito por más tiempo, podemos hacer un nuevo contrato, según disponibilidad.',
        'Las devoluciones tardías se cobran a $25 por hora.',
        `La recogida y la devolución en nuestra sala de exhibición se hacen durante su horario: ${SHOWROOM_HOURS}.`,
        `La entrega es gratis las primeras ${RENTAL_FREE_DELIVERY_MILES} millas y cuesta ${formatPrice(RENTAL_DELIVERY_FEE_PER_MILE)} por milla después. La entrega el mismo día está disponible para pedidos hechos antes de las ${SAME_DAY_CUTOFF}, con un cargo de ${formatPrice(D.sameDayFee)}.`,
      ],
      links: [linkEs.delivery],
    },
    {
      heading: 'Reservaciones y cancelaciones',
      items: [
        'Si cancela hasta 24 horas antes de que empiece su alquiler, no paga nada.',
        'Las cancelaciones hechas dentro de las 24 horas anteriores al inicio reciben un reembolso del 50%.',
        'No se da reembolso si usted no se presenta, incluso cuando no hay nadie para recibir un carrito entregado.',
      ],
    },
    {
      heading: 'Daños, limpieza y otros cargos',
      paragraphs: ['La mayoría de los alquileres terminan con la devolución completa del depósito. Estos cargos se aplican solo cuando hace falta:'],
      items: [
        'Daños: el costo de la reparación más un cargo administrativo por daños de $75.',
        'Cargo de recarga o combustible: $35 cuando un carrito regresa con la batería descargada o, en el caso de equipos de combustible, con menos combustible del que tenía al salir.',
        'Olor a humo: $200. Por favor, no fume ni vapee en los carritos de alquiler.',
        'Pelo de mascotas: $75.',
        'Limpieza: de $50 a $150 cuando un carrito regresa con lodo, arena, derrames o basura, según el trabajo necesario.',
        'Devolución tardía: $25 por hora.',
      ],
    },
    {
      heading: 'Seguro y cobertura de responsabilidad civil',
      paragraphs: [
        'Todo alquiler incluye cobertura de responsabilidad civil por lesiones a terceros de $100,000 por persona y $300,000 por accidente, y de $50,000 por daños a la propiedad de terceros.',
        'Quien alquila es responsable de los daños al carrito de alquiler, como se describe arriba, y de cualquier multa de tránsito o de estacionamiento durante el alquiler.',
      ],
    },
    {
      heading: 'Manejar con seguridad y pedir ayuda',
      items: [
        'Todos usan el cinturón de seguridad, y el carrito nunca lleva más personas que asientos.',
        'Maneje solo donde se permiten los vehículos de baja velocidad, y nunca en calles con un límite señalizado de más de 35 mph.',
        'Prohibido manejar bajo los efectos del alcohol o las drogas.',
        'Prohibido remolcar, hacer carreras, manejar fuera de la carretera o llevar cargas por encima de la capacidad del carrito.',
        'Cargue el carrito como se le mostró en la entrega, usando solo el cargador incluido.',
        `Hay asistencia las 24 horas, los 7 días de la semana, en el ${MAIN_PHONE}. Si el carrito deja de funcionar, estaciónelo en un lugar seguro y llámenos en vez de intentar repararlo; lo resolveremos con un carrito de reemplazo o un crédito por el tiempo perdido.`,
      ],
    },
    {
      heading: 'Carritos de clientes que quedan con nosotros',
      paragraphs: [
        'Un carrito propiedad de un cliente que se deja en nuestro taller para servicio y no se recoge dentro de los 30 días después de que avisamos que está listo, con cargos sin pagar, se considera abandonado y queda sujeto a un derecho de retención (lien) por los cargos de reparación y almacenamiento sin pagar, según lo permite la ley de Pensilvania.',
      ],
    },
    contactSectionEs(`Para reservar un alquiler o preguntar por uno, llámenos o escriba a ${SALES_EMAIL}.`),
  ],
}
