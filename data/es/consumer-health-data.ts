// Spanish twin of data/legal/consumer-health-data.ts (issue 31): the Consumer Health Data Privacy
// Policy for the Spanish form, which asks the same consent and invites the same health details.
// Same sections, in the same order, with the same provisions cited; the facts it shares with the
// Privacy Policy come from ./lead-facts, once. Headings in sentence case, as Spanish writes them.
import type { LegalPageCopy } from '../site-copy';
import { leadFactsEs } from './lead-facts';

export const consumerHealthDataCopyEs = {
  meta: {
    title: 'Política de privacidad de datos de salud del consumidor | Kent',
    description:
      'Cómo tratamos los datos de salud que nos envía por el formulario, según la ley My Health My Data de Washington: qué recopilamos, para qué y sus derechos.',
    keywords: [
      'política de privacidad de datos de salud',
      'My Health My Data Act',
      'RCW 19.373',
      'privacidad de la salud en Washington',
      'eliminar mis datos de salud',
      'privacidad de una firma de abogados',
    ],
    canonicalHost: 'primary',
  },
  heading: 'Política de privacidad de datos de salud del consumidor',
  updated: '2026-12-01',
  intro: [
    'La ley My Health My Data de Washington (capítulo 19.373 RCW) protege los datos de salud del consumidor: la información vinculada o razonablemente vinculable a usted que identifica su estado de salud física o mental, pasado, presente o futuro. Esta política explica cómo tratamos ese tipo de información cuando nos llega por este sitio web.',
    'Nuestro formulario de contacto pregunta qué pasó, y muchas personas nos cuentan de una lesión. Lo que usted escriba sobre su salud, y el tipo de caso de lesiones que elija, pueden ser datos de salud del consumidor. Nuestra política de privacidad describe todo lo demás que recopila el sitio.',
  ],
  sections: [
    {
      heading: 'Los datos de salud que recopilamos',
      body: ['Por medio de nuestro formulario de contacto, podemos recopilar estas categorías de datos de salud del consumidor:'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Lo que nos cuenta sobre su salud',
            text: 'todo lo que escriba en el mensaje del formulario sobre una lesión, sus síntomas o su tratamiento, o sobre cualquier otra condición de salud.',
          },
          {
            title: 'El tipo de caso que elige',
            text: 'como lesiones catastróficas o una mordedura de perro, que puede mostrar que usted o alguien cercano resultó lesionado.',
          },
          {
            title: 'La página desde la que envió el formulario',
            text: 'cuál de nuestros formularios usó y, si su navegador ejecuta nuestros scripts, la dirección y el título de esa página, que pueden nombrar un tipo de lesión de la misma manera.',
          },
          {
            title: 'Cómo nos encontró, solo si usted lo permite',
            text: 'la primera página de nuestro sitio que abrió, la dirección del sitio que lo trajo a nosotros y las etiquetas de campaña o los identificadores de clic en anuncios de la dirección de esa primera página, que se envían y se guardan solo si usted marca la casilla opcional de nuestro formulario; la dirección de una página o el nombre de una campaña a veces pueden revelar un tema de salud que usted estaba leyendo.',
          },
        ],
      },
      after: [
        'Cada uno se guarda con su nombre, su número de teléfono y su correo electrónico, que lo vinculan a usted. El mensaje del formulario es opcional: usted decide qué nos cuenta sobre su salud, si es que nos cuenta algo, y le sugerimos que sea breve hasta que hablemos.',
      ],
    },
    {
      heading: 'Para qué los recopilamos y cómo los usamos',
      body: [
        'Recopilamos datos de salud del consumidor para prestarle el servicio que pide al enviar el formulario, y los usamos para estos fines, y para ningún otro:',
      ],
      list: { style: 'bullets', items: leadFactsEs.purposes },
      after: [
        'Cómo encontró nuestro sitio no hace falta para responderle, así que lo recopilamos, e informamos a Google Ads de un cliente que firmó, solo con su consentimiento, como se explica abajo.',
        leadFactsEs.legalProcess,
      ],
    },
    {
      heading: 'Cómo nos encontró, solo si usted lo permite',
      body: [leadFactsEs.visitNote, leadFactsEs.visitNoteKept, leadFactsEs.visitNoteNotKept, leadFactsEs.noReidentification],
    },
    {
      heading: 'De dónde vienen',
      body: ['Recopilamos datos de salud del consumidor de solo dos fuentes:'],
      list: {
        style: 'bullets',
        items: [
          { title: 'Usted', text: 'lo que escribe y elige en nuestro formulario de contacto.' },
          {
            title: 'Su navegador',
            text: 'cuál formulario usó y, si su navegador ejecuta nuestros scripts, la dirección y el título de la página en la que estaba y la nota de cómo nos encontró, que envía, y nosotros guardamos, solo si usted marca la casilla opcional.',
          },
        ],
      },
      after: ['No compramos datos de salud del consumidor ni los recibimos de nadie más.'],
    },
    {
      heading: 'Los datos de salud que compartimos',
      body: [leadFactsEs.stored],
      list: { style: 'bullets', items: leadFactsEs.recipients },
      after: [
        `Para que funcione el formulario dependemos de ${leadFactsEs.processors}. Ellas los procesan solo en nuestro nombre y según nuestras instrucciones. La ley las llama procesadores, y darles los datos para prestar el servicio que usted pidió, como lo describe esta política, no es compartirlos según la ley (RCW 19.373.010).`,
        'El único destinatario que no es nuestro procesador es Google Ads, que recibe solo el identificador de clic en el anuncio y la fecha de un cliente que dio su consentimiento, como se explica arriba. Que el clic terminara en un cliente puede revelar que usted tenía un asunto legal, por eso se comparte solo con su consentimiento.',
        leadFactsEs.legalProcess,
      ],
    },
    {
      heading: 'Terceros y afiliados con los que los compartimos',
      body: [
        'Un tercero: Google LLC, por medio de Google Ads, solo como se explica arriba. Ningún afiliado.',
        'Aparte de él, solo damos datos de salud del consumidor a otros cuando lo exigen la ley, una orden judicial o las reglas para abogados. Si eso cambia, primero actualizaremos esta política, y le pediremos su consentimiento antes de compartir sus datos, por separado de cualquier consentimiento para recopilarlos.',
      ],
    },
    {
      heading: 'Su consentimiento',
      body: [
        'Recopilamos datos de salud del consumidor solo en la medida necesaria para prestarle el servicio que pide al enviar nuestro formulario, lo que la ley permite (RCW 19.373.030(1)(a)(ii)).',
        'Cómo encontró nuestro sitio no hace falta para ese servicio, así que lo guardamos solo con su consentimiento (RCW 19.373.030(1)(a)(i)): usted lo da al marcar la casilla opcional de nuestro formulario, que nunca viene marcada, y anotamos cuándo lo dio y qué texto aceptó. Sin él, no guardamos con su envío nada de cómo nos encontró. Puede retirarlo en cualquier momento, como se explica abajo.',
        'No recopilaremos una categoría de datos de salud del consumidor que esta política no mencione, ni la usaremos o compartiremos para un fin que no describa, sin antes avisarle y obtener su consentimiento. Si nos da su consentimiento, puede retirarlo en cualquier momento, como se explica abajo.',
      ],
    },
    {
      heading: 'Sus derechos y cómo ejercerlos',
      body: ['Según la RCW 19.373.040, usted tiene derecho a:'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Confirmar y acceder',
            text: 'preguntar si recopilamos, compartimos o vendemos datos de salud del consumidor sobre usted y obtener una copia, con una lista de cada tercero y afiliado con el que los hayamos compartido o al que se los hayamos vendido (como máximo Google Ads, como se explica arriba) y cómo comunicarse con ellos.',
          },
          {
            title: 'Eliminar',
            text: `pedirnos que los eliminemos. ${leadFactsEs.whatWeDelete} ${leadFactsEs.copiesAlreadySent} ${leadFactsEs.conflictRecord}`,
          },
          {
            title: 'Retirar su consentimiento',
            text: 'retirar cualquier consentimiento que nos haya dado para recopilar o compartir sus datos de salud del consumidor. Dejaremos de usarlos, y los eliminaremos si nos lo pide.',
          },
        ],
      },
      after: [
        leadFactsEs.howToAsk,
        'Le responderemos dentro de 45 días. Si necesitamos más tiempo, le diremos por qué dentro de esos 45 días, y podemos tardar hasta 45 días más. No cobramos nada, y no lo trataremos de otra manera por ejercer sus derechos.',
      ],
    },
    {
      heading: 'Cómo apelar nuestra decisión',
      body: [
        'Si nos negamos a atender su solicitud, en todo o en parte, puede apelar. Comuníquese con nosotros de la misma forma en que hizo la solicitud y díganos que apela nuestra decisión.',
        'Dentro de los 45 días siguientes a recibir su apelación, le diremos por escrito qué hicimos o qué no hicimos en respuesta, y le explicaremos por qué.',
        'Si rechazamos su apelación, puede presentar una queja ante la Oficina del Procurador General del Estado de Washington, en línea en atg.wa.gov.',
      ],
    },
    {
      heading: 'No vendemos datos de salud del consumidor',
      body: [
        'No vendemos datos de salud del consumidor ni ofrecemos venderlos. La ley de Washington prohíbe venderlos sin su autorización válida y firmada (RCW 19.373.070), y no se la pedimos.',
      ],
    },
    {
      heading: 'Cuánto tiempo los guardamos',
      body: [leadFactsEs.keptUntilDeleted, leadFactsEs.ipHashDeleted],
    },
    {
      heading: 'Quién puede verlos',
      body: [leadFactsEs.whoCanSee],
    },
    {
      heading: 'Cambios a esta política',
      body: [
        'Si cambiamos qué datos de salud del consumidor recopilamos, para qué los recopilamos o con quién los compartimos, primero actualizaremos esta política y la fecha al principio de esta página, y le pediremos su consentimiento cuando la ley lo exija.',
      ],
    },
  ],
} as const satisfies LegalPageCopy;
