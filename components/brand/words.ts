import type { PageWords } from '#app/renderer/types'

/**
 * The words of the brand pages' template (BrandPage.tsx, head.ts), the same for /denago and
 * /evolution: each page's +words.ts is this. The brands' own copy is in content/brands.ts.
 */
const en = {
  getQuote: 'Get Quote',
  testDrive: 'Schedule Test Drive',
  seriesEyebrow: 'Choose your series',
  seriesTitle: 'The {brand} Series',
  modelsInSeries: 'Models in this series',
  lineupEyebrow: 'Model line-up',
  lineupTitle: 'Popular {brand} Models',
  lineupIntro:
    "Prices are the manufacturer's suggested retail prices (MSRP). Open any model for our price on the cart in stock and its full specifications, or call us to check colors and delivery dates.",
  fullInventory: 'See the full inventory',
  series: '{series} series',
  seats: 'Seats',
  range: 'Range',
  topSpeed: 'Top Speed',
  drive: 'Drive',
  viewDetails: 'View Details',
  viewDetailsOf: 'View Details: {name}',
  lineupName: '{brand} model line-up',
  home: 'Home',
}

export type BrandWords = typeof en

const es: BrandWords = {
  getQuote: 'Pida una cotización',
  testDrive: 'Programe una prueba de manejo',
  seriesEyebrow: 'Escoja su serie',
  seriesTitle: 'Las series de {brand}',
  modelsInSeries: 'Modelos de esta serie',
  lineupEyebrow: 'Modelos',
  lineupTitle: 'Modelos populares de {brand}',
  lineupIntro:
    'Los precios son los precios sugeridos por el fabricante (MSRP). Abra cualquier modelo para ver nuestro precio del carrito en existencia y todas sus especificaciones, o llámenos para consultar colores y fechas de entrega.',
  fullInventory: 'Vea todo el inventario',
  series: 'Serie {series}',
  seats: 'Asientos',
  range: 'Autonomía',
  topSpeed: 'Velocidad máxima',
  drive: 'Motor',
  viewDetails: 'Ver detalles',
  viewDetailsOf: 'Ver detalles: {name}',
  lineupName: 'Modelos de {brand}',
  home: 'Inicio',
}

const words = { en, es } satisfies PageWords<BrandWords>
export default words
