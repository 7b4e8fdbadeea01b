import type { PageWords } from '#app/renderer/types'
import { business } from '#app/content/business'
import { formatInteger, formatOneDecimal, formatPrice, formatPriceCents } from '#app/content/format'
import { ANNUAL_SAVINGS_CLAIM, ASSUMPTIONS, ECO, ECO_FACTS, MILES_PER_WEEK_FOR_CLAIM } from '#app/domain/eco'

/** Forty miles: a long day of driving around a community or a course. */
const DAY_MILES = 40
const dayKwh = formatInteger(DAY_MILES * ECO.kwhPerMile)
const dayCost = formatPriceCents(DAY_MILES * ECO.kwhPerMile * ECO.electricityPricePerKwh)
const perMile = formatOneDecimal(ECO.co2LbsPerGallon / ECO.milesPerGallon)

const en = {
  hero: {
    eyebrow: 'Eco-Impact Calculator',
    title: 'How Much Does Going Electric Save?',
    text: 'Enter how far you drive each week and see the CO2, gasoline and money an electric golf cart saves over a gas cart, for one year or ten.',
    button: 'Calculate Your Impact',
  },
  calculatorTitle: 'Calculate Your Environmental Impact',
  /** Around the gas cart's miles per gallon. */
  compareBefore: 'Tell us how you use your cart. We compare a gas cart at ',
  compareAfter: ' miles per gallon with an electric cart charged from the grid.',
  why: { title: 'Why Choose Electric', intro: 'Six reasons our customers across the county are leaving gasoline behind.' },
  benefits: [
    {
      title: 'Zero Emissions',
      text: 'An electric cart has no tailpipe. Nothing burns on board, so there is no exhaust on the course, on your street or in the garage where the cart is parked.',
    },
    {
      title: 'Energy Efficient',
      text: `About 90% of the battery's energy moves the cart, against roughly 25% of the fuel in a gas engine. ${DAY_MILES} miles of driving uses about ${dayKwh} kWh, or ${dayCost} of electricity.`,
    },
    {
      title: 'Forest Protection',
      text: `It takes ${ECO.treesPerTon} young trees ten years of growing to absorb one ton of CO2. Carbon that is never emitted leaves the woods and parks of ${business.county} free to work on everything else.`,
    },
    {
      title: 'Sustainable Materials',
      text: 'Lithium battery packs outlast lead-acid packs by years and are collected for recycling at the end of their life. There is no engine oil, oil filter or spark plug to throw away.',
    },
    {
      title: 'Climate Action',
      text: 'Transportation is the largest source of greenhouse gases in the United States. Moving the short trips to the pool, the clubhouse or a neighbor from gasoline to electricity is a practical step that adds up.',
    },
    {
      title: 'Clean Air',
      text: 'Small gas engines have little emission control and put out carbon monoxide and smog-forming fumes right where people breathe. An electric cart runs clean and quiet next to kids, pets and neighbors.',
    },
  ],
  factsSection: { title: 'Environmental Facts', intro: 'The figures behind the calculator.' },
  facts: ECO_FACTS.map(({ figure, label, detail }) => ({ figure, label, detail })),
  cta: {
    title: 'Ready to Drive Electric?',
    /** Followed by the main phone (a link) and a full stop. */
    text: 'See the Denago and Evolution electric carts on our lot, or ask our team which one fits how you drive. Call',
    browse: 'Browse Electric Golf Carts',
    advice: 'Get Expert Advice',
  },
  calculator: {
    miles: 'Miles per Week',
    /** The hint around the bounds: "From 1 to 500 miles." */
    hintFrom: 'From ',
    hintTo: ' to ',
    hintMiles: ' miles.',
    errors: {
      notNumber: 'Enter your miles per week as a number from {min} to {max}.',
      tooFew: 'Miles per week must be at least {min}. Enter a number from {min} to {max}.',
      tooMany: 'Miles per week can be at most {max}. Enter a number from {min} to {max}.',
    },
    usage: 'Usage Type',
    usages: { recreational: 'Recreational', residential: 'Residential Community', commercial: 'Commercial/Resort', golf_course: 'Golf Course' },
    /** The usage inside the results' sentence, after "… miles a week, ". */
    usageInSentence: { recreational: 'recreational', residential: 'residential community', commercial: 'commercial/resort', golf_course: 'golf course' },
    timeFrame: 'Time Frame',
    years: { one: '1 Year', other: '{count} Years' },
    calculating: 'Calculating...',
    calculate: 'Calculate Impact',
    ready: 'Results ready: {co2} pounds of CO2 prevented and {savings} net savings over {period}.',
    bannerTitle: 'Great Choice for the Environment!',
    bannerText: ' Every mile you drive electric keeps exhaust out of the air.',
    resultsTitle: 'Your Estimated Impact',
    badge: 'Environmental Impact Over {period}',
    /** The results' sentence in pieces, around the numbers: "25 miles a week, recreational use: 1,300 miles over 1 year." */
    milesAWeek: ' miles a week, ',
    use: ' use: ',
    milesOver: 'miles over ',
    end: '.',
    co2: 'CO2 Prevented',
    lbs: 'lbs',
    tons: 'tons',
    fuel: 'Fuel Saved',
    gallons: 'gallons',
    ofGasoline: 'of gasoline',
    treesTitle: 'Trees Equivalent',
    trees: 'trees',
    grown: 'grown for ten years',
    net: 'Net Savings',
    afterElectricity: 'after electricity costs',
    breakdown: 'Cost Breakdown',
    gasCost: 'Gas Cart Fuel Cost',
    electricCost: 'Electric Cart Electricity',
    assumptions: ASSUMPTIONS as string,
    chartTitle: 'Fuel vs Electricity Over Time',
  },
  chart: {
    caption: 'Running totals at the end of each year',
    title: 'Gas cart fuel cost versus electric cart electricity cost over {period}',
    desc: "After {period} a gas cart's fuel costs {gas} and an electric cart's electricity costs {electric}.",
    yearN: 'Year {year}',
    axis: 'Cumulative cost (USD)',
    year: 'Year',
    endOfYear: 'End of year',
    tableCaption: 'Cumulative cost at the end of each year',
    /** Before a year's number in the table. */
    yearBefore: 'Year ',
  },
  head: {
    title: 'Eco-Impact Calculator: Electric vs Gas Savings',
    description: 'Estimate the CO2, gasoline and money an electric golf cart saves over a gas cart. Enter your weekly miles and usage for results over 1 to 10 years.',
    app: '{name} Eco-Impact Calculator',
    appDescription: 'Compares the CO2, fuel and cost of an electric golf cart with a gas cart over 1, 3, 5 or 10 years.',
    home: 'Home',
    crumb: 'Eco-Impact Calculator',
  },
}

export type EcoWords = typeof en

const es: EcoWords = {
  hero: {
    eyebrow: 'Calculadora de impacto ecológico',
    title: '¿Cuánto se ahorra con un carrito eléctrico?',
    text: 'Indique cuántas millas maneja cada semana y vea cuánto CO2, gasolina y dinero ahorra un carrito de golf eléctrico frente a uno de gasolina, en un año o en diez.',
    button: 'Calcule su impacto',
  },
  calculatorTitle: 'Calcule su impacto ambiental',
  compareBefore: 'Cuéntenos cómo usa su carrito. Comparamos un carrito de gasolina que rinde ',
  compareAfter: ' millas por galón con un carrito eléctrico cargado de la red.',
  why: { title: 'Por qué elegir un eléctrico', intro: 'Seis razones por las que nuestros clientes en todo el condado están dejando la gasolina.' },
  benefits: [
    {
      title: 'Cero emisiones',
      text: 'Un carrito eléctrico no tiene tubo de escape. No se quema nada a bordo, así que no hay humo en el campo, en su calle ni en el garaje donde lo guarda.',
    },
    {
      title: 'Eficiencia energética',
      text: `Cerca del 90% de la energía de la batería mueve el carrito, frente a más o menos el 25% del combustible en un motor de gasolina. Manejar ${DAY_MILES} millas gasta unos ${dayKwh} kWh, o ${dayCost} de electricidad.`,
    },
    {
      title: 'Protección de los bosques',
      text: `Hacen falta ${ECO.treesPerTon} árboles jóvenes creciendo durante diez años para absorber una tonelada de CO2. El carbono que nunca se emite deja que los bosques y parques de ${business.county} trabajen en todo lo demás.`,
    },
    {
      title: 'Materiales sostenibles',
      text: 'Las baterías de litio duran años más que las de plomo-ácido y se recogen para reciclarlas al final de su vida útil. No hay aceite de motor, filtro de aceite ni bujías que desechar.',
    },
    {
      title: 'Acción por el clima',
      text: 'El transporte es la mayor fuente de gases de efecto invernadero en los Estados Unidos. Pasar de la gasolina a la electricidad en los viajes cortos a la piscina, al club o a casa de un vecino es un paso práctico que suma.',
    },
    {
      title: 'Aire limpio',
      text: 'Los motores pequeños de gasolina casi no controlan sus emisiones y sueltan monóxido de carbono y gases que forman smog justo donde la gente respira. Un carrito eléctrico funciona limpio y silencioso junto a niños, mascotas y vecinos.',
    },
  ],
  factsSection: { title: 'Datos ambientales', intro: 'Las cifras detrás de la calculadora.' },
  facts: [
    {
      figure: '90%',
      label: 'Eficiencia eléctrica, frente al 25% de la gasolina',
      detail: 'Un motor eléctrico convierte en movimiento cerca del 90% de la energía de su batería. Un motor pequeño de gasolina convierte solo un 25% de su combustible y pierde el resto en calor y humo.',
    },
    {
      figure: `Más de ${formatPrice(ANNUAL_SAVINGS_CLAIM)}`,
      label: 'Ahorro promedio al año',
      detail: `Si maneja ${MILES_PER_WEEK_FOR_CLAIM} millas por semana, el combustible de un carrito de gasolina le cuesta más de ${formatPrice(ANNUAL_SAVINGS_CLAIM)} al año que cargar uno eléctrico, sin contar los cambios de aceite, bujías y filtros que un eléctrico nunca necesita.`,
    },
    {
      figure: `${ECO.co2LbsPerGallon} lb`,
      label: 'De CO2 por cada galón de gasolina',
      detail: `Quemar un galón de gasolina libera ${ECO.co2LbsPerGallon} libras de dióxido de carbono. A ${ECO.milesPerGallon} millas por galón, un carrito de gasolina emite unas ${perMile} libras por cada milla que recorre.`,
    },
    {
      figure: `${ECO.treesPerTon} árboles`,
      label: 'Para absorber una tonelada de CO2',
      detail: `Hacen falta ${ECO.treesPerTon} árboles jóvenes creciendo durante diez años para absorber una tonelada de dióxido de carbono. La calculadora usa esta cifra para su equivalente en árboles.`,
    },
  ],
  cta: {
    title: '¿Listo para manejar eléctrico?',
    text: 'Vea los carritos eléctricos Denago y Evolution en nuestro lote, o pregúntele a nuestro equipo cuál se ajusta a su manera de manejar. Llame al',
    browse: 'Ver carritos de golf eléctricos',
    advice: 'Pida consejo a un experto',
  },
  calculator: {
    miles: 'Millas por semana',
    hintFrom: 'De ',
    hintTo: ' a ',
    hintMiles: ' millas.',
    errors: {
      notNumber: 'Escriba sus millas por semana como un número de {min} a {max}.',
      tooFew: 'Las millas por semana deben ser al menos {min}. Escriba un número de {min} a {max}.',
      tooMany: 'Las millas por semana pueden ser como máximo {max}. Escriba un número de {min} a {max}.',
    },
    usage: 'Tipo de uso',
    usages: { recreational: 'Recreativo', residential: 'Comunidad residencial', commercial: 'Comercial o turístico', golf_course: 'Campo de golf' },
    usageInSentence: { recreational: 'recreativo', residential: 'en comunidad residencial', commercial: 'comercial o turístico', golf_course: 'en campo de golf' },
    timeFrame: 'Periodo',
    years: { one: '1 año', other: '{count} años' },
    calculating: 'Calculando...',
    calculate: 'Calcular impacto',
    ready: 'Resultados listos: {co2} libras de CO2 evitadas y {savings} de ahorro neto en {period}.',
    bannerTitle: '¡Excelente decisión para el medio ambiente!',
    bannerText: ' Cada milla que maneja en eléctrico mantiene el humo fuera del aire.',
    resultsTitle: 'Su impacto estimado',
    badge: 'Impacto ambiental en {period}',
    milesAWeek: ' millas por semana, uso ',
    use: ': ',
    milesOver: 'millas en ',
    end: '.',
    co2: 'CO2 evitado',
    lbs: 'lb',
    tons: 'toneladas',
    fuel: 'Combustible ahorrado',
    gallons: 'galones',
    ofGasoline: 'de gasolina',
    treesTitle: 'Equivalente en árboles',
    trees: 'árboles',
    grown: 'creciendo durante diez años',
    net: 'Ahorro neto',
    afterElectricity: 'después del costo de la electricidad',
    breakdown: 'Desglose de costos',
    gasCost: 'Combustible del carrito de gasolina',
    electricCost: 'Electricidad del carrito eléctrico',
    assumptions: `Gasolina a ${formatPriceCents(ECO.gasPricePerGallon)} el galón y ${ECO.milesPerGallon} millas por galón; electricidad a ${Math.round(ECO.electricityPricePerKwh * 100)} centavos por kWh y ${ECO.kwhPerMile} kWh por milla.`,
    chartTitle: 'Combustible frente a electricidad con el tiempo',
  },
  chart: {
    caption: 'Totales acumulados al final de cada año',
    title: 'Costo del combustible de un carrito de gasolina frente a la electricidad de uno eléctrico en {period}',
    desc: 'Después de {period}, el combustible de un carrito de gasolina cuesta {gas} y la electricidad de uno eléctrico cuesta {electric}.',
    yearN: 'Año {year}',
    axis: 'Costo acumulado (USD)',
    year: 'Año',
    endOfYear: 'Fin de año',
    tableCaption: 'Costo acumulado al final de cada año',
    yearBefore: 'Año ',
  },
  head: {
    title: 'Calculadora ecológica: ahorro eléctrico vs. gasolina',
    description: 'Calcule cuánto CO2, gasolina y dinero ahorra un carrito de golf eléctrico frente a uno de gasolina. Indique sus millas y su uso, de 1 a 10 años.',
    app: 'Calculadora de impacto ecológico de {name}',
    appDescription: 'Compara el CO2, el combustible y el costo de un carrito de golf eléctrico con uno de gasolina en 1, 3, 5 o 10 años.',
    home: 'Inicio',
    crumb: 'Calculadora de impacto ecológico',
  },
}

export default { en, es } satisfies PageWords<EcoWords>
