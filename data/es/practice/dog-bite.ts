// Spanish copy of the dog-bite page (data/practice/dog-bite.ts), for the /es/ pages of issue 15.
// Like the English (spec §2), it cites the state's strict liability statute, with its consent
// test, its police-dog exception and the provocation defense.
import type { dogBite } from '../../practice/dog-bite';
import type { WordsOf } from '../../types';
import { contingencyFeeEs, injuryCostsEs } from '../injury-fee';

export const dogBiteEs = {
  slug: 'abogado-mordeduras-de-perro',
  navLabel: 'Mordeduras de perro',
  tile: { title: 'Mordeduras de perro' },
  meta: {
    title: 'Abogado de mordeduras de perro en Kent | Consulta gratis',
    description:
      '¿Lo mordió un perro en Kent, WA? La ley de responsabilidad objetiva de Washington, RCW 16.08.040, en general hace responsable al dueño. Consulta gratis.',
    keywords: [
      'abogado de mordeduras de perro en Kent',
      'abogado por mordida de perro Kent WA',
      'ley de mordeduras de perro en Washington RCW 16.08.040',
      'responsabilidad objetiva por mordedura de perro Washington',
      'mordida de perro en la cara de un niño',
      'compensación por cicatrices de mordedura de perro',
      'reclamo al seguro de vivienda por mordedura de perro',
      'abogado de ataques de perro condado de King',
    ],
  },
  hero: {
    headline: '¿Lo mordió un perro en Kent? La ley de Washington está de su lado.',
    subheadline:
      'En Washington, el dueño de un perro en general tiene responsabilidad objetiva por sus mordeduras. Consulta gratis, y no cobramos honorarios de abogado a menos que obtengamos una compensación para usted.',
  },
  body: [
    {
      heading: 'Cómo ocurren las mordeduras de perro en Kent',
      body: [
        'La mayoría de las mordeduras no vienen de perros callejeros. Vienen del perro de un vecino, del perro de un amigo o de un perro que se soltó de la correa durante un paseo. Muchas ocurren en casa, en un patio o en una acera, a personas que no hicieron nada malo.',
        'Los niños sufren más mordeduras que nadie y, por su estatura, muchas veces los muerden en la cara, la cabeza y el cuello. Los repartidores, los carteros y las personas que pasean a sus propios perros también corren un riesgo alto.',
        'Sea cual sea la situación, las primeras preguntas son las mismas: ¿de quién era el perro?, ¿dónde ocurrió la mordedura? y ¿tenía usted permiso para estar allí? Según la ley de Washington, esas respuestas suelen importar más que los antecedentes del perro.',
      ],
      list: {
        items: [
          { title: 'Perros sin correa', text: 'En parques, en senderos y en las aceras del vecindario.' },
          { title: 'Perros que se escapan', text: 'Por cercas rotas, portones abiertos o puertas mal cerradas.' },
          {
            title: 'De visita en una casa',
            text: 'Un niño que juega en casa de un amigo o un invitado en una reunión familiar.',
          },
          {
            title: 'Trabajadores en plena labor',
            text: 'Repartidores, carteros, lectores de medidores y técnicos de reparación.',
          },
          { title: 'Ataques de un perro a otro', text: 'Un dueño mordido mientras protegía a su propia mascota.' },
        ],
      },
    },
    {
      heading: 'La ley de responsabilidad objetiva de Washington por mordeduras de perro',
      body: [
        'Washington no les da a los perros “una primera mordida gratis”. Según RCW 16.08.040, el dueño de un perro que muerde a alguien es responsable de los daños, sin importar si el perro había sido agresivo antes ni si el dueño sabía que podía morder. La ley se aplica cuando la persona mordida estaba en un lugar público o legalmente en una propiedad privada, incluida la propiedad del mismo dueño.',
        'Según RCW 16.08.050, usted está legalmente en una propiedad privada cuando está allí con el consentimiento expreso o implícito del dueño, y ese consentimiento no se presume cuando la propiedad está cercada o señalizada de manera razonable. Un invitado, un niño al que invitaron a jugar y, por lo general, un cartero o un repartidor que sigue un camino abierto hasta la puerta principal están allí con consentimiento; quien se trepa a una cerca o pasa junto a un letrero de “Prohibido el paso”, en general, no.',
        'La ley misma hace una excepción: según RCW 16.08.040(2), no se aplica al uso legal de un perro policía, es decir, un perro entrenado especialmente para labores policiales y usado por una agencia del orden público bajo el control de su guía (RCW 4.24.410).',
        'La defensa principal del dueño es la provocación. Según RCW 16.08.060, probar que la persona mordida provocó el ataque es una defensa completa, y es el dueño quien tiene que probarlo. Que el dueño diga “mi perro nunca había hecho esto” no es una defensa en Washington.',
        'No toda lesión causada por un perro es una mordedura. Si un perro lo tumbó o lo hizo correr hacia el tráfico, usted puede tener de todos modos un reclamo basado en la negligencia del dueño o en el comportamiento peligroso conocido del perro. Revisamos todas las vías legales.',
      ],
    },
    {
      heading: 'Qué hacer después de una mordedura de perro',
      body: [
        'Una mordedura de perro puede dar mucho miedo, sobre todo cuando un niño resulta herido. Estos pasos protegen su salud y el reclamo que tal vez necesite más adelante.',
        'Hasta una pequeña herida punzante se puede infectar, así que no deje de ir al médico solo porque la mordedura parezca leve.',
      ],
      list: {
        items: [
          {
            title: 'Póngase a salvo y reciba atención médica',
            text: 'Lave la herida y consulte a un médico o vaya a la sala de emergencias. Las mordeduras de perro tienen un riesgo alto de infección, y su médico evaluará el riesgo de rabia y de tétanos.',
          },
          {
            title: 'Identifique al perro y a su dueño',
            text: 'Pida el nombre, la dirección y el teléfono del dueño, y un comprobante de la vacuna antirrábica del perro.',
          },
          {
            title: 'Reporte la mordedura a control de animales',
            text: 'En Kent y en buena parte del condado de King, las mordeduras se reportan al servicio regional de control de animales del condado, Regional Animal Services of King County. El reporte deja un registro oficial y por lo general inicia una observación del perro durante 10 días por si tiene rabia.',
          },
          {
            title: 'Tome fotos de las lesiones',
            text: 'Tome fotos de inmediato y otra vez a medida que la herida sane. Las cicatrices cambian con el tiempo, y las fotos muestran la historia completa.',
          },
          {
            title: 'Hable con los testigos',
            text: 'Anote los nombres y teléfonos de todas las personas que vieron el ataque.',
          },
          {
            title: 'No firme nada que le envíe una aseguradora',
            text: 'La compañía de seguros del dueño puede llamarle pronto con una oferta. Hable primero con nosotros.',
          },
          {
            title: 'Llámenos para una consulta gratis',
            text: 'Le explicaremos sus derechos según la ley de Washington y nos encargaremos del reclamo ante la aseguradora.',
          },
        ],
      },
    },
    {
      heading: 'Mordeduras de perro a niños: lesiones en la cara y cicatrices',
      body: [
        'Para un niño pequeño, una mordedura de perro muchas veces es una lesión en la cara. Las mordeduras en las mejillas, los labios, la nariz y los párpados pueden requerir cirugía plástica, y es posible que el niño necesite procedimientos para corregir las cicatrices años después, a medida que crece.',
        'El daño no es solo físico. Muchos niños quedan con pesadillas, ansiedad y un miedo duradero a los perros. La terapia psicológica puede ayudar, y su costo forma parte del reclamo.',
        'Como la recuperación de un niño se desarrolla a lo largo de años, no nos apresuramos a llegar a un acuerdo. Trabajamos con los médicos para entender el tratamiento futuro, incluida la cirugía que quizás no se pueda hacer hasta que el niño deje de crecer. En Washington, los acuerdos de los menores por lo general los revisa y aprueba un tribunal para proteger los intereses del niño.',
      ],
    },
    {
      heading: 'Cuánto tiempo tiene para presentar un reclamo por mordedura de perro',
      body: [
        'En Washington, un reclamo por mordedura de perro en general debe presentarse como demanda dentro de los tres años siguientes a la mordedura, según RCW 4.16.080(2). Cuando pasa esa fecha, el reclamo puede perderse para siempre, por más clara que sea la responsabilidad del dueño.',
        'Cuando la persona mordida es un niño, RCW 4.16.190 en general suspende ese plazo hasta que cumpla 18 años. Aun así, esperar rara vez es buena idea. Las fotos de las heridas recientes, los recuerdos de los testigos y los registros de control de animales son más fáciles de reunir de inmediato, y las cicatrices de un niño en crecimiento se documentan mejor desde el principio.',
        'Actuar pronto también ayuda con el seguro. El aviso a la aseguradora del dueño, y los detalles de la póliza que vienen con él, determinan cómo se maneja el reclamo desde el principio.',
      ],
    },
    {
      heading: 'Por qué las víctimas de mordeduras de perro eligen nuestra firma',
      body: [
        'Muchos casos de mordeduras involucran a un vecino, un amigo o un familiar. Entendemos que eso puede resultar incómodo. Llevamos el reclamo con respeto y tratamos directamente con la compañía de seguros, para que usted no tenga que hacerlo.',
        'Nueve exfiscales de nuestro equipo saben reunir y presentar pruebas, desde el expediente de control de animales hasta lo que cuenta un vecino sobre cómo se comportaba el perro antes de la mordedura.',
        'Cada caso es distinto y no prometemos resultados, pero sí prometemos tratarlo a usted y a su familia con cuidado, también cuando el perro es de alguien que usted conoce.',
        `Llevamos los reclamos por mordeduras de perro con ${contingencyFeeEs()}. ${injuryCostsEs({ aside: 'como los expedientes médicos y el informe de un cirujano plástico sobre la atención futura' })}`,
      ],
    },
    {
      heading: 'La compensación después de una mordedura de perro',
      body: [
        'La mayoría de los reclamos por mordeduras de perro los paga el seguro de vivienda o de inquilino del dueño, no el dueño de su propio bolsillo. Eso muchas veces hace que las personas se sientan más tranquilas para seguir adelante, sobre todo cuando el dueño es alguien que conocen.',
        'Algunas pólizas limitan la cobertura para ciertas razas o para las mordeduras de perro en general. Cuando eso pasa, buscamos otra cobertura, como una póliza paraguas u otra persona que tenía al perro a su cargo.',
      ],
      list: {
        items: [
          {
            title: 'Atención médica',
            text: 'Tratamiento de emergencia, antibióticos, vacunas contra la rabia, puntos de sutura y cirugía.',
          },
          {
            title: 'Cirugía plástica y corrección de cicatrices',
            text: 'Incluidos los procedimientos futuros, que son comunes en las mordeduras en la cara.',
          },
          {
            title: 'Cicatrices y desfiguración',
            text: 'Compensación por los cambios permanentes en su apariencia.',
          },
          {
            title: 'Daño emocional',
            text: 'Ansiedad, pesadillas, miedo a los perros y el costo de la terapia psicológica.',
          },
          {
            title: 'Salarios perdidos',
            text: 'El tiempo sin trabajar, suyo o del padre o la madre que cuida a un niño.',
          },
          { title: 'Dolor y sufrimiento', text: 'El dolor físico y los trastornos en la vida diaria.' },
        ],
      },
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre mordeduras de perro',
    items: [
      {
        question: 'El perro nunca había mordido a nadie. ¿Es responsable el dueño de todos modos?',
        answer:
          'En la mayoría de los casos, sí. Según RCW 16.08.040, el dueño de un perro es responsable de una mordedura sin importar el comportamiento anterior del perro ni lo que el dueño sabía, siempre que usted estuviera en un lugar público o legalmente en una propiedad privada. Según RCW 16.08.050, eso significa estar allí con el consentimiento expreso o implícito del dueño, que no se presume cuando la propiedad está cercada o señalizada de manera razonable. La defensa principal del dueño es probar que usted provocó al perro (RCW 16.08.060), y la ley no cubre el uso legal de un perro policía (RCW 16.08.040(2)).',
      },
      {
        question: 'El perro es de un amigo. ¿Voy a tener que demandarlo a él personalmente?',
        answer:
          'En la mayoría de los casos, el reclamo lo paga el seguro de vivienda o de inquilino del dueño. Nosotros tratamos directamente con la compañía de seguros. Muchos clientes ven que así el proceso afecta mucho menos sus relaciones.',
      },
      {
        question: '¿Tengo que reportar la mordedura a control de animales?',
        answer:
          'Es muy recomendable. El reporte deja un registro oficial de la mordedura y ayuda a que se vigile al perro por si muestra señales de rabia. También puede mostrar si el perro tiene antecedentes de agresividad.',
      },
      {
        question: 'A mi hijo lo mordieron en la cara. ¿Qué debemos hacer?',
        answer:
          'Busque atención médica de inmediato y pregunte si un cirujano plástico debe ver la herida. Tome fotos a medida que sana y guarde todos los expedientes médicos. Llámenos para que podamos tomar en cuenta la atención futura, incluido el tratamiento de las cicatrices a medida que su hijo crece.',
      },
      {
        question: '¿Cuánto tiempo tengo para presentar un reclamo por mordedura de perro en Washington?',
        answer:
          'En general, tres años desde la fecha de la mordedura, según RCW 4.16.080(2). Si se trata de un niño, RCW 4.16.190 por lo general suspende el plazo hasta que cumpla 18 años. Aun así, es mejor actuar pronto, mientras se pueden fotografiar las heridas y es fácil identificar a la aseguradora del dueño.',
      },
      {
        question: '¿Me costará dinero contratar a su firma si el reclamo no prospera?',
        answer: `No. La consulta es gratis y trabajamos con ${contingencyFeeEs()}. ${injuryCostsEs()}`,
      },
    ],
  },
  closing: {
    heading: 'Hable hoy con un abogado de mordeduras de perro en Kent',
    body: 'Usted no debería pagar por el perro de otra persona. Llámenos o llene el formulario para una consulta gratis sobre la mordedura; no cobramos honorarios de abogado a menos que obtengamos una compensación para usted.',
  },
  structuredData: { serviceType: 'Abogado de mordeduras de perro' },
} as const satisfies WordsOf<typeof dogBite>;
