import type { PageWords } from '#app/renderer/types'
import { REPAIR_TURNAROUND } from '#app/content/service-department'
import { TEAM } from '#app/content/team'
import { TEAM_ES } from '#app/content/team-es'

/** The About page's words. */
const en = {
  head: {
    title: 'About Us: Your Local Golf Cart Dealer for {years} Years',
    description:
      'Meet {name}: {years} years selling, renting and servicing electric golf carts from {city}, with {customers} customers in {municipalities} municipalities.',
    keywords: ['about {name}', 'golf cart dealer {city} PA', 'local golf cart dealership', 'golf cart service area {county}'],
    name: 'About {name}',
  },
  breadcrumbs: { home: 'Home', about: 'About Us' },
  hero: {
    eyebrow: 'Serving {county} since {year}',
    title: 'About {name}',
    text: 'A local dealership that sells, rents, delivers and services electric golf carts and low-speed vehicles for families, businesses and communities across {county}.',
  },
  story: {
    eyebrow: 'Our story',
    title: 'From One Showroom to the Whole County',
    paragraphs: [
      '{name} opened in {year} with a handful of carts and one idea: people in the Lehigh Valley should be able to buy, rent and repair a golf cart close to home, from people who answer the phone. What started with rentals for golf outings and backyard weddings grew into a full dealership for new Denago and Evolution carts and street-legal low-speed vehicles.',
      'Today our carts roll through retirement communities, campgrounds, farms and college grounds from one end of the county to the other. We deliver every cart ourselves, set it up, and show you how to charge and care for it.',
      'When something needs fixing, our certified technicians finish most repairs within {turnaround}, and warranty claims are handled right here rather than shipped away.',
    ],
    turnaround: REPAIR_TURNAROUND as string,
    map: 'Map of {name}, {address}',
  },
  stats: { years: 'Years in Business', customers: 'Happy Customers', municipalities: 'Municipalities Served' },
  values: {
    eyebrow: 'What we stand for',
    title: 'Our Values',
    advice: { title: 'Honest Advice', text: "We recommend the cart that fits how you'll use it, even when that's the less expensive one." },
    quality: { title: 'Premium Quality', text: "We sell brands we're willing to service for years, and every new cart comes with a full warranty." },
    local: { title: 'Local Commitment', text: 'We live and work in {county}; our delivery drivers and technicians are your neighbors.' },
    clean: { title: 'Cleaner Driving', text: 'Electric carts make no exhaust and little noise, a better fit for neighborhoods, parks and farms.' },
  },
  team: {
    eyebrow: "The people you'll meet",
    title: 'Our Team',
    intro: 'Sales, service, rentals and parts under one roof, with decades of combined experience.',
    experience: '{experience} of experience',
    /** The cards (content/team.ts): each icon is the card's, not a word. */
    members: TEAM,
  },
  area: {
    eyebrow: 'Where we work',
    title: 'Our Service Area',
    intro:
      'We sell, rent, deliver and service carts in all {count} municipalities of {county}, from the cities of {cities} to the townships and boroughs around them. Pick your town for local information.',
    /** Between the cities' names: "Allentown and Bethlehem". */
    and: ' and ',
  },
}

export type AboutWords = typeof en

const es: AboutWords = {
  head: {
    title: 'Quiénes somos: su concesionario local por {years} años',
    description:
      'Conozca a {name}: {years} años vendiendo, alquilando y reparando carritos de golf eléctricos en {city}, con {customers} clientes en {municipalities} municipios.',
    keywords: ['sobre {name}', 'concesionario de carritos de golf en {city} PA', 'concesionario local de carritos de golf', 'área de servicio de carritos de golf en {county}'],
    name: 'Sobre {name}',
  },
  breadcrumbs: { home: 'Inicio', about: 'Quiénes somos' },
  hero: {
    eyebrow: 'Al servicio de {county} desde {year}',
    title: 'Sobre {name}',
    text: 'Un concesionario local que vende, alquila, entrega y da servicio a carritos de golf eléctricos y vehículos de baja velocidad para familias, negocios y comunidades en todo {county}.',
  },
  story: {
    eyebrow: 'Nuestra historia',
    title: 'De una sala de exhibición a todo el condado',
    paragraphs: [
      '{name} abrió en {year} con unos pocos carritos y una idea: la gente del Lehigh Valley debería poder comprar, alquilar y reparar un carrito de golf cerca de casa, con personas que contestan el teléfono. Lo que empezó con alquileres para torneos de golf y bodas en el patio creció hasta convertirse en un concesionario completo de carritos Denago y Evolution nuevos y de vehículos de baja velocidad aptos para la calle.',
      'Hoy nuestros carritos recorren comunidades de retirados, campamentos, fincas y recintos universitarios de un extremo al otro del condado. Entregamos cada carrito nosotros mismos, lo dejamos listo y le enseñamos cómo cargarlo y cuidarlo.',
      'Cuando algo necesita arreglo, nuestros técnicos certificados terminan la mayoría de las reparaciones en {turnaround}, y los reclamos de garantía se atienden aquí mismo, sin enviar su carrito a otro lugar.',
    ],
    turnaround: '24 a 48 horas',
    map: 'Mapa de {name}, {address}',
  },
  stats: { years: 'Años en el negocio', customers: 'Clientes satisfechos', municipalities: 'Municipios que atendemos' },
  values: {
    eyebrow: 'Lo que nos distingue',
    title: 'Nuestros valores',
    advice: { title: 'Consejos honestos', text: 'Le recomendamos el carrito que mejor se ajusta al uso que le va a dar, aunque sea el más económico.' },
    quality: { title: 'Calidad superior', text: 'Vendemos marcas a las que estamos dispuestos a dar servicio por años, y cada carrito nuevo viene con garantía completa.' },
    local: { title: 'Compromiso local', text: 'Vivimos y trabajamos en {county}; nuestros choferes de entrega y nuestros técnicos son sus vecinos.' },
    clean: { title: 'Un manejo más limpio', text: 'Los carritos eléctricos no echan humo y hacen poco ruido: ideales para vecindarios, parques y fincas.' },
  },
  team: {
    eyebrow: 'Las personas que lo atenderán',
    title: 'Nuestro equipo',
    intro: 'Ventas, servicio, alquileres y piezas bajo un mismo techo, con décadas de experiencia entre todos.',
    experience: '{experience} de experiencia',
    members: TEAM_ES,
  },
  area: {
    eyebrow: 'Dónde trabajamos',
    title: 'Nuestra área de servicio',
    intro:
      'Vendemos, alquilamos, entregamos y damos servicio a carritos en los {count} municipios de {county}, desde las ciudades de {cities} hasta los municipios y distritos (boroughs) que las rodean. Elija su pueblo para ver información local.',
    and: ' y ',
  },
}

export default { en, es } satisfies PageWords<AboutWords>
