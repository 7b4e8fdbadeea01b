/**
 * Política de privacidad: the Spanish twin of privacy.ts (same sections). What a lead holds
 * follows the same kinds of enquiry as content/leads.ts, and the retention is the one the
 * server purges with. SERVER ONLY.
 */
import { DOMAIN } from '../business'
import { DEFAULT_LEAD_RETENTION_DAYS, LEAD_KIND_COPY } from '../leads'
import { EFFECTIVE_DATE, NAME, INFO_EMAIL, ADDRESS, type Policy } from './policy'
import { contactSectionEs } from './policy-es'

/** Each kind of enquiry (content/leads.ts LEAD_KIND_COPY) and what it asks, in Spanish. */
export const LEAD_KIND_COPY_ES: Record<keyof typeof LEAD_KIND_COPY, { label: string; data: string }> = {
  contact: { label: 'Formulario de contacto', data: 'el tema de su mensaje (ventas, servicio, piezas o una pregunta general)' },
  'test-drive': { label: 'Prueba de manejo', data: 'el carrito que quiere manejar y el día y la hora que prefiere' },
  rental: { label: 'Solicitud de alquiler', data: 'el plan de alquiler, los asientos, la fecha de inicio, el número de días y el pueblo de entrega' },
  service: { label: 'Solicitud de servicio', data: 'la marca y el modelo de su carrito, qué problema tiene y el día que prefiere para dejarlo' },
  'trade-in': { label: 'Vehículo en parte de pago', data: 'el año, la marca, el modelo y la condición de su carrito' },
}

/** "24 meses (730 días)", "90 días", "1 año (365 días)". */
export function retentionPeriodEs(days: number): string {
  const daysText = `${days} ${days === 1 ? 'día' : 'días'}`
  if (days % 365 === 0) {
    const years = days / 365
    return `${years === 1 ? '1 año' : `${years * 12} meses`} (${daysText})`
  }
  return daysText
}

function leadDataKeptEs(): string[] {
  return [
    'Su nombre y apellido, su correo electrónico y su número de teléfono, y su mensaje',
    ...Object.keys(LEAD_KIND_COPY).map((kind) => {
      const { label, data } = LEAD_KIND_COPY_ES[kind as keyof typeof LEAD_KIND_COPY]
      return `${label}: ${data}`
    }),
    'La página de un vehículo u otra página de este sitio web desde la que la envió, el sitio web que le trajo hasta nosotros (el referente) y cualquier etiqueta de campaña del enlace que siguió (utm_source, utm_medium, utm_campaign, utm_term, utm_content)',
    'Nuestras propias notas sobre su consulta, quién de nuestro equipo la atiende y en qué estado está (nueva, contactada, calificada, ganada o perdida)',
    'Un registro de los correos electrónicos que generó su consulta (nuestro aviso al equipo de ventas, una copia para nuestro sistema de gestión de clientes, su confirmación) y si cada uno se entregó',
  ]
}

function retentionStatementEs(retentionDays: number): string[] {
  return [
    `Guardamos cada consulta, con nuestras notas y el registro de sus correos electrónicos, durante ${retentionPeriodEs(retentionDays)} desde que llega. Cada día, el sitio web borra automáticamente todo lo que sea más antiguo.`,
    'Puede pedirnos que borremos antes todo lo que tenemos bajo su correo electrónico o su número de teléfono: borramos de inmediato cada consulta, nota y registro de correo relacionado, y guardamos solo una nota de que se hizo un borrado (sin sus datos). Si se hace cliente nuestro, los registros de su compra, alquiler o servicio se guardan durante el tiempo que exijan la ley y las obligaciones de garantía.',
  ]
}

/** The privacy policy in Spanish, with the retention the server purges with. */
export function privacyPolicyEs(retentionDays = DEFAULT_LEAD_RETENTION_DAYS): Policy {
  return {
    slug: 'privacy-policy',
    path: '/privacy-policy',
    title: 'Política de privacidad',
    description:
      'Qué recoge el sitio web de Lehigh County Golf Carts cuando usted nos contacta, por qué, cuánto tiempo lo guardamos, quién lo recibe y qué opciones tiene.',
    keywords: ['política de privacidad', 'privacidad del formulario de contacto', 'información personal', 'carritos de golf en Lehigh County'],
    effectiveDate: EFFECTIVE_DATE,
    summary:
      'Nuestro sitio web recoge muy poco: solo lo que usted escribe en nuestro formulario de contacto, más los datos técnicos que ve cualquier servidor web. Esta página explica lo que hacemos con ello.',
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          `Este sitio web, ${DOMAIN}, lo administra ${NAME}, ${ADDRESS}. Esta política explica qué información recoge el sitio web, por qué y qué hacemos con ella.`,
        ],
      },
      {
        heading: 'Qué recogemos por el formulario de contacto',
        paragraphs: [
          'Cuando nos envía un mensaje o nos pide una prueba de manejo, un alquiler, servicio o el valor de su vehículo en parte de pago, guardamos lo que nos envía y algunos datos de la visita:',
        ],
        items: leadDataKeptEs(),
      },
      {
        heading: 'Por qué lo recogemos',
        paragraphs: [
          'Usamos estos datos solo para atender su mensaje: para responder una pregunta, preparar una cotización, coordinar una prueba de manejo, reservar un alquiler o programar un servicio, y para dar seguimiento a esa solicitud. No lo añadimos a una lista de correo ni usamos sus datos para mercadeo, a menos que usted nos lo pida.',
        ],
      },
      {
        heading: 'Cómo nos llega su mensaje',
        paragraphs: [
          'Su mensaje se guarda en nuestro servidor web y se envía por correo electrónico a nuestro equipo de ventas a través de un proveedor de envío de correos. El proveedor lo maneja solo para entregárnoslo. Nuestro personal lo lee en el correo electrónico de la empresa.',
        ],
      },
      {
        heading: 'Cuánto tiempo lo guardamos',
        paragraphs: retentionStatementEs(retentionDays),
      },
      {
        heading: 'Lo que no hacemos',
        items: [
          'No vendemos ni alquilamos información personal, y no la compartimos con nadie para su propio mercadeo.',
          'Los visitantes no tienen cuentas de usuario, inicios de sesión ni contraseñas en el sitio web; solo el personal del concesionario inicia sesión, en una consola privada.',
          'El sitio web no acepta pagos ni recoge datos de tarjetas o cuentas bancarias.',
          'Las solicitudes de financiamiento se hacen en el propio sitio web del prestamista, bajo la política de privacidad del prestamista.',
        ],
      },
      {
        heading: 'Mapas',
        paragraphs: [
          'Algunas páginas pueden mostrar un mapa de Google integrado. El mapa se carga solo cuando usted lo pide; hasta entonces, su navegador no se comunica con ningún proveedor de mapas. Una vez que carga un mapa, Google recibe su dirección IP y puede colocar sus propias cookies, bajo su propia política de privacidad.',
        ],
      },
      {
        heading: 'Registros del servidor',
        paragraphs: [
          'Como todo sitio web, nuestro servidor registra datos técnicos de cada solicitud: la página solicitada, la hora, el tipo de navegador y su dirección IP. Los usamos para mantener el sitio seguro y para limitar el tráfico abusivo (limitación de solicitudes). Los registros nunca contienen lo que usted escribe en el formulario de contacto, y no se guardan más de 30 días.',
        ],
      },
      {
        heading: 'Conteo de visitas',
        paragraphs: [
          'Para saber qué páginas son útiles, el sitio web cuenta las visitas a las páginas, los toques en un número de teléfono y los formularios que se empiezan, en nuestro propio servidor, como totales por día y por página (por ejemplo, “la página del inventario se vio 40 veces el lunes”). Nada en estos conteos le identifica: no se guarda con ellos ninguna cookie, identificador, dirección IP ni dato del navegador, y no interviene ningún tercero. Cuando su navegador envía Global Privacy Control o Do Not Track, no reporta nada en absoluto.',
        ],
      },
      {
        heading: 'Uso de cookies',
        paragraphs: [
          'El sitio web no coloca cookies propias a los visitantes y no usa publicidad ni rastreo entre sitios (el personal del concesionario recibe una cookie de inicio de sesión en su consola). Solo aparecen cookies si usted decide cargar un mapa, como se describe arriba.',
        ],
      },
      {
        heading: 'Niños',
        paragraphs: [
          'Nuestro sitio web está pensado para adultos. No recogemos a sabiendas información de niños menores de 13 años. Si cree que un niño nos ha enviado un mensaje, comuníquese con nosotros y lo borraremos.',
        ],
      },
      {
        heading: 'Sus opciones y los derechos de los residentes de Pensilvania',
        paragraphs: [
          'Viva donde viva, puede pedirnos que le digamos qué información personal tenemos sobre usted, que la corrijamos o que la borremos. Respondemos cada solicitud dentro de 30 días, y ejercer estos derechos nunca afecta el trato que le damos como cliente.',
          'Si alguna vez una violación de nuestros sistemas expusiera su información personal, se lo notificaríamos como lo exige la ley de Pensilvania sobre notificación de violaciones de información personal (Breach of Personal Information Notification Act).',
          'Cuando cambiemos esta política, actualizaremos la fecha de vigencia que aparece al principio de esta página.',
        ],
      },
      contactSectionEs(`Para preguntar por su información o hacer una solicitud, escriba a ${INFO_EMAIL} o envíenos una carta.`),
    ],
  }
}

export const PRIVACY_POLICY_ES: Policy = privacyPolicyEs()
