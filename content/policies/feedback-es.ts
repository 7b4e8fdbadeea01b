/** Política de comentarios y quejas: the Spanish twin of feedback.ts (same sections). SERVER ONLY. */
import { EFFECTIVE_DATE, MAIN_PHONE, LOCAL_PHONE, INFO_EMAIL, ADDRESS, SHOWROOM_HOURS, type Policy } from './policy'
import { contactSectionEs, linkEs } from './policy-es'

export const feedbackPolicyEs: Policy = {
  slug: 'feedback-policy',
  path: '/policies/feedback-policy',
  title: 'Política de comentarios y quejas',
  description:
    'Cómo enviar un comentario o una queja a Lehigh County Golf Carts, qué tan rápido respondemos asuntos urgentes, generales y complejos, y cómo damos seguimiento.',
  keywords: ['comentarios de clientes', 'quejas', 'tiempo de respuesta de servicio al cliente', 'carritos de golf en Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Los elogios, las preguntas y las quejas nos ayudan a mejorar. Aquí le explicamos cómo comunicarse con nosotros y qué tan pronto le responderemos.',
  sections: [
    {
      heading: 'Queremos saber de usted',
      paragraphs: [
        'Ya sea que un vendedor hizo más de lo esperado, que un alquiler no salió como lo planeó o que tiene una idea de algo que deberíamos ofrecer, queremos saberlo. Cada mensaje lo lee una persona, no un sistema automático.',
      ],
    },
    {
      heading: 'Cómo comunicarse con nosotros',
      items: [
        `Llame al ${MAIN_PHONE} (llamada gratuita) o al ${LOCAL_PHONE}.`,
        `Escriba a ${INFO_EMAIL}.`,
        'Use el formulario de nuestra página de contacto.',
        `Visite la sala de exhibición en ${ADDRESS}. Horario de la sala de exhibición: ${SHOWROOM_HOURS}.`,
      ],
      links: [linkEs.contact],
    },
    {
      heading: 'Qué tan rápido respondemos',
      table: {
        caption: 'Tiempos de respuesta',
        head: ['Tipo de comentario', 'Ejemplos', 'Primera respuesta'],
        rows: [
          ['Urgente', 'Un problema de seguridad, un carrito de alquiler que deja de funcionar, una entrega fallida', 'En menos de 4 horas'],
          ['General', 'Preguntas, sugerencias, elogios', 'En menos de 24 horas'],
          ['Complejo', 'Disputas de garantía, revisiones de facturación, asuntos que necesitan al fabricante', 'En menos de 48 horas'],
          ['Seguimiento', 'Confirmar que la solución le funcionó', 'Dentro de 1 semana después de la solución'],
        ],
      },
      paragraphs: [
        `Los tiempos se cuentan desde que recibimos su mensaje. Para un problema urgente con un alquiler, llame al ${MAIN_PHONE} a cualquier hora; la asistencia de alquileres funciona las 24 horas, los 7 días de la semana.`,
      ],
    },
    {
      heading: 'Cómo atendemos una queja',
      items: [
        'Le confirmamos que la recibimos y le decimos quién se está encargando de ella.',
        'Esa persona investiga lo que pasó, incluso hablando con el personal involucrado.',
        'Le explicamos lo que encontramos y lo que vamos a hacer, por escrito si usted lo prefiere.',
        'Nos comunicamos de nuevo dentro de 1 semana para asegurarnos de que la solución funcionó.',
      ],
    },
    {
      heading: 'Si no queda satisfecho',
      paragraphs: [
        'Pida que nuestro gerente general revise su queja. Envíela por escrito a la dirección o al correo electrónico que aparecen abajo, y el gerente general se comunicará con usted personalmente.',
      ],
    },
    {
      heading: 'Reseñas',
      paragraphs: [
        'Agradecemos las reseñas honestas en cualquier sitio. Nunca pagamos por reseñas, ni ofrecemos descuentos a cambio de reseñas buenas, ni le pedimos a nadie que quite una crítica justa. Si una reseña describe un problema, respondemos públicamente y tratamos de resolverlo.',
      ],
    },
    {
      heading: 'Qué hacemos con los comentarios',
      paragraphs: [
        'Los comentarios influyen en nuestra capacitación, nuestra flota de alquiler y los servicios que ofrecemos. Sus datos de contacto se usan solo para responderle y se manejan como se describe en nuestra Política de privacidad.',
      ],
      links: [linkEs.privacy],
    },
    contactSectionEs('Comoquiera que decida comunicarse con nosotros, le responderemos.'),
  ],
}
