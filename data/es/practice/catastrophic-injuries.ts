// Spanish copy of the catastrophic injuries practice page (issue 15): the same sections, statutes,
// steps and accordion FAQ as data/practice/catastrophic-injuries.ts, written for Spanish-speaking
// clients and families, not translated word for word.
import type { catastrophicInjuries } from '../../practice/catastrophic-injuries';
import type { WordsOf } from '../../types';
import { injuryCostsEs } from '../injury-fee';

export const catastrophicInjuriesEs = {
  slug: 'abogado-lesiones-catastroficas',
  navLabel: 'Lesiones catastróficas',
  tile: { title: 'Lesiones catastróficas' },
  meta: {
    title: 'Abogado de lesiones catastróficas en Kent | Cerebro y médula',
    description:
      '¿Lesión cerebral, parálisis, amputación o quemaduras graves? Armamos su reclamo en Kent en torno a sus cuidados de por vida y sus ingresos. Consulta gratis.',
    keywords: [
      'abogado de lesiones catastróficas en Kent',
      'abogado de lesión cerebral traumática Washington',
      'abogado de lesión de médula espinal condado de King',
      'abogado de parálisis por accidente',
      'abogado de amputación por accidente',
      'abogado de quemaduras graves Kent',
      'plan de cuidados de por vida lesiones',
      'pérdida de capacidad de ganar dinero Washington',
    ],
  },
  hero: {
    headline: 'Abogados de lesiones catastróficas en Kent, para daños que cambian la vida',
    subheadline:
      'Una lesión cerebral, una parálisis, una amputación o una quemadura grave lo cambia todo de ahí en adelante. Armamos cada caso en torno a los cuidados, los ingresos y el futuro que usted ha perdido.',
  },
  body: [
    {
      heading: 'Qué hace que una lesión sea catastrófica',
      body: [
        'La mayoría de las lesiones sanan. Una lesión catastrófica es la que no sana, o no del todo: limita para siempre la manera en que una persona se mueve, piensa, trabaja o se cuida a sí misma. Muchas veces llega tras un choque a alta velocidad en la SR 167 o la I-5, una caída desde lo alto en una obra, un producto defectuoso o una agresión violenta, y muchas personas de Kent y del sur del condado de King reciben la primera atención en Harborview Medical Center, en Seattle, el centro de trauma de nivel I de la región.',
        'Lo que está en juego en lo legal también es distinto. Un reclamo por una lesión catastrófica no trata de la cuenta del hospital del mes pasado. Trata del costo de los cuidados durante décadas, de una carrera que quizá terminó y de una familia cuyos papeles cambiaron de la noche a la mañana. Llegar a un acuerdo demasiado pronto o por muy poco puede dejar a la persona lesionada sin los recursos que necesitará dentro de veinte años, y por eso estos casos piden una preparación cuidadosa y paciente.',
      ],
    },
    {
      heading: 'Lesión cerebral traumática',
      body: [
        'Una lesión cerebral traumática puede venir de un golpe en la cabeza o del movimiento violento hacia adelante y hacia atrás de un choque, aunque la cabeza no golpee nada. Las lesiones graves se notan en la sala de emergencias. Las moderadas y las llamadas leves a menudo pasan desapercibidas, porque una tomografía puede salir normal mientras la persona lucha durante meses con la memoria, la concentración, los dolores de cabeza, la sensibilidad a la luz, la irritabilidad o la depresión.',
        'Trabajamos con neurólogos, neuropsicólogos y especialistas en imágenes para documentar lo que cambió, con pruebas que miden la memoria y la velocidad de procesamiento y, cuando corresponde, con resonancias magnéticas avanzadas. También hablamos con quienes mejor conocen a la persona lesionada, porque los familiares y los compañeros de trabajo muchas veces describen el cambio de carácter y de capacidad con más claridad que cualquier expediente médico.',
      ],
    },
    {
      heading: 'Lesión de la médula espinal y parálisis',
      body: [
        'Un daño en la médula espinal puede causar paraplejia, que afecta las piernas y la parte baja del cuerpo, o tetraplejia, que afecta las cuatro extremidades. Una lesión completa acaba con la sensibilidad y el movimiento por debajo de la lesión, mientras que una incompleta deja alguna función que puede mejorar con rehabilitación intensiva. En cualquier caso, los efectos van mucho más allá de la movilidad: alcanzan la respiración, el control de la vejiga y del intestino, la salud de la piel, el dolor crónico y el riesgo de complicaciones de por vida.',
        'El costo de por vida de una lesión de médula espinal puede llegar a muchos millones de dólares cuando se suman el cuidado de un asistente, las sillas de ruedas y sus reemplazos, una casa y un vehículo adaptados y la terapia continua. Incluimos esos costos en el reclamo desde el principio, para que la persona lesionada no tenga que elegir entre sus cuidados y mantener un techo sobre su cabeza.',
      ],
    },
    {
      heading: 'Amputaciones y quemaduras graves',
      body: [
        'Perder una mano, un brazo, un pie o una pierna, ya sea en el choque mismo o en una cirugía posterior, significa años de ajustes de prótesis y de terapia. Las prótesis modernas pueden devolver mucha función, pero son caras, necesitan ajustes frecuentes y hay que reemplazarlas cada pocos años. El dolor del miembro fantasma, las heridas en la piel y el peso emocional de la pérdida también forman parte del daño.',
        'Las quemaduras graves por incendios de vehículos, accidentes eléctricos, explosiones y productos defectuosos muchas veces requieren atención en una unidad especializada, como el centro regional de quemados de Harborview, seguida de injertos de piel, cirugías reconstructivas y un manejo de las cicatrices a largo plazo. Quienes sobreviven a una quemadura enfrentan con frecuencia infecciones, contracturas que limitan el movimiento, sensibilidad al calor y al sol, y cicatrices visibles que afectan cómo viven y trabajan.',
      ],
    },
    {
      heading: 'Pasos después de una lesión catastrófica',
      body: [
        'Cuando ocurre una lesión cerebral o de la médula espinal, casi siempre es la familia la que carga con las primeras semanas, muchas veces desde una sala de espera del hospital. Ninguno de estos pasos tiene que darse a solas, y la mayoría puede esperar hasta que la persona esté estable. Protegen tanto la recuperación como el reclamo que tendrá que pagarla.',
      ],
      list: {
        items: [
          'Siga el plan de tratamiento y no falte a ninguna cita; las interrupciones en la atención son lo primero que señala una aseguradora. Pida al hospital el resumen del alta y lleve una lista al día de cada médico, terapeuta y centro de atención, para poder reunir después los expedientes médicos.',
          'Lleve un diario breve de los síntomas, de lo que la persona puede y no puede hacer, y de los cambios de ánimo o de memoria. Después de una lesión cerebral, quienes están cerca suelen notar cambios que la persona lesionada no ve.',
          'Active los beneficios que pagan desde ya. Después de un choque de vehículo, eso significa la protección contra lesiones personales (PIP) de su propia póliza de auto; después de una lesión en el trabajo, un reclamo ante el Departamento de Trabajo e Industrias (L&I). El seguro médico o Apple Health cubren lo que esos beneficios no cubren, y conviene solicitar pronto la discapacidad del Seguro Social, porque las decisiones tardan meses.',
          'Pida al equipo de rehabilitación que ponga por escrito lo que espera que la persona necesite: terapia, equipo, un asistente y cambios en la casa. Sus recomendaciones serán la base del plan de cuidados de por vida que medirá el reclamo.',
          'Si la persona lesionada no puede manejar sus propios asuntos, hable con nosotros sobre quién puede decidir por ella. Un poder notarial duradero firmado mientras todavía tenía capacidad puede bastar; si no, un tribunal puede nombrar a un tutor o a un curador según el capítulo 11.130 RCW. Un acuerdo para un menor de edad, o para un adulto que no tiene capacidad, generalmente necesita la aprobación de un tribunal.',
          'No firme un finiquito, una autorización médica amplia ni un acuerdo con la aseguradora del responsable, y no dé una declaración grabada, antes de recibir asesoría. Un finiquito firmado en las primeras semanas cierra el reclamo antes de que alguien sepa cuánto costará la lesión.',
          'Guarde las pruebas: fotografías del lugar y de las lesiones, el vehículo, el casco o el equipo dañado, y los nombres de los testigos. Después llámenos, para que enviemos cartas exigiendo que se conserven las pruebas antes de que se borren los videos y los datos del vehículo.',
        ],
      },
    },
    {
      heading: 'El plan de cuidados de por vida: ponerle cifras al futuro',
      body: [
        'Un plan de cuidados de por vida es un pronóstico detallado, con base médica, de todo lo que una persona lesionada necesitará por el resto de su vida y de lo que costará. Por lo general lo prepara un planificador certificado junto con los médicos tratantes, y luego un economista calcula su valor presente. En un caso grave, muchas veces es la prueba más importante sobre los daños.',
        'Las aseguradoras rara vez reconocen estos costos por su cuenta. Contratamos desde temprano a planificadores calificados, nos aseguramos de que el plan refleje las recomendaciones de los médicos tratantes y lo preparamos para que resista el contrainterrogatorio en un juicio.',
      ],
      list: {
        items: [
          'Futuras cirugías, hospitalizaciones, medicamentos y consultas con especialistas',
          'Terapia física, ocupacional, del habla y cognitiva',
          'Un asistente en casa o atención en un centro residencial',
          'Sillas de ruedas, prótesis y equipo médico, con sus calendarios de reemplazo',
          'Adaptaciones de la casa y del vehículo para la accesibilidad',
        ],
      },
    },
    {
      heading: 'La pérdida de la capacidad de ganar dinero en el futuro',
      body: [
        'La ley de Washington compensa no solo los salarios que usted ya perdió, sino también la pérdida de su capacidad de ganar dinero en el futuro. La pregunta es cuánto habría podido ganar a lo largo de su vida laboral sin la lesión, comparado con lo que de verdad puede ganar ahora. Eso pesa más en los jóvenes, los estudiantes y quienes empiezan en un oficio, cuyo sueldo de hoy no refleja hacia dónde iba su carrera.',
        'Probamos esta pérdida con peritos vocacionales, que evalúan qué trabajo sigue siendo posible, y con economistas, que toman en cuenta los aumentos, las prestaciones, los aportes para la jubilación y los servicios del hogar. Un operador de torno que ya no puede estar de pie frente a la máquina, o una enfermera que ya no puede levantar pacientes, puede tener una pérdida que vale mucho más que cualquier reclamo por salarios pasados.',
      ],
    },
    {
      heading: 'Medicaid, Medicare y los derechos de reembolso médico',
      body: [
        'Cuando alguien más pagó su tratamiento, puede tener derecho a que se le reembolse de lo que usted recupere. Apple Health, el programa de Medicaid de Washington que administra la Autoridad de Atención Médica del estado, Medicare, los planes de salud privados y el Departamento de Trabajo e Industrias, en las lesiones de trabajo, pueden presentar estos reclamos de reembolso. Ignorarlos puede poner en riesgo un acuerdo y también los beneficios futuros.',
        'Muchas veces estos reclamos se pueden reducir. La ley federal por lo general limita lo que recupera Medicaid a la parte del acuerdo que corresponde a gastos médicos, y la regla de Washington de la indemnización completa puede limitar el reembolso de algunas aseguradoras hasta que la persona lesionada haya sido compensada por completo, aunque los planes autofinanciados de los empleadores, que se rigen por la ley federal ERISA, pueden seguir otras reglas. Revisamos cada reclamo de reembolso en busca de cobros que no tienen que ver con la lesión y negociamos el saldo a la baja.',
        'Para los clientes que dependen de Medicaid o de la Seguridad de Ingreso Suplementario (SSI), un pago único puede afectar su elegibilidad. Lo planeamos antes del acuerdo, junto con abogados especializados en planificación, con herramientas como un fideicomiso para necesidades especiales, una cuenta ABLE o un acuerdo estructurado, para que la compensación se sume a los beneficios en lugar de reemplazarlos.',
      ],
    },
    {
      heading: 'El plazo de tres años para presentar la demanda',
      body: [
        'En Washington, una demanda por una lesión catastrófica generalmente debe presentarse dentro de los tres años siguientes a la lesión, según la RCW 4.16.080(2). Para un niño, ese plazo por lo general espera hasta que cumpla dieciocho años (RCW 4.16.190). La misma ley puede detenerlo para un adulto cuya lesión lo deja incapaz de entender la naturaleza de un proceso judicial, pero si se aplica o no lo decide un tribunal, y ninguna familia debería contar con ello.',
        'Un reclamo contra una ciudad, un condado u otro gobierno local necesita primero un reclamo por escrito según la RCW 4.96.020, y uno contra el estado, según el capítulo 4.92 RCW; después de cada uno hay que esperar 60 días antes de presentar la demanda. Una lesión causada por una atención médica sigue los plazos propios de la RCW 4.16.350.',
        'Los casos catastróficos llevan tiempo de preparación, porque el panorama completo de una lesión quizá no se aclare hasta que el tratamiento se estabilice. Empezar pronto protege pruebas como los datos del vehículo, los videos de vigilancia y la memoria de los testigos, y deja margen para armar bien el caso antes del plazo.',
      ],
    },
    {
      heading: 'Por qué las personas lesionadas eligen nuestra firma',
      body: [
        'Los casos catastróficos son exigentes y costosos de preparar, y las aseguradoras se defienden con fuerza. Nuestros abogados aportan a ese trabajo más de 150 años de experiencia combinada, y nuestro socio director, reconocido como Super Lawyer cada año desde 2019, tiene más de 15 años de experiencia.',
        'Contratamos desde temprano a planificadores de cuidados de por vida, peritos vocacionales y economistas, y adelantamos lo que cuestan, para que las necesidades de la persona lesionada las midan profesionales capacitados para declarar sobre ellas. La primera consulta es gratuita, así que usted puede saber en qué situación está antes de decidir nada.',
      ],
    },
    {
      heading: 'La compensación en un caso de lesión catastrófica',
      body: [
        'Washington no pone un tope a la indemnización por dolor y sufrimiento en los casos de lesiones, así que un jurado puede valorar todo el costo humano de una lesión que cambia la vida. Cada una de estas pérdidas forma parte del reclamo:',
      ],
      list: {
        items: [
          { title: 'Gastos médicos', text: 'El tratamiento pasado y futuro, la rehabilitación y todo el plan de cuidados de por vida.' },
          { title: 'Ingresos perdidos', text: 'Los salarios ya perdidos y la pérdida de la capacidad de ganar dinero en el futuro.' },
          {
            title: 'Dolor y sufrimiento',
            text: 'El dolor crónico, la frustración de haber perdido la independencia y los placeres cotidianos que una lesión así le quita a una persona.',
          },
          { title: 'Desfiguración y discapacidad', text: 'Las cicatrices, la amputación y la pérdida de funciones del cuerpo.' },
          { title: 'Pérdida de compañía y afecto', text: 'El daño a un cónyuge o a un hijo cuya relación con la persona lesionada ha cambiado.' },
        ],
      },
      after: [
        'Presentamos estas pérdidas por medio de las personas que viven con ellas todos los días, con el respaldo del testimonio médico, del plan de cuidados de por vida y del análisis económico, para que una oferta de acuerdo o un veredicto reflejen todo lo que se ha perdido.',
        'Ante un reclamo tan grande, las aseguradoras suelen alegar que la persona lesionada tuvo parte de la culpa: no llevaba casco, iba demasiado rápido, no estaba mirando. La ley de culpa comparativa pura (RCW 4.22.005) de Washington por lo general reduce la indemnización en el porcentaje de culpa de la persona lesionada en lugar de anularla, así que con el 30% de la culpa se recupera de todos modos el 70% de los daños. Las dos principales prohibiciones legales acaban con el reclamo por completo. La RCW 5.40.060 lo impide cuando la persona lesionada estaba bajo los efectos del alcohol o de drogas, esa condición fue una causa próxima de la lesión (una causa directa, sin la cual la lesión no habría ocurrido) y su parte de la culpa es de más del 50%; la RCW 4.24.420 lo impide cuando estaba cometiendo un delito grave que fue una causa próxima de la lesión. La asunción del riesgo y, para una lesión en el trabajo, la compensación laboral (título 51 RCW) también pueden limitar o impedir un reclamo.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas sobre lesiones catastróficas',
    items: [
      {
        question: '¿Qué se considera una lesión catastrófica?',
        answer:
          'En general, una lesión que afecta para siempre la capacidad de una persona de trabajar o de vivir con independencia. Las lesiones cerebrales traumáticas, las lesiones de la médula espinal y la parálisis, las amputaciones y las quemaduras graves son los ejemplos más comunes. También pueden serlo los daños graves a la vista, al oído o a los órganos internos.',
      },
      {
        question: '¿Cuánto vale mi caso de lesión catastrófica?',
        answer:
          'Cada caso es distinto, y ningún abogado honesto puede prometerle una cifra al principio. El valor depende del costo de los cuidados de por vida, de la pérdida de la capacidad de ganar dinero, de la gravedad del dolor y de la discapacidad, del seguro disponible y de cómo se reparte la culpa. Por lo general hacen falta un plan de cuidados de por vida y un análisis económico antes de poder conocer una cifra justa.',
      },
      {
        question: '¿Debo aceptar una oferta de acuerdo temprana?',
        answer:
          'Casi nunca tan pronto. Una oferta hecha antes de que los médicos puedan decir lo que la lesión va a necesitar por el resto de la vida es una apuesta a favor de la aseguradora, y una vez firmado el finiquito ya no se puede reclamar nada más. Por lo general hace falta un plan de cuidados de por vida antes de poder juzgar cualquier oferta.',
      },
      {
        question: '¿Medicaid o mi seguro médico se quedarán con parte de mi acuerdo?',
        answer:
          'Pueden tener derecho a que se les reembolse la atención relacionada con la lesión, pero muchas veces esos reclamos se pueden reducir. Revisamos cada reclamo de reembolso, impugnamos los cobros que no tienen relación con la lesión y planeamos el acuerdo para proteger beneficios necesarios como Apple Health o la SSI.',
      },
      {
        question: '¿Cuánto tiempo tengo para presentar un reclamo por una lesión catastrófica?',
        answer:
          'Generalmente tres años desde la lesión, según la RCW 4.16.080(2), con un reclamo por escrito y una espera de 60 días antes si el responsable es un organismo de gobierno. La RCW 4.16.190 puede detener el plazo para un niño y, a veces, para un adulto al que la lesión dejó incapaz de entender un proceso judicial, pero no cuente con ello sin asesoría.',
      },
      {
        question: '¿Quién paga los peritos que necesita un caso de lesión catastrófica?',
        answer: `Nosotros los pagamos por adelantado. Trabajamos con honorarios de contingencia: no cobramos honorarios de abogado a menos que obtengamos una compensación para usted, y se pagan de esa compensación. Los planificadores de cuidados de por vida, los economistas y los expedientes médicos son costos del caso que pagamos a medida que avanza. ${injuryCostsEs()}`,
      },
    ],
  },
  closing: {
    heading: 'Planee el futuro que usted merece',
    body: 'Una lesión catastrófica afecta cada parte de la vida, y su caso debe tenerla en cuenta entera. Llámenos o reserve una consulta gratuita, y traiga sus preguntas sobre los cuidados, el dinero y los años que vienen.',
  },
  structuredData: {
    serviceType: 'Abogado de lesiones catastróficas',
  },
} as const satisfies WordsOf<typeof catastrophicInjuries>;
