/** Política de ética: the Spanish twin of ethics.ts (same sections). SERVER ONLY. */
import { EFFECTIVE_DATE, type Policy } from './policy'
import { contactSectionEs, linkEs } from './policy-es'

export const ethicsPolicyEs: Policy = {
  slug: 'ethics-policy',
  path: '/policies/ethics-policy',
  title: 'Política de ética',
  description:
    'Cómo trabaja Lehigh County Golf Carts: precios honestos, descripciones exactas de los vehículos, ventas y servicio justos, y respeto para cada cliente.',
  keywords: ['ética de concesionario de carritos de golf', 'precios honestos', 'prácticas de venta justas', 'concesionario de carritos de golf en Lehigh County'],
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Somos un concesionario local, y la mayoría de nuestros clientes son nuestros vecinos. Esta política explica cómo se espera que trabaje cada persona que trabaja aquí.',
  sections: [
    {
      heading: 'Por qué tenemos esta política',
      paragraphs: [
        'Para la mayoría de las familias, un carrito de golf es una compra importante, y un alquiler muchas veces acompaña una boda, una graduación o una reunión familiar. La gente nos confía ambas cosas. Esta política pone por escrito las normas que nos exigimos, para que los clientes sepan qué esperar y cada empleado sepa qué se espera de él.',
      ],
    },
    {
      heading: 'Precios honestos',
      items: [
        'El precio que le cotizamos es el precio que usted paga, con los impuestos y cargos detallados línea por línea antes de que firme.',
        'No anunciamos carritos que no tenemos o que no podemos conseguir.',
        'Los cargos de alquiler están publicados en nuestra Política de alquiler, y nunca añadimos un cargo que no esté escrito allí o en su contrato.',
      ],
      links: [linkEs.rental],
    },
    {
      heading: 'Información exacta de los vehículos',
      items: [
        'Describimos con honestidad la condición de cada carrito usado, incluidos los problemas conocidos y la edad de sus baterías.',
        'Le decimos claramente cuando un carrito se vende tal como está ("as-is"), y lo escribimos en la factura de venta.',
        'Las especificaciones y los datos de autonomía y velocidad vienen del fabricante, y le explicamos cómo el terreno, la carga y el clima los afectan.',
      ],
    },
    {
      heading: 'Ventas y financiamiento justos',
      paragraphs: [
        'Le recomendamos el carrito que se ajusta al uso que le va a dar, aunque sea el más económico. No hay presión para decidir en el momento.',
        'El financiamiento se ofrece a través de un prestamista externo. Le explicamos las condiciones en un lenguaje sencillo, usted decide si quiere solicitarlo, y nunca cambiamos ni llenamos por usted información en una solicitud de crédito.',
      ],
    },
    {
      heading: 'Trabajo de servicio honesto',
      items: [
        'Damos un presupuesto antes de empezar el trabajo y le preguntamos antes de pasarnos de él.',
        'Recomendamos solo las reparaciones que el carrito necesita, y le decimos cuáles pueden esperar.',
        'Si nos lo pide, le mostramos o le devolvemos las piezas que reemplazamos.',
        'El trabajo cubierto por la garantía nunca se le cobra.',
      ],
    },
    {
      heading: 'Respeto por su información',
      paragraphs: [
        'Usamos lo que usted nos dice solo para atenderle. No vendemos información personal, y la manejamos como se describe en nuestra Política de privacidad.',
      ],
      links: [linkEs.privacy],
    },
    {
      heading: 'Cuidado del medio ambiente',
      paragraphs: [
        'Los carritos eléctricos son más limpios que los de gasolina, y tratamos de manejar el negocio de la misma manera. Las baterías usadas van a recicladores autorizados, los líquidos y desechos del taller se eliminan de forma adecuada, y ayudamos a los clientes a mantener sus baterías en buen estado para que duren más.',
      ],
    },
    {
      heading: 'Regalos y conflictos de interés',
      paragraphs: [
        'Los empleados no aceptan regalos, pagos ni favores de clientes, proveedores o prestamistas que puedan influir en una recomendación. Quien tenga un interés personal o familiar en una venta, una compra o un contrato se lo comunica a un gerente y se aparta de la decisión.',
      ],
    },
    contactSectionEs(
      'Si cree que no hemos cumplido con esta política, por favor díganoslo. Las inquietudes llegan directamente a la gerencia, y ningún empleado es sancionado nunca por plantear una de buena fe.',
      'Cómo plantear una inquietud',
    ),
  ],
}
