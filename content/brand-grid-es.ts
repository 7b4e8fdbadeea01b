import { BRAND_GRID, type BrandTile } from './brand-grid'

/** The home page's brand grid in Spanish: the same brands and pages, the notes in Spanish (server only: pages/index/+words.ts). */
const NOTES_ES: Readonly<Record<string, string>> = {
  'Service, parts and pre-owned': 'Servicio, piezas y usados',
  'New carts and street-legal LSVs': 'Carritos nuevos y LSV aptos para la calle',
  'New carts, utility and shuttles': 'Carritos nuevos, utilitarios y de transporte de pasajeros',
}

export const BRAND_GRID_ES: readonly BrandTile[] = BRAND_GRID.map((tile) => {
  const note = NOTES_ES[tile.note]
  if (!note) throw new Error(`No Spanish note for ${tile.name}: ${tile.note}`)
  return { ...tile, note }
})
