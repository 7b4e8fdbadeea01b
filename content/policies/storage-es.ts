/** Política de almacenamiento: the Spanish twin of storage.ts (same sections; prices from STORAGE_RATES). SERVER ONLY. */
import { formatPrice } from '../format'
import { STORAGE_RATES } from './storage'
import { EFFECTIVE_DATE, STORAGE_HOURS_ITEMS, type Policy } from './policy'
import { contactSectionEs } from './policy-es'

const S = STORAGE_RATES

/** The seasonal packages' names and periods in Spanish (STORAGE_RATES has the English). */
const SEASONS_ES = {
  winter: { label: 'Paquete de invierno', period: '15 de octubre al 15 de abril' },
  summer: { label: 'Paquete de verano', period: '1 de mayo al 30 de septiembre' },
} as const

export const storagePolicyEs: Policy = {
  slug: 'storage-policy',
  path: '/policies/storage-policy',
  title: 'Política de almacenamiento',
  description:
    'Almacenamiento de carritos de golf bajo techo o cubierto en Lehigh County: tarifas mensuales, paquetes de invierno y verano, mantenimiento, horario y pagos.',
  keywords: ['almacenamiento de carritos de golf', 'almacenamiento de carritos de golf en invierno', 'almacenamiento de carritos de golf bajo techo', 'mantenimiento de baterías de carritos de golf', 'Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Guarde su carrito con nosotros por un mes o por toda una temporada, bajo techo o cubierto. Aquí están las tarifas, lo que incluyen y cómo funcionan los pagos y la recogida.',
  sections: [
    {
      heading: 'Opciones de almacenamiento',
      items: [
        'Almacenamiento bajo techo en nuestro edificio con clima controlado, que se mantiene entre 50 y 75 °F todo el año para proteger las baterías, los asientos y los componentes electrónicos de las heladas y del calor.',
        'Almacenamiento exterior cubierto, bajo techo, protegido del sol, la lluvia y la nieve.',
      ],
    },
    {
      heading: 'Tarifas',
      table: {
        caption: 'Tarifas de almacenamiento',
        head: ['Plan', 'Bajo techo', 'Exterior cubierto'],
        rows: [
          ['Mensual', `${formatPrice(S.monthly.indoor)} al mes`, `${formatPrice(S.monthly.coveredOutdoor)} al mes`],
          [
            `${SEASONS_ES.winter.label}: ${SEASONS_ES.winter.period} (${S.winter.months} meses)`,
            formatPrice(S.winter.indoor),
            formatPrice(S.winter.coveredOutdoor),
          ],
          [
            `${SEASONS_ES.summer.label}: ${SEASONS_ES.summer.period} (${S.summer.months} meses)`,
            formatPrice(S.summer.indoor),
            formatPrice(S.summer.coveredOutdoor),
          ],
        ],
      },
      paragraphs: ['Los paquetes de temporada cuestan menos que los mismos meses a la tarifa mensual y se pagan completos al empezar la temporada.'],
    },
    {
      heading: 'Servicios adicionales',
      items: [
        `Mantenimiento adicional, ${formatPrice(S.maintenancePerMonth)} al mes: mantenemos las baterías cargadas según un calendario de mantenimiento, revisamos el nivel de agua de las baterías de plomo-ácido, mantenemos las llantas infladas y revisamos el carrito cada mes.`,
        `Preparación para la temporada, ${formatPrice(S.preSeasonPreparation)}: antes de que lo recoja, revisamos los frenos, la dirección, las luces y las llantas, damos servicio a las baterías y lavamos el carrito para que esté listo para manejar.`,
      ],
    },
    {
      heading: 'Horario para dejar, recoger y visitar su carrito',
      paragraphs: ['Puede dejar, recoger o visitar su carrito durante el horario de almacenamiento. Por favor, llame un día antes para que su carrito le esté esperando al frente cuando llegue.'],
      items: [STORAGE_HOURS_ITEMS],
    },
    {
      heading: 'Antes de guardarlo',
      items: [
        'Traiga el carrito limpio y saque sus pertenencias personales.',
        'Cárguelo por completo, o añada el mantenimiento adicional y nosotros lo cuidamos.',
        'Al registrarlo, anotamos la condición, el tipo de batería y los accesorios de su carrito, y le damos una copia.',
        'Mantenga su carrito asegurado mientras esté guardado. Somos responsables de las pérdidas o daños causados por nuestra propia negligencia.',
      ],
    },
    {
      heading: 'Pagos y cargos por retraso',
      items: [
        'El almacenamiento mensual se cobra por adelantado el primer día de cada mes.',
        'Los paquetes de temporada se pagan completos al registrar el carrito.',
        `Se añade un cargo por retraso de ${formatPrice(S.lateFee)} a cualquier saldo que siga sin pagar ${S.lateAfterDays} días después de su fecha de vencimiento.`,
      ],
    },
    {
      heading: 'Cuentas sin pagar',
      paragraphs: ['Siempre tratamos de comunicarnos con usted antes de tomar cualquier medida. Si una cuenta sigue sin pagar:'],
      items: [
        'A los 30 días de atraso: le enviamos un aviso por escrito.',
        'A los 60 días de atraso: le llamamos y le enviamos un aviso final.',
        'A los 90 días de atraso: empieza el proceso del derecho de retención (lien), según lo permite la ley de Pensilvania.',
        'A los 120 días de atraso: el carrito puede venderse para recuperar el saldo. Lo que quede después de cubrir el saldo y los costos de la venta se le devuelve a usted.',
      ],
    },
    {
      heading: 'Fin del almacenamiento',
      items: [
        'Cualquiera de las dos partes puede terminar el almacenamiento mensual con un aviso por escrito de 30 días.',
        'El carrito debe recogerse dentro de los 30 días siguientes al fin del almacenamiento. Los cargos de almacenamiento continúan hasta que se recoja.',
        'Los paquetes de temporada no son reembolsables, incluso cuando un carrito se recoge antes de que termine la temporada.',
      ],
    },
    contactSectionEs('Para reservar un espacio de almacenamiento o preguntar por su cuenta, llámenos o envíenos un correo electrónico.'),
  ],
}
