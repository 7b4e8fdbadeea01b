/** The showroom page's locations in Spanish (content/showrooms.ts in English): server only, through pages/showroom/+words.ts. */
import { business } from './business'
import type { ShowroomWords } from './showrooms'

export const SHOWROOM_WORDS_ES: Readonly<Record<string, ShowroomWords>> = {
  allentown: {
    name: `Sala de exhibición de ${business.name} en Allentown`,
    summary:
      'Nuestra sala de exhibición principal y nuestro departamento de servicio, con toda la línea Denago y Evolution en exhibición y un circuito de prueba de manejo en la parte de atrás.',
    hoursLabel: 'Horario de la sala de exhibición',
  },
  schnecksville: {
    name: `Sala de exhibición de ${business.name} en Schnecksville`,
    summary:
      'Nuestro lote del norte de Lehigh County, de fácil acceso desde la Route 309 y la Route 100, con modelos todoterreno y utilitarios para probar en grava y césped.',
    hoursLabel: 'Horario de la sala de exhibición',
  },
  online: {
    name: 'Ventas en línea y entregas en todo el estado',
    summary: `Vea el inventario en línea, cuadre los detalles por teléfono o correo electrónico, y se lo entregamos en cualquier lugar de Pensilvania: gratis dentro de ${business.county}.`,
    hoursLabel: 'Horario telefónico',
    city: 'Todo el estado',
  },
}
