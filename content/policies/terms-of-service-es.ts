/** Términos de servicio: the Spanish twin of terms-of-service.ts (same sections). SERVER ONLY. */
import { DOMAIN } from '../business'
import { EFFECTIVE_DATE, NAME, ADDRESS, type Policy } from './policy'
import { contactSectionEs } from './policy-es'

export const TERMS_OF_SERVICE_ES: Policy = {
  slug: 'terms-of-service',
  path: '/terms-of-service',
  title: 'Términos de servicio',
  description:
    'Términos de uso del sitio web de Lehigh County Golf Carts: precios y disponibilidad, datos de vehículos, financiamiento, responsabilidad y ley de Pensilvania.',
  keywords: ['términos de servicio', 'términos del sitio web', 'precios de carritos de golf', 'carritos de golf en Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Estos términos cubren el uso de nuestro sitio web. La compra, el alquiler, el servicio y el almacenamiento de un carrito se rigen por sus propios contratos y políticas, que aparecen abajo.',
  sections: [
    {
      heading: 'Aceptación de estos términos',
      paragraphs: [
        `Estos términos se aplican a su uso de ${DOMAIN}, administrado por ${NAME}, ${ADDRESS}. Al usar el sitio web, usted los acepta. Si no está de acuerdo, por favor no use el sitio web.`,
      ],
    },
    {
      heading: 'Uso del sitio web',
      items: [
        'Puede usar el sitio web para conocer nuestros carritos y servicios y para comunicarse con nosotros.',
        'Por favor, no envíe mensajes falsos, abusivos o automatizados, no intente entrar sin permiso al sitio web ni sobrecargarlo, y no copie partes grandes de él.',
        'Los textos, las ilustraciones y el diseño del sitio web nos pertenecen o se usan con permiso. Las marcas pertenecen a sus dueños.',
      ],
    },
    {
      heading: 'Precios y disponibilidad',
      paragraphs: [
        'Los precios, las promociones, las especificaciones y la disponibilidad que aparecen en el sitio web pueden cambiar sin previo aviso y no son una oferta de venta. Un precio se confirma solo en una cotización por escrito o en un contrato firmado. Si un precio se publicó por error, se lo diremos antes de cualquier venta.',
      ],
    },
    {
      heading: 'Información e imágenes de los vehículos',
      paragraphs: [
        'Las especificaciones y los datos de autonomía y velocidad vienen de los fabricantes y dependen de la carga, el terreno, el clima y el estado de la batería. Las imágenes son ilustrativas, y el color, los rines y los accesorios de un carrito en particular pueden ser distintos. Por favor, confirme con nuestro personal los detalles que le importan.',
      ],
    },
    {
      heading: 'Financiamiento',
      paragraphs: [
        'El financiamiento lo ofrece un prestamista externo. Nuestro enlace de financiamiento le lleva al sitio web del prestamista, donde se aplican los términos y la política de privacidad propios del prestamista. Solo el prestamista decide la aprobación, las tasas y las condiciones.',
      ],
    },
    {
      heading: 'Enlaces a otros sitios web',
      paragraphs: [
        'El sitio web enlaza a otros sitios o integra contenido de ellos, como el prestamista, los fabricantes y un proveedor de mapas. No somos responsables de su contenido, su disponibilidad ni sus prácticas de privacidad.',
      ],
    },
    {
      heading: 'Ventas, alquileres y otros servicios',
      paragraphs: [
        'La compra, el alquiler, el servicio y el almacenamiento de un carrito se rigen por el contrato escrito que usted firma y por nuestras políticas, entre ellas:',
      ],
      links: [
        { label: 'Términos y condiciones (/policies/terms-conditions)', href: '/policies/terms-conditions' },
        { label: 'Política de devoluciones (/policies/return-policy)', href: '/policies/return-policy' },
        { label: 'Política de entregas (/policies/delivery-policy)', href: '/policies/delivery-policy' },
        { label: 'Política de alquiler (/policies/rental-policy)', href: '/policies/rental-policy' },
        { label: 'Política de almacenamiento (/policies/storage-policy)', href: '/policies/storage-policy' },
        { label: 'Política de privacidad (/privacy-policy)', href: '/privacy-policy' },
      ],
    },
    {
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'Trabajamos para mantener el sitio web exacto y disponible, pero se ofrece tal como está, sin garantía de que siempre esté libre de errores o en línea. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes que resulten del uso del sitio web. Nada en estos términos limita ningún derecho suyo que la ley no permita limitar.',
      ],
    },
    {
      heading: 'Ley aplicable',
      paragraphs: [
        'Estos términos se rigen por las leyes del Estado Libre Asociado (Commonwealth) de Pensilvania. Cualquier disputa sobre ellos se verá en los tribunales del condado de Lehigh, Pensilvania.',
      ],
    },
    {
      heading: 'Cambios a estos términos',
      paragraphs: [
        'Podemos actualizar estos términos de vez en cuando. La fecha de vigencia que aparece al principio de esta página indica cuándo cambiaron por última vez, y seguir usando el sitio web significa que usted acepta los términos actualizados.',
      ],
    },
    contactSectionEs('Sus preguntas sobre estos términos son bienvenidas.'),
  ],
}
