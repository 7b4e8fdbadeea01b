/** Informe anual de personal 2024: the Spanish twin of staffing-report.ts (same sections, same headcounts). SERVER ONLY. */
import { INFO_EMAIL, type Policy } from './policy'
import { contactSectionEs } from './policy-es'
import { DEPARTMENTS, STAFF } from './staffing-report'

/** Each department's name in Spanish, by its English name. */
export const DEPARTMENTS_ES: Readonly<Record<string, string>> = {
  'Sales and showroom': 'Ventas y sala de exhibición',
  'Service and repair': 'Servicio y reparación',
  'Rentals and delivery': 'Alquileres y entregas',
  'Parts and storage': 'Piezas y almacenamiento',
  'Administration and customer care': 'Administración y atención al cliente',
}

function departmentName(name: string): string {
  const spanish = DEPARTMENTS_ES[name]
  if (!spanish) throw new Error(`staffing report: no Spanish for "${name}"`)
  return spanish
}

const staffTotal = STAFF.fullTime + STAFF.partTime + STAFF.seasonal

export const staffingReportEs: Policy = {
  slug: 'staffing-report',
  path: '/policies/staffing-report',
  title: 'Informe anual de personal 2024',
  description:
    'Informe de personal 2024: las 38 personas que vendieron, repararon, alquilaron y entregaron carritos de golf en Lehigh County: puestos, formación y seguridad.',
  keywords: ['informe anual de personal', 'técnicos de carritos de golf', 'empleos de temporada', 'empleador en Lehigh County'],
  reportingPeriod: '2024',
  summary: `En 2024 nuestro equipo tuvo ${staffTotal} personas: ${STAFF.fullTime} a tiempo completo, ${STAFF.partTime} a tiempo parcial y ${STAFF.seasonal} de temporada. Este informe explica quiénes son, cómo los capacitamos y cómo cuidamos su seguridad.`,
  sections: [
    {
      heading: 'Sobre este informe',
      paragraphs: [
        'Este informe abarca el año calendario 2024, del 1 de enero al 31 de diciembre. Las cifras de personal incluyen a todas las personas que estuvieron en nuestra nómina durante el año, incluido el personal de temporada que se unió a nosotros para la temporada de alquileres de primavera y verano.',
      ],
    },
    {
      heading: 'Resumen del equipo',
      paragraphs: [
        `Durante 2024 nuestro equipo incluyó ${STAFF.fullTime} personas a tiempo completo, ${STAFF.partTime} a tiempo parcial y ${STAFF.seasonal} de temporada, ${staffTotal} personas en total.`,
      ],
      table: {
        caption: 'Personal por tipo de empleo, 2024',
        head: ['Tipo de empleo', 'Personal'],
        rows: [
          ['Tiempo completo', String(STAFF.fullTime)],
          ['Tiempo parcial', String(STAFF.partTime)],
          ['De temporada', String(STAFF.seasonal)],
          ['Total', String(staffTotal)],
        ],
      },
    },
    {
      heading: 'Puestos por departamento',
      paragraphs: [
        'Servicio y reparación es nuestro equipo de tiempo completo más grande. Alquileres y entregas es el que más crece en los meses cálidos, cuando trabaja allí la mayor parte de nuestro personal de temporada.',
      ],
      table: {
        caption: 'Personal por departamento, 2024',
        head: ['Departamento', 'Tiempo completo', 'Tiempo parcial', 'De temporada', 'Total'],
        rows: [
          ...DEPARTMENTS.map(([name, ft, pt, s]) => [departmentName(name), String(ft), String(pt), String(s), String(ft + pt + s)]),
          ['Todos los departamentos', String(STAFF.fullTime), String(STAFF.partTime), String(STAFF.seasonal), String(staffTotal)],
        ],
      },
    },
    {
      heading: 'Capacitación y certificación',
      items: [
        'Cada empleado nuevo completa una orientación en su primera semana sobre seguridad, atención al cliente y el funcionamiento de nuestros carritos.',
        'Los técnicos de servicio se capacitan en sistemas de tracción eléctrica, controladores y sistemas de baterías tanto de litio como de plomo-ácido, y completan la capacitación de producto del fabricante sobre los modelos Denago y Evolution que vendemos.',
        'Los choferes de entrega se capacitan en la carga del remolque, el amarre y la descarga segura en el lugar del cliente.',
        'El personal de ventas y alquileres aprende las reglas para manejar carritos de golf y vehículos de baja velocidad en las calles de Pensilvania, para poder explicarlas con exactitud.',
        'Todos repasan nuestras políticas una vez al año.',
      ],
    },
    {
      heading: 'Contratación y personal de temporada',
      paragraphs: [
        'La demanda de alquileres llega a su punto más alto desde finales de la primavera hasta principios del otoño, con bodas, graduaciones, festivales y eventos de verano en todo el condado de Lehigh. El personal de temporada se une a nosotros durante ese período para preparar, entregar y recoger los carritos de alquiler y para entrar y sacar carritos del almacenamiento.',
        'El personal de tiempo parcial cubre los sábados en la sala de exhibición y las semanas de mucho trabajo en el taller. Varios puestos los ocupan personas que empezaron con nosotros a tiempo parcial o por temporada.',
      ],
    },
    {
      heading: 'Seguridad',
      items: [
        'Reuniones mensuales de seguridad para los equipos de servicio, alquileres y entregas.',
        'Equipo de protección y procedimientos escritos para el manejo de baterías y las áreas de carga.',
        'Inspección de elevadores, gatos y remolques según un calendario regular.',
        'Inspección de cada carrito de alquiler antes de que salga y después de que regrese.',
        'Una forma sencilla para que cualquier empleado reporte un peligro o un casi accidente, sin culpas por reportarlo.',
      ],
    },
    {
      heading: 'Lo que viene',
      paragraphs: [
        'El próximo año planeamos ampliar la capacitación de los técnicos en sistemas de baterías de litio, capacitar a más personal para trabajar tanto en alquileres como en la sala de exhibición, y ofrecer al personal de temporada la primera opción para regresar la próxima temporada.',
      ],
    },
    contactSectionEs(`¿Le interesa trabajar con nosotros? Envíe su currículum a ${INFO_EMAIL} o visítenos en la sala de exhibición.`, 'Empleos y preguntas'),
  ],
}
