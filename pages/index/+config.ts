import type { Config } from 'vike/types'

export default {
  head: {
    title: 'Electric Golf Carts & LSVs for Sale, Rent & Service in Lehigh County, PA',
    description:
      'New Denago and Evolution electric golf carts and low-speed vehicles in Lehigh County, PA. Sales from $4,995, rentals from $245/day, certified service and free local delivery.',
    keywords: ['golf carts Lehigh County', 'electric golf carts Allentown', 'Denago', 'Evolution golf carts', 'LSV dealer PA'],
  },
} satisfies Config
