import type { PageWords } from '#app/renderer/types'

/** The error pages' words: one page for each kind of error (./reason.ts). */
const en = {
  vehicle: {
    title: 'Vehicle Not Found',
    text: "The vehicle you're looking for doesn't exist or has been removed.",
    description: "The vehicle you're looking for doesn't exist or has been removed.",
    back: 'Back to Inventory',
  },
  municipality: {
    title: 'Municipality not found',
    text: "We couldn't find that municipality. The footer below lists every town we serve across {county}.",
    description: 'That municipality page does not exist.',
  },
  page: {
    title: '404 Page Not Found',
    text: "The page you were looking for has moved or never existed. Try the links below, or call us and we'll help you find it.",
    description: 'The page you were looking for could not be found.',
  },
  inventory: {
    title: 'Inventory Unavailable',
    heading: 'Golf Cart Inventory',
    text: 'Error loading vehicles: {message}. Please try again in a moment, or call us at {phone}.',
    description: 'The inventory could not be loaded right now.',
    retry: 'Try Again',
    contact: 'Contact Us',
  },
  server: {
    title: 'Something went wrong',
    text: 'We hit a problem showing this page. Please try again in a moment, or call us at',
    description: 'An error occurred while showing this page.',
  },
  home: 'Go to Home',
  browse: 'Browse Inventory',
}

export type ErrorWords = typeof en

const es: ErrorWords = {
  vehicle: {
    title: 'Vehículo no encontrado',
    text: 'El vehículo que busca no existe o ya no está a la venta.',
    description: 'El vehículo que busca no existe o ya no está a la venta.',
    back: 'Volver al inventario',
  },
  municipality: {
    title: 'Municipio no encontrado',
    text: 'No encontramos ese municipio. Al pie de la página están todos los pueblos y ciudades que atendemos en {county}.',
    description: 'Esa página de municipio no existe.',
  },
  page: {
    title: 'Error 404: página no encontrada',
    text: 'La página que busca cambió de lugar o nunca existió. Pruebe los enlaces de abajo, o llámenos y le ayudamos a encontrarla.',
    description: 'No encontramos la página que busca.',
  },
  inventory: {
    title: 'Inventario no disponible',
    heading: 'Inventario de carritos de golf',
    text: 'No pudimos cargar los vehículos: {message}. Inténtelo de nuevo en un momento, o llámenos al {phone}.',
    description: 'No pudimos cargar el inventario en este momento.',
    retry: 'Intentar de nuevo',
    contact: 'Contáctenos',
  },
  server: {
    title: 'Algo salió mal',
    text: 'Tuvimos un problema al mostrar esta página. Inténtelo de nuevo en un momento, o llámenos al',
    description: 'Ocurrió un error al mostrar esta página.',
  },
  home: 'Ir al inicio',
  browse: 'Ver el inventario',
}

export default { en, es } satisfies PageWords<ErrorWords>
