/** Política de entregas: the Spanish twin of delivery.ts (same sections; figures from DELIVERY_TERMS). SERVER ONLY. */
import { formatPrice } from '../format'
import { RENTAL_DELIVERY_FEE_PER_MILE, RENTAL_FREE_DELIVERY_MILES } from '../rentals'
import { DELIVERY_TERMS } from './delivery'
import { EFFECTIVE_DATE, ADDRESS, type Policy } from './policy'
import { contactSectionEs, linkEs } from './policy-es'

const D = DELIVERY_TERMS

/** "2:00 PM" as Spanish writes a time: "2:00 p.m.". */
const SAME_DAY_CUTOFF = D.sameDayCutoff.replace(/ ?AM$/, ' a.m.').replace(/ ?PM$/, ' p.m.')

export const deliveryPolicyEs: Policy = {
  slug: 'delivery-policy',
  path: '/policies/delivery-policy',
  title: 'Política de entregas',
  description:
    'Zona de entrega gratis, cargos por milla, entrega de alquileres el mismo día, entrega con instalación y citas para carritos de golf en Lehigh County, PA.',
  keywords: ['entrega de carritos de golf', 'entrega gratis de carritos de golf', 'entrega con instalación completa', 'entrega el mismo día de carritos de golf de alquiler', 'Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Entregamos carritos, alquileres y piezas en todo el condado de Lehigh y sus alrededores. Aquí le explicamos dónde la entrega es gratis, cuánto cuesta en otros lugares y cómo prepararse para recibirla.',
  sections: [
    {
      heading: 'Dónde entregamos',
      paragraphs: [
        `Entregamos carritos nuevos y usados, carritos de alquiler y piezas en todo el condado de Lehigh y el área cercana, desde nuestro local principal en ${ADDRESS} y desde nuestros centros de servicio. Cada entrega la hace nuestro propio personal capacitado, con nuestro propio camión y remolque.`,
      ],
    },
    {
      heading: 'Zona de entrega gratis',
      paragraphs: [
        `La entrega de una compra de ${formatPrice(D.freeMinimumPurchase)} o más es gratis a cualquier dirección dentro de nuestra zona de entrega gratis:`,
      ],
      items: [
        `Dentro de un radio de ${D.freeRadiusMiles} millas de nuestro local principal, o`,
        `Dentro de ${D.freeServiceCenterMiles} millas de uno de nuestros centros de servicio.`,
      ],
    },
    {
      heading: 'Cargos de entrega',
      items: [
        `Fuera de la zona gratis: ${formatPrice(D.feePerMile)} por milla más allá del límite de la zona, medida por la ruta de carretera práctica más corta.`,
        `Las compras de menos de ${formatPrice(D.freeMinimumPurchase)} se entregan a ${formatPrice(D.feePerMile)} por milla. Le cotizamos el cargo exacto antes de que usted confirme la entrega.`,
        `Entrega e instalación completa (white glove): ${formatPrice(D.whiteGlove)}.`,
      ],
    },
    {
      heading: 'Entregas de alquileres',
      items: [
        `La entrega de un alquiler es gratis las primeras ${RENTAL_FREE_DELIVERY_MILES} millas y cuesta ${formatPrice(RENTAL_DELIVERY_FEE_PER_MILE)} por milla después de ${RENTAL_FREE_DELIVERY_MILES} millas.`,
        `La entrega de alquileres el mismo día está disponible para pedidos hechos antes de las ${SAME_DAY_CUTOFF}, con un cargo de ${formatPrice(D.sameDayFee)} por entrega el mismo día, según disponibilidad.`,
        'Recogemos el carrito al final del alquiler a la hora escrita en su contrato de alquiler.',
      ],
      links: [linkEs.rental],
    },
    {
      heading: 'Entrega con instalación completa (white glove)',
      paragraphs: [
        `Por ${formatPrice(D.whiteGlove)}, nuestro chofer descarga el carrito, lo coloca en su garaje o donde usted lo quiera, instala el cargador, se lleva el empaque y le explica paso a paso cómo manejarlo, cargarlo, usar los cinturones de seguridad y cuidarlo día a día. Es una buena opción para quienes tienen su primer carrito y para regalos.`,
      ],
    },
    {
      heading: 'Citas y plazos de entrega',
      items: [
        'Le llamamos para acordar una fecha de entrega que le convenga.',
        `Le damos un horario de entrega de ${D.windowHours} horas, y nuestro chofer le llama cuando va en camino.`,
        'Un adulto de 18 años o más debe estar presente para recibir el carrito y firmar el recibo de entrega.',
        'Los carritos en existencia suelen entregarse de 2 a 5 días hábiles después de la compra.',
        'Los carritos fabricados a la medida suelen tardar de 2 a 4 semanas. Si el fabricante retrasa la fabricación, se lo diremos enseguida.',
      ],
    },
    {
      heading: 'Requisitos del lugar',
      paragraphs: ['Para descargar con seguridad, nuestro camión y remolque necesitan:'],
      items: [
        `Un camino despejado de al menos ${D.accessWidthFeet} pies de ancho desde la calle hasta el lugar de descarga.`,
        `Al menos ${D.clearanceFeet} pies de altura libre. Fíjese en ramas bajas, cables, toldos y cocheras.`,
        'Una superficie firme y razonablemente nivelada para descargar.',
        'Códigos de portón, permisos de estacionamiento o autorización de la comunidad, tramitados antes del día de la entrega.',
      ],
    },
    {
      heading: 'Cambios de fecha y cancelaciones',
      items: [
        'Cambiar la fecha es gratis si nos avisa con al menos 24 horas de anticipación.',
        `Cancelar el mismo día de la entrega cuesta ${formatPrice(D.sameDayCancellationFee)}.`,
        `Una entrega fallida, cuando no hay nadie para recibir el carrito o no se puede llegar al lugar con seguridad, cuesta ${formatPrice(D.missedDeliveryFee)}.`,
      ],
    },
    {
      heading: 'Cuando llegue su carrito',
      paragraphs: [
        'Por favor, revise el carrito junto con nuestro chofer y anote cualquier daño visible en el recibo de entrega. Si encuentra un problema más tarde, avísenos dentro de las 48 horas, como explica nuestra Política de devoluciones.',
      ],
      links: [linkEs.returns],
    },
    contactSectionEs('Para programar, cambiar o preguntar por una entrega, comuníquese con nosotros y tenga a mano su número de factura o de contrato de alquiler.'),
  ],
}
