/** Política de devoluciones: the Spanish twin of return.ts (same sections, same facts). SERVER ONLY. */
import { EFFECTIVE_DATE, MAIN_PHONE, INFO_EMAIL, SHOWROOM_HOURS, type Policy } from './policy'
import { contactSectionEs, linkEs } from './policy-es'

export const returnPolicyEs: Policy = {
  slug: 'return-policy',
  path: '/policies/return-policy',
  title: 'Política de devoluciones',
  description:
    'Plazos de devolución, cargos de reposición y reembolsos de carritos nuevos, usados y piezas de Lehigh County Golf Carts, y cómo obtener un número RMA.',
  keywords: ['política de devoluciones de carritos de golf', 'cargo de reposición', 'devolución de piezas de carritos de golf', 'reembolsos', 'carritos de golf en Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Si un carrito o una pieza no es lo que usted necesita, puede devolverlo dentro de los plazos indicados abajo. Toda devolución empieza con una llamada o un correo electrónico para obtener un número de devolución.',
  sections: [
    {
      heading: 'Nuestra promesa',
      paragraphs: [
        'Queremos que cada cliente quede contento con lo que se lleva a casa. Antes de que compre, le mostramos su carrito con calma y nos tomamos el tiempo de elegirlo según el uso que le va a dar, así que las devoluciones son poco comunes. Cuando aun así algo no está bien, esta política explica qué puede devolver, en qué plazo y cuánto cuesta.',
      ],
    },
    {
      heading: 'Plazos de devolución de un vistazo',
      table: {
        caption: 'Plazos de devolución y cargos de reposición',
        head: ['Artículo', 'Plazo de devolución', 'Condición', 'Cargo de reposición'],
        rows: [
          ['Carritos de golf nuevos', '7 días desde la entrega o la recogida', 'Menos de 10 millas de uso, sin daños ni modificaciones', '15%'],
          ['Carritos de golf usados', '3 días desde la entrega o la recogida', 'En la misma condición en que se entregó', '20%'],
          ['Carritos vendidos tal como están', 'No se aceptan devoluciones', 'Vendidos sin garantía', 'No aplica'],
          ['Piezas y accesorios', '30 días desde la compra', 'Sin usar, en su empaque original', '10%'],
        ],
      },
    },
    {
      heading: 'Carritos de golf nuevos',
      items: [
        'Puede devolver un carrito nuevo dentro de los 7 días siguientes a la entrega o la recogida.',
        'El carrito debe tener menos de 10 millas de uso, sin daños, desgaste ni modificaciones, y debe regresar con todas las llaves, el cargador, los manuales y los accesorios con que salió.',
        'Se descuenta del precio de compra un cargo de reposición del 15%.',
        'Los carritos pedidos al fabricante según sus especificaciones, o personalizados a petición suya, no se pueden devolver a menos que tengan defectos.',
        'Los cargos de entrega, de entrega con instalación completa (white glove) y de registro no son reembolsables.',
      ],
    },
    {
      heading: 'Carritos de golf usados',
      items: [
        'Puede devolver un carrito usado dentro de los 3 días siguientes a la entrega o la recogida, en la misma condición en que se le entregó.',
        'Se descuenta del precio de compra un cargo de reposición del 20%.',
        'Los carritos vendidos tal como están ("as-is") no se pueden devolver. Marcamos un carrito como vendido tal como está en su factura de venta antes de que usted compre.',
      ],
    },
    {
      heading: 'Piezas y accesorios',
      items: [
        'Las piezas y los accesorios sin usar se pueden devolver dentro de los 30 días siguientes a la compra, en su empaque original y con su recibo.',
        'Se aplica un cargo de reposición del 10%.',
        'Las piezas que ya se instalaron, conectaron, cortaron o pintaron solo se pueden devolver si tienen defectos.',
        'Las piezas de pedido especial se marcan como no retornables cuando usted las pide.',
      ],
    },
    {
      heading: 'Artículos defectuosos o dañados',
      paragraphs: [
        'Por favor, revise su carrito o sus piezas cuando los reciba. Si algo tiene un defecto o se dañó en la entrega, avísenos dentro de las 48 horas. Lo repararemos, lo reemplazaremos o le devolveremos el dinero completo, sin cargo de reposición.',
        'Los problemas que aparezcan después de las primeras 48 horas se atienden bajo la garantía del fabricante, y nuestro departamento de servicio le ayudará con la reclamación.',
      ],
    },
    {
      heading: 'Cómo hacer una devolución',
      items: [
        `Llame al ${MAIN_PHONE} o escriba a ${INFO_EMAIL} con su nombre, su número de factura y el motivo de la devolución.`,
        'Le daremos un número de autorización de devolución de mercancía (RMA, por sus siglas en inglés). El número RMA es obligatorio para toda devolución; no podemos aceptar un artículo sin él.',
        `Traiga el artículo a nuestra sala de exhibición durante su horario (${SHOWROOM_HOURS}), o pídanos que recojamos el carrito. La recogida se cobra como se describe en nuestra Política de entregas.`,
        'Inspeccionamos el artículo y confirmamos con usted la cantidad del reembolso antes de procesarlo.',
      ],
      links: [linkEs.delivery],
    },
    {
      heading: 'Reembolsos',
      paragraphs: [
        'Los reembolsos aprobados se emiten dentro de los 10 días hábiles siguientes a que recibamos el artículo devuelto, a la forma de pago original.',
        'Los reembolsos a una tarjeta de crédito o débito suelen aparecer en su estado de cuenta de 3 a 5 días hábiles después de que los emitimos, según su banco. En las compras financiadas, primero liquidamos el préstamo con su prestamista y le reembolsamos a usted el saldo restante.',
      ],
    },
    contactSectionEs('¿No está seguro de si algo se puede devolver? Pregúntenos antes de enviarlo y le diremos exactamente qué esperar.'),
  ],
}
