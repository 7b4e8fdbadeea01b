/** Política de publicación: the Spanish twin of publishing.ts (same sections). SERVER ONLY. */
import { EFFECTIVE_DATE, INFO_EMAIL, type Policy } from './policy'
import { contactSectionEs, linkEs } from './policy-es'

export const publishingPolicyEs: Policy = {
  slug: 'publishing-policy',
  path: '/policies/publishing-policy',
  title: 'Política de publicación',
  description:
    'Cómo publica Lehigh County Golf Carts la información de vehículos, precios y la zona en su sitio web, de dónde viene y qué tan rápido respondemos preguntas.',
  keywords: ['política de publicación', 'especificaciones de carritos de golf', 'normas de contenido del sitio web', 'carritos de golf en Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Nuestro sitio web suele ser el primer lugar donde la gente conoce un carrito. Esta política explica qué publicamos, de dónde viene la información y cómo la mantenemos exacta.',
  sections: [
    {
      heading: 'Qué publicamos',
      items: [
        'Anuncios del inventario con precios, especificaciones y fotos o ilustraciones.',
        'Precios de alquiler, servicio y almacenamiento.',
        'Páginas sobre los pueblos y municipios que atendemos en todo el condado de Lehigh.',
        'Nuestras políticas, cada una con su fecha de vigencia.',
        'Consejos de compra, carga y cuidado escritos por nuestro propio personal.',
      ],
    },
    {
      heading: 'De dónde viene nuestra información',
      paragraphs: [
        'Las especificaciones y los datos de autonomía, velocidad y asientos vienen de los fabricantes. Las notas sobre la condición de los carritos usados vienen de nuestra propia inspección. Los precios vienen de nuestra lista de precios vigente. La información local la escriben personas que viven y trabajan en la zona, y se revisa antes de publicarse.',
      ],
    },
    {
      heading: 'Cómo la mantenemos al día',
      items: [
        'La información de un producto nuevo se publica dentro de las 48 horas siguientes a que la recibamos del fabricante o a que el carrito llegue a nuestra sala de exhibición.',
        'Los carritos vendidos se marcan o se retiran sin demora.',
        'Cuando cambia un precio o una política, actualizamos la página y, en el caso de las políticas, la fecha de vigencia.',
      ],
    },
    {
      heading: 'Precios, disponibilidad e imágenes',
      paragraphs: [
        'Los precios y la disponibilidad pueden cambiar rápido, sobre todo en primavera y verano. Un precio se confirma en una cotización por escrito o en un contrato firmado. Las imágenes son ilustrativas: los colores, los rines y los accesorios de su carrito pueden ser distintos de los que se muestran.',
      ],
    },
    {
      heading: 'Independencia',
      paragraphs: [
        'No aceptamos pagos por colocar productos, enlaces o reseñas en nuestro sitio web. Los enlaces a un prestamista, a un fabricante o a un mapa están ahí porque le son útiles a usted, y esos sitios los administran sus dueños bajo sus propias políticas.',
      ],
    },
    {
      heading: 'Preguntas sobre nuestro contenido',
      paragraphs: [
        `Las consultas sobre el contenido se responden en 24 a 48 horas. Escriba a ${INFO_EMAIL} y díganos sobre qué página pregunta. Si encontró un error, nuestra Política de correcciones explica qué tan rápido lo corregimos.`,
      ],
      links: [linkEs.corrections],
    },
    contactSectionEs('Siempre puede llamarnos y preguntar por un carrito que vio en nuestro sitio web antes de hacer el viaje.'),
  ],
}
