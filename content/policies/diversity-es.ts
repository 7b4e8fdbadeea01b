/** Política de diversidad: the Spanish twin of diversity.ts (same sections). SERVER ONLY. */
import { EFFECTIVE_DATE, type Policy } from './policy'
import { contactSectionEs, linkEs } from './policy-es'

export const diversityPolicyEs: Policy = {
  slug: 'diversity-policy',
  path: '/policies/diversity-policy',
  title: 'Política de diversidad',
  description:
    'El compromiso de Lehigh County Golf Carts con la igualdad de oportunidades, un trabajo respetuoso y un trato acogedor para cada cliente de nuestras comunidades.',
  keywords: ['política de diversidad', 'empleador con igualdad de oportunidades', 'lugar de trabajo inclusivo', 'accesibilidad', 'Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Nuestros clientes y nuestro equipo vienen de todas partes del condado de Lehigh. Queremos que todos se sientan bienvenidos aquí, ya sea que vengan a comprar un carrito o a solicitar un empleo.',
  sections: [
    {
      heading: 'Nuestro compromiso',
      paragraphs: [
        'Atendemos ciudades, boroughs, municipios y comunidades agrícolas, y a personas de todo origen, edad y capacidad. Somos un mejor negocio cuando nuestro equipo refleja a la gente que atendemos y cuando cada cliente recibe el mismo respeto y el mismo consejo honesto.',
      ],
    },
    {
      heading: 'Igualdad de oportunidades en el empleo',
      paragraphs: [
        'Contratamos, pagamos, capacitamos y promovemos según la capacidad y el desempeño, sin importar la raza, el color, el credo religioso, la ascendencia, el origen nacional, el sexo, la orientación sexual, la identidad de género, el embarazo, la edad, la discapacidad, la información genética, la condición de veterano ni ninguna otra característica protegida por la ley federal o por la Ley de Relaciones Humanas de Pensilvania (Pennsylvania Human Relations Act).',
      ],
    },
    {
      heading: 'Reclutamiento y crecimiento',
      items: [
        'Publicamos las vacantes donde las vean muchos tipos de candidatos, incluidas las escuelas secundarias locales y los programas de formación técnica y profesional.',
        'A todos los candidatos a un puesto se les hacen las mismas preguntas básicas en la entrevista.',
        'Capacitamos a las personas para el siguiente paso, desde la limpieza detallada y la preparación de alquileres hasta técnico de servicio y ventas.',
        'Hacemos adaptaciones razonables para candidatos y empleados con discapacidades o necesidades religiosas.',
      ],
    },
    {
      heading: 'Un lugar de trabajo respetuoso',
      paragraphs: [
        'No se toleran el acoso ni la discriminación. Cualquier empleado puede plantear una inquietud a un gerente o directamente al dueño, y nadie es sancionado por reportar de buena fe.',
      ],
    },
    {
      heading: 'Bienvenida a cada cliente',
      items: [
        'Cada cliente recibe los mismos precios, las mismas opciones y el mismo consejo honesto.',
        'Si necesita una adaptación para visitarnos, hacer una prueba de manejo o hacer negocios con nosotros, díganoslo y lo organizamos.',
        'Puede traer a un familiar, un amigo o un intérprete para que le ayude en cualquier conversación o trámite.',
        'Hacemos nuestro sitio web para que funcione con teclado y con lectores de pantalla. Si alguna parte es difícil de usar, avísenos y la arreglaremos.',
      ],
    },
    {
      heading: 'Parte de la comunidad',
      paragraphs: [
        'Apoyamos eventos comunitarios en todo el condado de Lehigh, desde festivales de los boroughs hasta recaudaciones de fondos de las escuelas, y compramos a proveedores locales cuando podemos.',
      ],
    },
    {
      heading: 'Rendición de cuentas',
      paragraphs: [
        'Revisamos esta política cada año, y nuestro informe anual de personal describe a nuestro equipo y cómo contratamos y capacitamos.',
      ],
      links: [linkEs.staffing],
    },
    contactSectionEs('Sus preguntas o inquietudes sobre esta política son bienvenidas en cualquier momento.'),
  ],
}
