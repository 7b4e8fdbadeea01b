/** The About page's team cards in Spanish (content/team.ts in English): server only, through pages/about/+words.ts. */
import { TEAM, type TeamMember } from './team'

type TeamWords = Pick<TeamMember, 'role' | 'experience' | 'description'>

const SPANISH: readonly TeamWords[] = [
  {
    role: 'Gerente general',
    experience: '18 años',
    description:
      'Dirige el concesionario día a día y todavía atiende las llamadas de los clientes; empezó vendiendo carritos a los clubes de golf del Lehigh Valley antes de que abriera la tienda.',
  },
  {
    role: 'Gerente de ventas',
    experience: '12 años',
    description:
      'Ayuda a cada comprador a encontrar el modelo Denago o Evolution adecuado, coordina las pruebas de manejo y acompaña a cada cliente en el financiamiento y la entrega.',
  },
  {
    role: 'Gerente de servicio',
    experience: '14 años',
    description:
      'Dirige el departamento de servicio, programa las reparaciones y los reclamos de garantía, y se asegura de que la mayoría de las reparaciones queden listas en 24 a 48 horas.',
  },
  {
    role: 'Técnico principal certificado',
    experience: '9 años',
    description:
      'Entrenado por el fabricante en sistemas de baterías de litio y controladores; se encarga de los diagnósticos, el servicio de baterías y los carritos a la medida.',
  },
  {
    role: 'Coordinador de alquileres y entregas',
    experience: '6 años',
    description:
      'Planifica la entrega de los carritos de alquiler para bodas, fiestas de barrio y eventos, y se asegura de que cada carrito llegue cargado y a tiempo.',
  },
  {
    role: 'Especialista en piezas y accesorios',
    experience: '7 años',
    description:
      'Consigue piezas, kits de elevación, asientos, luces y cerramientos, y ayuda a los dueños a planificar mejoras que se ajusten a su carrito y a su presupuesto.',
  },
]

/** Each member's words in Spanish, in the order of TEAM (the icons are the English cards'). */
export const TEAM_ES: readonly TeamMember[] = TEAM.map((member, i) => ({ ...member, ...SPANISH[i]! }))
