/** The About page's team cards (spec §3 "Team member"): roles, not names. */
import type { IconName } from './icons'
import { REPAIR_TURNAROUND } from './service-department'

export interface TeamMember {
  role: string
  /** "12 years" */
  experience: string
  description: string
  icon: IconName
}

export const TEAM: readonly TeamMember[] = [
  {
    role: 'General Manager',
    experience: '18 years',
    description: 'Runs the dealership day to day and still takes customer calls; started selling carts to Lehigh Valley golf clubs before the store opened.',
    icon: 'award',
  },
  {
    role: 'Sales Manager',
    experience: '12 years',
    description: 'Matches buyers with the right Denago or Evolution model, arranges test drives and walks every customer through financing and delivery.',
    icon: 'users',
  },
  {
    role: 'Service Manager',
    experience: '14 years',
    description: `Leads the service department, schedules repairs and warranty claims, and sees most repairs finished within ${REPAIR_TURNAROUND}.`,
    icon: 'wrench',
  },
  {
    role: 'Certified Lead Technician',
    experience: '9 years',
    description: 'Factory-trained on lithium battery systems and controllers; handles diagnostics, battery service and custom builds.',
    icon: 'battery',
  },
  {
    role: 'Rentals & Delivery Coordinator',
    experience: '6 years',
    description: 'Plans rental deliveries for weddings, block parties and events, and makes sure every cart arrives charged and on time.',
    icon: 'truck',
  },
  {
    role: 'Parts & Accessories Specialist',
    experience: '7 years',
    description: 'Sources parts, lift kits, seats, lights and enclosures, and helps owners plan upgrades that fit their cart and budget.',
    icon: 'settings',
  },
]
