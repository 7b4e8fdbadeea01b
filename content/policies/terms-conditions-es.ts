/** Términos y condiciones: the Spanish twin of terms-conditions.ts (same sections, same facts). SERVER ONLY. */
import { business } from '../business'
import { formatPrice } from '../format'
import { EFFECTIVE_DATE, NAME, ADDRESS, type Policy } from './policy'
import { contactSectionEs, linkEs } from './policy-es'

export const termsConditionsEs: Policy = {
  slug: 'terms-conditions',
  path: '/policies/terms-conditions',
  title: 'Términos y condiciones',
  description:
    'Términos para comprar, alquilar, reparar o guardar un carrito de golf con Lehigh County Golf Carts: cotizaciones, depósitos, pagos, garantías y reparaciones.',
  keywords: ['términos y condiciones de carritos de golf', 'contrato de compra de carrito de golf', 'garantía de carrito de golf', 'concesionario de carritos de golf en Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Estas son las reglas básicas para hacer negocios con nosotros. Se aplican a toda venta, alquiler, reparación, pedido de piezas y contrato de almacenamiento.',
  sections: [
    {
      heading: 'Sobre estos términos',
      paragraphs: [
        `Estos términos se aplican a toda compra, alquiler, orden de servicio, pedido de piezas y contrato de almacenamiento con ${NAME}, ${ADDRESS}. Funcionan junto con el contrato escrito que usted firma para una venta o un alquiler en particular y con nuestras políticas de devoluciones, entregas, alquiler y almacenamiento.`,
        'Si un contrato firmado dice algo distinto de estos términos, prevalece el contrato firmado. En estos términos, "nosotros" significa Lehigh County Golf Carts y "usted" significa nuestro cliente.',
      ],
      links: [linkEs.returns, linkEs.delivery, linkEs.rental, linkEs.storage],
    },
    {
      heading: 'Cotizaciones y precios',
      items: [
        'Los precios están en dólares estadounidenses. El impuesto sobre las ventas de Pensilvania y cualquier cargo de título, registro o documentación se suman y aparecen por separado en su factura de venta.',
        'Una cotización por escrito es válida durante el período impreso en ella. Después de ese plazo, los precios pueden cambiar según los precios y la disponibilidad del fabricante.',
        'Los precios que aparecen en nuestro sitio web o en la publicidad se confirman por escrito antes de que usted compre. Si un precio se publicó por error, se lo diremos antes de que se haga cualquier pago.',
        `La mano de obra de servicio se cobra desde ${formatPrice(business.servicePerHour)} por hora. Las modificaciones a la medida se cotizan por escrito.`,
      ],
    },
    {
      heading: 'Pedidos y depósitos',
      paragraphs: [
        'Una venta queda confirmada cuando usted y nosotros firmamos un contrato de compra. Para un carrito pedido al fabricante o fabricado según sus especificaciones, pedimos un depósito al hacer el pedido; la cantidad se escribe en su formulario de pedido.',
        'El depósito de un pedido personalizado es reembolsable hasta que hagamos el pedido al fabricante. A partir de ese momento se aplica a su compra y no es reembolsable, porque el carrito se está fabricando para usted.',
      ],
    },
    {
      heading: 'Pago y propiedad',
      items: [
        'Aceptamos efectivo, cheques certificados y las principales tarjetas de crédito y débito.',
        'El financiamiento se tramita a través de un prestamista externo. Usted hace la solicitud en el propio sitio web del prestamista, y el prestamista decide la aprobación, la tasa y las condiciones. El financiamiento promocional, como el 0% en modelos seleccionados, está disponible solo para los compradores que califiquen.',
        'El pago total, o un préstamo ya desembolsado, debe recibirse antes de que se entregue o se recoja un carrito.',
        'La propiedad pasa a usted, y le traspasamos el título o el certificado de origen, una vez que el carrito esté pagado por completo.',
      ],
    },
    {
      heading: 'Garantías',
      paragraphs: [
        'Los carritos nuevos Denago y Evolution vienen con la garantía del fabricante. Los términos de la garantía se incluyen con sus documentos, y nuestro departamento de servicio se encarga de las reparaciones bajo garantía.',
        'Un carrito usado tiene solo la garantía escrita en su factura de venta, si la hay. Un carrito vendido "tal como está" no tiene garantía, y lo escribimos en la factura de venta antes de que usted firme.',
        'Las piezas y los accesorios tienen la garantía de su fabricante. Nuestro propio trabajo de reparación está garantizado contra defectos de mano de obra durante el período escrito en su orden de reparación.',
      ],
    },
    {
      heading: 'Trabajos de servicio y reparación',
      items: [
        'Le damos un presupuesto antes de empezar, y le llamamos para pedir su aprobación antes de hacer cualquier trabajo que lo supere.',
        'La mayoría de las reparaciones se terminan en 24 a 48 horas. Si las piezas o una aprobación de garantía van a tardar más, se lo diremos.',
        'Si nos lo pide al dejar su carrito, le devolvemos las piezas que reemplazamos, excepto las que se envían al fabricante para un crédito de garantía.',
        'Por favor, recoja su carrito pronto una vez que le avisemos que está listo. Un carrito que quede con nosotros más de 30 días después de ese aviso, con cargos sin pagar, se considera abandonado y queda sujeto a un derecho de retención (lien) por los cargos de reparación y almacenamiento, según lo permite la ley de Pensilvania.',
      ],
    },
    {
      heading: 'Uso seguro y legal de su carrito',
      paragraphs: [
        'En Pensilvania, un carrito de golf estándar no se puede registrar para circular por carretera y solo puede manejarse en vías públicas donde la ley lo permita expresamente. Un vehículo de baja velocidad (LSV) con título, registro y seguro puede manejarse en calles con un límite de velocidad señalizado de 35 mph o menos.',
        'Usted es responsable de titular, registrar, asegurar y manejar su carrito como lo exigen la ley y las reglas de su comunidad. Siga el manual del propietario en cuanto a asientos, límites de carga y carga de la batería, y nunca deje manejar a alguien que no pueda hacerlo con seguridad. Siempre con gusto le explicamos lo que las reglas significan para un modelo en particular.',
      ],
    },
    {
      heading: 'Límites de nuestra responsabilidad',
      paragraphs: [
        'Respaldamos los productos que vendemos y el trabajo que hacemos según se describe en estos términos, en su contrato firmado y en la garantía del fabricante. No somos responsables de pérdidas causadas por mal uso, accidentes, modificaciones hechas por otros, falta de mantenimiento o uso contrario al manual del propietario, ni de pérdidas indirectas como tiempo o ingresos perdidos, excepto cuando la ley no permita este límite.',
        'Estos términos se rigen por las leyes del Estado Libre Asociado (Commonwealth) de Pensilvania. Cualquier disputa que no podamos resolver juntos se verá en los tribunales del condado de Lehigh, Pensilvania.',
      ],
    },
    contactSectionEs('¿Tiene preguntas sobre estos términos o sobre un contrato que firmó con nosotros? Con gusto los repasamos con usted.'),
  ],
}
