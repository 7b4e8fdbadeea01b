/**
 * /es/street-legal: content/street-legal.ts in Spanish, the same sections, links and sources.
 * Server only (pages/street-legal/+words.ts). The statutes keep their official citations.
 */
import { STREET_LEGAL, type StreetLegalCopy, type StreetLegalSection } from './street-legal'

/** A section's words; its id and its link's target are the English section's. */
type SectionWords = Omit<StreetLegalSection, 'id' | 'link'> & { link?: string }

const SECTIONS: readonly SectionWords[] = [
  {
    heading: 'Carritos de golf: no son aptos para la calle',
    paragraphs: [
      'Un carrito de golf no pasa de 20 mph. Pensilvania no expide título ni registro para carritos de golf, así que un carrito de golf no es apto para la calle, no importa qué luces o espejos tenga.',
      'Fuera de los pocos casos que el Código de Vehículos exime del registro (75 Pa.C.S. § 1302), un carrito de golf solo puede estar en una vía pública para cruzarla directamente (75 Pa.C.S., capítulo 77A, Golf Carts). Úselo en propiedad privada con permiso del dueño, en un campo de golf o en una comunidad con calles privadas.',
    ],
    link: 'Carritos de golf en nuestro inventario',
  },
  {
    heading: 'Vehículos de baja velocidad: aptos para la calle una vez titulados y registrados',
    paragraphs: [
      'Un vehículo de baja velocidad (LSV) es un vehículo de motor de cuatro ruedas que puede ir a más de 20 mph pero no a más de 25 mph, fabricado según la Norma Federal de Seguridad de Vehículos de Motor n.º 500. Esa norma exige:',
    ],
    items: [
      'faros delanteros, luces direccionales delanteras y traseras, luces traseras y luces de freno',
      'reflectores rojos a cada lado y atrás',
      'un espejo del lado del conductor, y otro del lado del pasajero o por dentro',
      'freno de estacionamiento y parabrisas',
      'cinturón de seguridad en cada asiento',
      'un número de identificación del vehículo (VIN)',
    ],
    link: 'LSV aptos para la calle en nuestro inventario',
  },
  {
    heading: 'Lo que necesita un LSV en Pensilvania',
    items: [
      'Título y registro de PennDOT, con placa. Nosotros preparamos los papeles cuando nos compra un LSV.',
      'Seguro, como cualquier vehículo registrado (75 Pa.C.S., capítulo 17, Financial Responsibility).',
      'Inspección de seguridad, como los demás vehículos registrados (75 Pa.C.S., capítulo 47, Inspection of Vehicles).',
      'Un conductor con licencia de conducir vigente.',
      'Calles con un límite de velocidad señalizado de 35 mph o menos, como piden nuestras condiciones de venta y de alquiler.',
    ],
  },
  {
    heading: 'Vehículos todoterreno y utilitarios: terreno privado',
    paragraphs: [
      'Los vehículos de trabajo y todoterreno que anunciamos como todoterreno se venden para terreno privado: fincas, obras, campamentos y su propia propiedad, con permiso del dueño. No son para vías públicas.',
    ],
    link: 'Vehículos todoterreno en nuestro inventario',
  },
  {
    heading: 'Reglas de edad',
    items: [
      'Nadie menor de 12 años puede manejar un carrito de golf (75 Pa.C.S., capítulo 77A).',
      'Un conductor menor de 16 años solo puede cruzar una carretera en un carrito de golf bajo la supervisión directa de un adulto (75 Pa.C.S., capítulo 77A).',
      'En la calle, un LSV es un vehículo de motor: quien lo maneja necesita licencia de conducir, igual que para manejar un carro.',
    ],
  },
]

export const STREET_LEGAL_ES: StreetLegalCopy = {
  path: STREET_LEGAL.path,
  title: 'Carritos y LSV aptos para la calle en Pensilvania',
  heading: '¿Qué carritos pueden andar por la calle?',
  eyebrow: 'Las reglas de tránsito de Pensilvania, en palabras sencillas',
  description:
    '¿Carrito de golf o LSV? Lo que Pensilvania exige para que un carrito ande por la calle: título, registro, seguro, inspección y las edades para manejar.',
  keywords: [
    'carrito de golf apto para la calle Pensilvania',
    'LSV Pensilvania',
    'registro de vehículo de baja velocidad PA',
    'leyes de carritos de golf Pensilvania',
    'edad para manejar carrito de golf PA',
  ],
  intro:
    'Un carrito de golf y un vehículo de baja velocidad (LSV) se pueden parecer. Bajo la ley de Pensilvania son vehículos distintos, y solo el LSV se puede manejar en la calle. Cada carrito de nuestro sitio dice cuál de los dos es.',
  sections: STREET_LEGAL.sections.map((section, i) => {
    const { link, ...words } = SECTIONS[i]!
    return { id: section.id, ...words, ...(section.link && link ? { link: { label: link, href: section.link.href } } : {}) }
  }),
  sources: {
    heading: 'De dónde sale esta información',
    items: [
      'El Código de Vehículos de Pensilvania (Pennsylvania Vehicle Code), título 75 de los Estatutos Consolidados de Pensilvania (75 Pa.C.S.): capítulo 77A (Golf Carts), § 1302 (vehículos exentos de registro), capítulo 17 (Financial Responsibility) y capítulo 47 (Inspection of Vehicles).',
      'La Norma Federal de Seguridad de Vehículos de Motor n.º 500, Low-speed vehicles (49 CFR 571.500), de la Administración Nacional de Seguridad del Tráfico en las Carreteras (NHTSA).',
      'PennDOT Driver and Vehicle Services (pa.gov/dmv), que titula, registra y fija las reglas de inspección de los vehículos en Pensilvania, incluido el formulario MV-1, Application for Certificate of Title.',
    ],
  },
  disclaimer:
    'Esta página es un resumen en palabras sencillas para ayudarle a escoger un carrito; no es asesoría legal. Las leyes cambian, y su municipio o distrito (borough) puede tener sus propias reglas: consulte con PennDOT o con su municipio antes de manejar cualquier carrito en la calle.',
  askUs: '¿No está seguro de qué carrito le conviene según el uso que le va a dar? Pregúntenos antes de comprar.',
  toc: 'En esta página',
  breadcrumbs: { home: 'Inicio', page: 'Aptos para la calle' },
}
