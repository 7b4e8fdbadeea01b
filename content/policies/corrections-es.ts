/** Política de correcciones: the Spanish twin of corrections.ts (same sections). SERVER ONLY. */
import { EFFECTIVE_DATE, MAIN_PHONE, INFO_EMAIL, type Policy } from './policy'
import { contactSectionEs } from './policy-es'

export const correctionsPolicyEs: Policy = {
  slug: 'corrections-policy',
  path: '/policies/corrections-policy',
  title: 'Política de correcciones',
  description:
    'Cómo corrige Lehigh County Golf Carts errores en su sitio web e impresos, cómo reportar uno y qué tan rápido corregimos errores críticos, importantes y menores.',
  keywords: ['política de correcciones', 'reportar un error', 'exactitud del sitio web', 'carritos de golf en Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Nos esforzamos por hacer las cosas bien, y cuando no lo logramos, lo corregimos rápido y con transparencia. Así puede avisarnos de un error y esto es lo que pasa después.',
  sections: [
    {
      heading: 'Nuestro compromiso',
      paragraphs: [
        'Los clientes toman decisiones reales según lo que publicamos: qué carrito comprar, cuánto va a costar un alquiler, si un carrito puede circular por su calle. Tomamos los errores en serio y los corregimos tan rápido como su importancia lo exige.',
      ],
    },
    {
      heading: 'Qué corregimos',
      items: [
        'Precios, cargos y disponibilidad.',
        'Especificaciones y características de los vehículos.',
        'La redacción, las fechas y los datos de contacto de las políticas.',
        'La información sobre los pueblos y municipios que atendemos.',
        'Errores de escritura, problemas de formato y enlaces rotos.',
      ],
    },
    {
      heading: 'Cómo reportar un error',
      paragraphs: [
        `Escriba a ${INFO_EMAIL} o llame al ${MAIN_PHONE}. Díganos la página o el documento, qué está mal y, si puede, de dónde viene la información correcta. No tiene que darnos su nombre, pero solo podemos responderle si lo hace.`,
      ],
    },
    {
      heading: 'Qué tan rápido actuamos',
      table: {
        caption: 'Plazos de corrección',
        head: ['Prioridad', 'Ejemplos', 'Corregido'],
        rows: [
          ['Crítico', 'Información de seguridad, o un precio o una condición que podría afectar la decisión de comprar o alquilar', 'En menos de 2 horas'],
          ['Importante', 'Especificaciones, disponibilidad u horarios equivocados', 'En menos de 24 horas'],
          ['Menor', 'Errores de escritura, formato, enlaces rotos', 'En menos de 48 horas'],
          ['Complejo', 'Errores que necesitan la confirmación de un fabricante o una revisión de la política', 'En menos de 72 horas'],
        ],
      },
      paragraphs: ['Los tiempos se cuentan desde que recibimos el reporte.'],
    },
    {
      heading: 'Cómo se muestran las correcciones',
      paragraphs: [
        'Los errores pequeños simplemente se corrigen. Cuando corregimos una política o un precio de una manera que importa a los clientes, actualizamos la fecha de vigencia o anotamos el cambio en la página, para que quede claro qué cambió y cuándo.',
      ],
    },
    {
      heading: 'Errores de precio',
      paragraphs: [
        'Si descubrimos que un precio se publicó por error, se lo decimos a todos los que hayan preguntado por ese carrito antes de que compren. Un precio en una cotización o un contrato que usted ya firmó se mantiene tal como está escrito.',
      ],
    },
    contactSectionEs('Gracias por ayudarnos a mantener nuestra información exacta.'),
  ],
}
