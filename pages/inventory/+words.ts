import type { PageWords } from '#app/renderer/types'
import { ROAD_USE_COPY, ROAD_USE_TEXT } from '#app/content/road-use'

/** The inventory page's words, with the filters' and the orders' labels by their values in the address. */
const en = {
  head: {
    title: 'Golf Carts for Sale: New & Pre-Owned Inventory',
    description: 'Browse {count} Denago and Evolution electric golf carts and LSVs for sale in {county}, PA. Filter by brand, model series and price, from {price}.',
    listName: 'Golf Cart Inventory',
    home: 'Home',
    inventory: 'Inventory',
  },
  hero: {
    eyebrow: { one: '{count} carts and LSVs', other: '{count} carts and LSVs' },
    title: 'Golf Cart Inventory',
    text: 'New Denago and Evolution electric golf carts and street-legal low-speed vehicles, plus dealer-inspected pre-owned carts, ready for delivery across {county}.',
  },
  finder: {
    heading: 'Available vehicles',
    formLabel: 'Filter vehicles',
    filters: 'Filters',
    filtersActive: 'Filters ({count})',
    search: 'Search',
    searchPlaceholder: 'Model, feature or use',
    apply: 'Apply Filters',
    sort: 'Sort',
    /** The live region's sentence, by the number of vehicles in all. */
    count: { one: 'Showing {shown} of {total} total vehicles', other: 'Showing {shown} of {total} total vehicles' },
    emptyTitle: 'No vehicles match your current filters.',
    emptyText: 'No vehicles found. Try adjusting your search criteria or filters.',
    clear: 'Clear All Filters',
  },
  filterLabels: { brand: 'Brand', category: 'Category', price: 'Price', road: ROAD_USE_TEXT.filterLabel as string },
  options: {
    brand: { all: 'All Brands', denago: 'Denago', evolution: 'Evolution' },
    category: { all: 'All Categories', ranger: 'Ranger', maverick: 'Maverick', forester: 'Forester', turfman: 'Turfman', rover: 'Rover' },
    price: { all: 'All Prices', 'under-15000': 'Under $15,000', '15000-25000': '$15,000 - $25,000', 'over-25000': 'Over $25,000' },
    road: {
      all: ROAD_USE_TEXT.filterAll as string,
      lsv: ROAD_USE_COPY.lsv.filter as string,
      'golf-cart': ROAD_USE_COPY['golf-cart'].filter as string,
      'off-road': ROAD_USE_COPY['off-road'].filter as string,
    },
  },
  sort: { recommended: 'Recommended', 'price-asc': 'Lowest price', 'price-desc': 'Highest price', newest: 'Newest listings', name: 'Name A–Z' },
  cantFind: {
    title: "Can't find what you want?",
    text: "New carts arrive every week and we can order any Denago or Evolution model and color. Tell us what you are looking for and we'll find it. Have a cart to trade in?",
    tradeIn: 'Value your trade-in online',
    contact: 'Tell Us What You Need',
  },
  buying: {
    title: 'Buying From a Local Dealer',
    intro: 'Every cart comes with the support of our own service department.',
    financingTitle: 'Financing Available',
    financingText: '0% financing on select models through our lending partner. Carts start at {price}.',
    deliveryTitle: 'Free Local Delivery',
    deliveryText: 'Free delivery within {county}; we bring the cart to your driveway, charged and ready.',
    warrantyTitle: 'Full Warranty',
    warrantyText: 'Manufacturer warranty on every new cart, and a 90-day dealer warranty on pre-owned carts.',
    serviceTitle: 'Certified Service',
    serviceText: 'Our certified technicians maintain what we sell, from battery checks to custom upgrades.',
  },
}

export type InventoryWords = typeof en

const es: InventoryWords = {
  head: {
    title: 'Carritos de golf en venta: nuevos y usados',
    description: 'Vea {count} carritos de golf eléctricos y LSV de Denago y Evolution en venta en {county}, PA. Filtre por marca, serie y precio, desde {price}.',
    listName: 'Inventario de carritos de golf',
    home: 'Inicio',
    inventory: 'Inventario',
  },
  hero: {
    eyebrow: { one: '{count} carrito o LSV', other: '{count} carritos y LSV' },
    title: 'Inventario de carritos de golf',
    text: 'Carritos de golf eléctricos nuevos de Denago y Evolution, vehículos de baja velocidad (LSV) aptos para la calle y carritos usados revisados por nosotros, listos para entregar en todo {county}.',
  },
  finder: {
    heading: 'Vehículos disponibles',
    formLabel: 'Filtrar vehículos',
    filters: 'Filtros',
    filtersActive: 'Filtros ({count})',
    search: 'Buscar',
    searchPlaceholder: 'Modelo, característica o uso',
    apply: 'Aplicar filtros',
    sort: 'Ordenar',
    count: { one: 'Mostrando {shown} de {total} vehículo en total', other: 'Mostrando {shown} de {total} vehículos en total' },
    emptyTitle: 'Ningún vehículo coincide con los filtros elegidos.',
    emptyText: 'No encontramos vehículos. Pruebe con otra búsqueda o cambie los filtros.',
    clear: 'Quitar todos los filtros',
  },
  filterLabels: { brand: 'Marca', category: 'Categoría', price: 'Precio', road: 'Uso en la vía pública' },
  options: {
    brand: { all: 'Todas las marcas', denago: 'Denago', evolution: 'Evolution' },
    category: { all: 'Todas las categorías', ranger: 'Ranger', maverick: 'Maverick', forester: 'Forester', turfman: 'Turfman', rover: 'Rover' },
    price: { all: 'Todos los precios', 'under-15000': 'Menos de $15,000', '15000-25000': 'De $15,000 a $25,000', 'over-25000': 'Más de $25,000' },
    road: { all: 'Todos los usos', lsv: 'Apto para la calle (LSV)', 'golf-cart': 'Carrito de golf (no apto para la calle)', 'off-road': 'Todo terreno (propiedad privada)' },
  },
  sort: { recommended: 'Recomendados', 'price-asc': 'Precio más bajo', 'price-desc': 'Precio más alto', newest: 'Más recientes', name: 'Nombre (A–Z)' },
  cantFind: {
    title: '¿No encuentra lo que busca?',
    text: 'Cada semana llegan carritos nuevos y podemos pedir cualquier modelo y color de Denago o Evolution. Díganos qué busca y se lo conseguimos. ¿Tiene un carrito para dar en parte de pago?',
    tradeIn: 'Calcule en línea el valor de su carrito',
    contact: 'Díganos qué necesita',
  },
  buying: {
    title: 'Compre a un concesionario local',
    intro: 'Cada carrito cuenta con el respaldo de nuestro propio departamento de servicio.',
    financingTitle: 'Financiamiento disponible',
    financingText: 'Financiamiento al 0% en modelos seleccionados con nuestro socio financiero. Carritos desde {price}.',
    deliveryTitle: 'Entrega local gratis',
    deliveryText: 'Entrega gratis dentro de {county}: le llevamos el carrito a la entrada de su casa, cargado y listo.',
    warrantyTitle: 'Garantía completa',
    warrantyText: 'Garantía del fabricante en cada carrito nuevo y 90 días de garantía del concesionario en los usados.',
    serviceTitle: 'Servicio certificado',
    serviceText: 'Nuestros técnicos certificados dan mantenimiento a lo que vendemos, desde revisar la batería hasta mejoras a su gusto.',
  },
}

export default { en, es } satisfies PageWords<InventoryWords>
