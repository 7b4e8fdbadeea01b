import type { PageWords } from '../renderer/types'
import { CLOSURES_COPY } from '../content/closures'
import { ROAD_USE_COPY } from '../content/road-use'
import { SALE_COPY } from '../content/sale-price'
import { COMPARE_LIMIT, COMPARE_LIMIT_WORD } from '../domain/vehicles/compare'

/*
 * The words of the components many pages share (contact details, vehicle cards, forms' common
 * parts, toasts …), in each language, keyed by component. They come with every public page's
 * context in its language (renderer/frame.ts, pageContext.common; read with useCommonWords()),
 * so no component carries words as code. A page's own words are its +words.ts.
 *
 * Server only: the browser gets one language's object with the page's context. A component
 * imports this module's type, never the module.
 */

const en = {
  /** The language a piece of the dealer's text is in when it is shown untranslated. */
  untranslated: 'In English',
  /** After a link that opens another site ("… (opens in a new tab)"), for screen readers. */
  newTab: '(opens in a new tab)',
  announcement: 'Announcement',
  call: {
    /** The call button: "Call (888) 555-0142". */
    button: 'Call {phone}',
    /** The floating call button's name. */
    floating: 'Call {business} at {phone}',
  },
  callToAction: {
    /** The default label of the button to /contact. */
    contact: 'Contact Us',
  },
  closures: {
    heading: CLOSURES_COPY.heading as string,
    /** "Closed: Thanksgiving", "9:00 AM - 1:00 PM: Christmas Eve" (the reason is the dealer's). */
    line: '{hours}: {reason}',
  },
  contact: {
    title: 'Contact Details',
    address: 'Address',
    directionsNewTab: '(directions open in a new tab)',
    phone: 'Phone',
    tollFree: '(toll-free)',
    email: 'Email',
    website: 'Website',
    hours: 'Business Hours',
  },
  map: {
    show: 'Show interactive map',
    open: 'Open in Google Maps',
  },
  keepExploring: {
    label: 'Keep exploring',
    inventory: 'Browse Inventory',
    rentals: 'View Rentals',
    services: 'Our Services',
    home: 'Back to Home',
  },
  toaster: {
    label: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  gallery: {
    /** The scrolling list of photos (two or more). */
    track: '{count} photos; scroll sideways for the next',
    /** A photo after the first: "Denago EV City, photo 2 of 6". */
    photoAlt: '{alt}, photo {n} of {count}',
    /** The counter and a thumbnail's text. */
    counter: 'Photo {n} of {count}',
    previous: 'Previous photo',
    next: 'Next photo',
    fullScreen: 'Full screen',
    close: 'Close',
    /** The full-screen view's name when the gallery has none. */
    photos: 'Photos',
  },
  compare: {
    button: 'Compare',
    /** The link to the comparison: "Compare (2)". */
    link: 'Compare ({count})',
    full: `You can compare up to ${COMPARE_LIMIT_WORD} carts`,
    fullHint: 'Remove one from the comparison to add the {name}.',
  },
  vehicle: {
    /** A card's picture: "EV City, 4-seat Denago classic golf". */
    alt: '{name}, {seats}-seat {brand} {category}',
    specs: '{seats} seats · {topSpeed} · {range}',
    details: 'View Details',
    detailsLabel: 'View Details: {name}',
    /** The badges (domain/vehicles/vehicle.ts vehicleBadge), by the badge. */
    badges: {
      NEW: 'NEW',
      'In Stock': 'In Stock',
      'Out of Stock': 'Out of Stock',
      'Sale pending': 'Sale pending',
      Sold: 'Sold',
    },
    /** What the cart is under Pennsylvania law (content/road-use.ts), on its card. */
    roadUse: {
      lsv: ROAD_USE_COPY.lsv.label as string,
      'golf-cart': ROAD_USE_COPY['golf-cart'].label as string,
      'off-road': ROAD_USE_COPY['off-road'].label as string,
    },
  },
  salePrice: {
    sale: SALE_COPY.salePrice as string,
    regular: SALE_COPY.regularPrice as string,
  },
}

export type CommonWords = typeof en

/** "tres" for the limit of three carts. */
const SPANISH_NUMBER = ['ningún', 'un', 'dos', 'tres', 'cuatro', 'cinco'][COMPARE_LIMIT] ?? String(COMPARE_LIMIT)

const es: CommonWords = {
  untranslated: 'En inglés',
  newTab: '(se abre en una pestaña nueva)',
  announcement: 'Anuncio',
  call: {
    button: 'Llame al {phone}',
    floating: 'Llame a {business} al {phone}',
  },
  callToAction: {
    contact: 'Contáctenos',
  },
  closures: {
    heading: 'Cierres por días festivos y horarios especiales',
    line: '{hours}: {reason}',
  },
  contact: {
    title: 'Datos de contacto',
    address: 'Dirección',
    directionsNewTab: '(las indicaciones se abren en una pestaña nueva)',
    phone: 'Teléfono',
    tollFree: '(llamada gratuita)',
    email: 'Correo electrónico',
    website: 'Sitio web',
    hours: 'Horario de atención',
  },
  map: {
    show: 'Mostrar el mapa interactivo',
    open: 'Abrir en Google Maps',
  },
  keepExploring: {
    label: 'Siga explorando',
    inventory: 'Ver el inventario',
    rentals: 'Ver alquileres',
    services: 'Nuestros servicios',
    home: 'Volver al inicio',
  },
  toaster: {
    label: 'Notificaciones',
    dismiss: 'Cerrar la notificación',
  },
  gallery: {
    track: '{count} fotos; deslice hacia el lado para ver la siguiente',
    photoAlt: '{alt}, foto {n} de {count}',
    counter: 'Foto {n} de {count}',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    fullScreen: 'Pantalla completa',
    close: 'Cerrar',
    photos: 'Fotos',
  },
  compare: {
    button: 'Comparar',
    link: 'Comparar ({count})',
    full: `Puede comparar hasta ${SPANISH_NUMBER} carritos`,
    fullHint: 'Quite uno de la comparación para agregar el {name}.',
  },
  vehicle: {
    alt: '{name}, {brand} de {seats} asientos ({category})',
    specs: '{seats} asientos · {topSpeed} · {range}',
    details: 'Ver detalles',
    detailsLabel: 'Ver detalles: {name}',
    badges: {
      NEW: 'NUEVO',
      'In Stock': 'En existencia',
      'Out of Stock': 'Agotado',
      'Sale pending': 'Venta pendiente',
      Sold: 'Vendido',
    },
    roadUse: {
      lsv: 'Legal para la calle (LSV)',
      'golf-cart': 'Carrito de golf, no legal para la calle',
      'off-road': 'Todoterreno, solo terreno privado',
    },
  },
  salePrice: {
    sale: 'Precio de oferta',
    regular: 'Precio regular',
  },
}

export const COMMON_WORDS = { en, es } satisfies PageWords<CommonWords>
