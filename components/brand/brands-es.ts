/**
 * The brand pages' copy in Spanish (content/brands.ts in English), and the brand page's data
 * worded in Spanish. Server only: read by the brand pages' +data.ts.
 */
import { business } from '#app/content/business'
import type { BrandContent, BrandSlug } from '#app/content/brands'
import type { BrandPageData } from '#app/domain/vehicles/brand-lineup'

/** What a brand page says in another language: its series' texts in the order content/brands.ts lists them. */
export interface BrandCopy {
  head: BrandContent['head']
  hero: BrandContent['hero']
  about: string
  series: ReadonlyArray<{ description: string; imageAlt: string; features: readonly string[] }>
  whyChoose: BrandContent['whyChoose']
  cta: BrandContent['cta']
}

const DENAGO_ES: BrandCopy = {
  head: {
    title: 'Carritos de golf Denago EV y LSV aptos para la calle',
    description: `Compre carritos eléctricos y LSV Denago EV City, EV Nomad y EV Rover en ${business.county}, PA, con servicio local, financiamiento y entrega.`,
    keywords: ['carritos de golf Denago', 'Denago EV City', 'Denago EV Nomad', 'Denago EV Rover', `LSV apto para la calle ${business.county}`, 'concesionario Denago Pensilvania'],
  },
  hero: {
    eyebrow: 'Concesionario autorizado de Denago',
    title: 'Vehículos eléctricos Denago',
    text: `Vehículos de baja velocidad (LSV) aptos para la calle, carritos todo terreno elevados y vehículos utilitarios de trabajo de Denago, con venta, servicio y entrega en todo ${business.county}.`,
  },
  about:
    'Denago fabrica vehículos eléctricos para tres tipos de manejo: calles de vecindario, caminos difíciles y trabajo de verdad. Todos los modelos usan batería de litio, así que no hay que echarles agua, no tienen ácido ni sueltan gases, y cada uno viene con garantía de fábrica que nuestros técnicos certificados atienden aquí mismo, en nuestro propio taller.',
  series: [
    {
      description:
        'Un vehículo de baja velocidad (LSV) apto para la calle, para hacer mandados, moverse por el campus y andar por el vecindario, con el equipo necesario para titularlo y registrarlo.',
      imageAlt: 'Denago EV City, vehículo de baja velocidad de dos asientos apto para la calle',
      features: ['Luces, espejos y cinturones de seguridad que cumplen con el DOT', 'Número VIN y título para el registro', 'Cámara de reversa y pantalla táctil', 'Frenos hidráulicos de disco en las cuatro ruedas'],
    },
    {
      description: `Un carrito elevado y listo para el monte, con gomas todo terreno, para fincas, campamentos, terrenos de caza y los acres del fondo de una propiedad en ${business.county}.`,
      imageAlt: 'Denago EV Nomad XL, carrito todo terreno elevado de cuatro asientos',
      features: ['Suspensión elevada con gomas todo terreno', 'Barra de luces LED y faros', 'Parrilla de carga trasera', 'Barra de sonido Bluetooth'],
    },
    {
      description:
        'Vehículos utilitarios con caja de volteo basculante y gran capacidad de carga para equipos de mantenimiento, contratistas, fincas y propiedades grandes.',
      imageAlt: 'Denago EV Rover XL6, vehículo utilitario de seis asientos con caja de carga',
      features: ['Caja de volteo basculante de acero', 'Suspensión trasera reforzada de ballestas', 'Enganche para remolque', 'Frenado regenerativo'],
    },
  ],
  whyChoose: {
    title: '¿Por qué escoger Denago?',
    items: [
      { icon: 'zap', title: 'Batería de litio de serie', text: 'Cada Denago funciona con una batería de litio que no necesita mantenimiento y un cargador integrado: lo enchufa en casa y listo.' },
      { icon: 'shield', title: 'Opciones aptas para la calle', text: 'El EV City llega con las luces, los espejos, los cinturones y el número VIN que exige el registro como vehículo de baja velocidad.' },
      { icon: 'wrench', title: 'Servicio de garantía local', text: 'Nuestros técnicos certificados hacen el trabajo de garantía y las reparaciones de Denago en nuestro propio departamento de servicio.' },
      { icon: 'dollar', title: 'Financiamiento disponible', text: 'Solicítelo en línea en minutos, con financiamiento al 0% en modelos seleccionados para compradores que califiquen.' },
    ],
  },
  cta: {
    title: '¿Listo para manejar un Denago?',
    text: 'Venga a ver en persona el EV City, el EV Nomad y el EV Rover, o díganos qué necesita y le encontramos el modelo adecuado.',
  },
}

const EVOLUTION_ES: BrandCopy = {
  head: {
    title: 'Carritos de golf Evolution: D5, D6 Max, Classic y más',
    description: `Compare los carritos eléctricos Evolution D5 Ranger, D5 Maverick, Classic, Carrier, Forester, Turfman y D6 Max en nuestro concesionario de ${business.county}, PA.`,
    keywords: ['carritos de golf Evolution', 'EVolution D5 Ranger', 'EVolution D5 Maverick', 'EVolution D6 Max', `concesionario Evolution ${business.county}`, `carritos de golf eléctricos ${business.address.city}`],
  },
  hero: {
    eyebrow: 'Concesionario autorizado de Evolution',
    title: 'Carritos de golf eléctricos Evolution',
    text: `Siete series de Evolution, desde el carrito de golf clásico hasta el D6 Max, el modelo insignia, en exhibición y listos para una prueba de manejo en ${business.county}.`,
  },
  about:
    'Evolution tiene una de las líneas eléctricas más amplias del mercado: carritos personales para el vecindario, carritos elevados para caminos de gravilla, transporte de pasajeros para lugares de eventos y vehículos de trabajo para equipos de mantenimiento. Todos usan baterías de litio, y cada uno que vendemos lo prepara, entrega y atiende nuestro propio equipo.',
  series: [
    {
      description: 'La plataforma D5 más vendida, con gomas de calle: suave, silenciosa y cómoda para vecindarios y calles de la comunidad.',
      imageAlt: 'EVolution D5 Ranger, carrito de golf de cuatro asientos con gomas de calle',
      features: ['Gomas de calle en aros de aleación', 'Pantalla táctil de 10 pulgadas con Bluetooth', 'Paquete de luces LED', 'Suspensión delantera independiente'],
    },
    {
      description: 'El D5 con postura elevada y gomas todo terreno, cómodo en caminos de gravilla, campamentos y veredas de finca.',
      imageAlt: 'EVolution D5 Maverick, carrito de golf elevado de cuatro asientos',
      features: ['Chasis elevado con gomas todo terreno', 'Pantalla táctil de 10 pulgadas con Bluetooth', 'Asiento trasero plegable o plataforma de carga', 'Paquete de luces LED'],
    },
    {
      description: 'La forma tradicional del carrito de golf con un sistema moderno de litio, al precio más accesible de la línea Evolution.',
      imageAlt: 'EVolution Classic, carrito de golf de cuatro asientos',
      features: ['Soporte para bolsa de golf y canasta', 'Parabrisas plegable', 'Puerto de carga USB', 'Versiones Plus y Pro'],
    },
    {
      description: 'Filas mirando hacia el frente para seis u ocho pasajeros: transporte de personas para resorts, campamentos, lugares de eventos y familias grandes.',
      imageAlt: 'EVolution Carrier, carrito de transporte de ocho asientos',
      features: ['Bancos en filas mirando hacia el frente', 'Techo extendido con agarraderas', 'Faros y luces traseras LED', 'Cargador integrado'],
    },
    {
      description: 'Un Evolution todo terreno con más altura sobre el suelo y construcción resistente para lotes boscosos y terrenos de caza.',
      imageAlt: 'EVolution Forester, carrito todo terreno de seis asientos',
      features: ['Más altura sobre el suelo', 'Gomas todo terreno', 'Defensa delantera', 'Barra de luces LED'],
    },
    {
      description: 'Un vehículo de trabajo hecho a propósito, con caja de carga de acero, para campos de golf, fincas, escuelas y equipos de mantenimiento.',
      imageAlt: 'EVolution Turfman, vehículo utilitario de dos asientos con caja de carga',
      features: ['Caja de carga de acero', 'Suspensión trasera reforzada', 'Enganche para remolque', 'Luces de trabajo'],
    },
    {
      description: 'El modelo insignia: más potencia, más autonomía y acabados de lujo para quien quiere lo mejor que hace Evolution.',
      imageAlt: 'EVolution D6 Max, carrito de golf de lujo de cuatro asientos',
      features: ['Motor de CA de alto rendimiento', 'Asientos de lujo con costura de diamante', 'Pantalla táctil de 12 pulgadas con Apple CarPlay', 'Luces LED completas con direccionales'],
    },
  ],
  whyChoose: {
    title: '¿Por qué escoger Evolution?',
    items: [
      { icon: 'settings', title: 'Un carrito para cada trabajo', text: 'Siete series para pasear por el vecindario, andar por caminos todo terreno, transportar pasajeros y trabajar duro.' },
      { icon: 'battery', title: 'Baterías de litio', text: 'Sin echar agua y sin ácido: las baterías de litio se cargan en un enchufe de la casa y mantienen su autonomía por años.' },
      { icon: 'award', title: 'Características de lujo de serie', text: 'Pantallas táctiles, luces LED y asientos cómodos vienen de serie en la mayoría de los modelos, no como extras costosos.' },
      { icon: 'wrench', title: 'Servicio local certificado', text: 'Trabajo de garantía, mantenimiento y mejoras a cargo de nuestros técnicos certificados, a poca distancia de cualquier punto del condado.' },
    ],
  },
  cta: {
    title: 'Encuentre su Evolution',
    text: 'Haga una prueba de manejo en un D5, compare un Classic con un D6 Max o pídanos una cotización del modelo que tiene en mente.',
  },
}

export const BRANDS_ES: Readonly<Record<BrandSlug, BrandCopy>> = { denago: DENAGO_ES, evolution: EVOLUTION_ES }

/**
 * A brand page's data in Spanish: the brand's copy, and the words the line-up works out
 * (domain/vehicles/brand-lineup.ts: starting prices, list prices, drive, photos' text). Names,
 * prices and the dealer's features stay as they are.
 */
export function brandPageInSpanish(data: BrandPageData): BrandPageData {
  const copy = BRANDS_ES[data.slug]
  return {
    ...data,
    head: copy.head,
    hero: copy.hero,
    about: copy.about,
    series: data.series.map((series, index) => ({
      ...series,
      description: copy.series[index].description,
      imageAlt: copy.series[index].imageAlt,
      features: copy.series[index].features,
      startingPriceText: series.vehicles.length === 0 ? 'Llame para consultar el precio' : series.startingPriceText.replace(/^Starting at /, 'Desde '),
    })),
    lineup: data.lineup.map((card) => ({
      ...card,
      imageAlt: `${card.name}, modelo ${card.series} de ${data.brand} de ${card.specs.seats} asientos`,
      priceText: card.priceText.replace(/^MSRP /, 'Precio sugerido: '),
      specs: { ...card.specs, driveType: card.specs.driveType.replace(/^Electric/, 'Eléctrico') },
    })),
    whyChoose: copy.whyChoose,
    cta: copy.cta,
  }
}
