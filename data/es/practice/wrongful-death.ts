// Spanish copy of the wrongful death practice page (issue 15): the same sections, statutes, steps
// and FAQ as data/practice/wrongful-death.ts, written for Spanish-speaking families, not translated
// word for word. Like the English page: no success rates or reviews here.
import type { wrongfulDeath } from '../../practice/wrongful-death';
import type { WordsOf } from '../../types';
import { injuryCostsEs } from '../injury-fee';

export const wrongfulDeathEs = {
  slug: 'abogado-muerte-por-negligencia',
  navLabel: 'Muerte por negligencia',
  tile: { title: 'Muerte por negligencia' },
  meta: {
    title: 'Abogado de muerte por negligencia en Kent | Apoyo a familias',
    description:
      '¿Perdió a un ser querido por la negligencia de otra persona en Kent? Guiamos a su familia con respeto en el reclamo por muerte injusta. Consulta gratis.',
    keywords: [
      'abogado de muerte por negligencia en Kent',
      'abogado de muerte injusta Washington',
      'RCW 4.20.010 muerte por negligencia',
      'reclamo de supervivencia Washington',
      'demanda por muerte injusta condado de King',
      'abogado de accidente fatal Kent',
      'representante personal de la sucesión',
      'indemnización por muerte de un familiar Washington',
    ],
  },
  hero: {
    headline: 'Abogados de muerte por negligencia en Kent, al lado de las familias en duelo',
    subheadline:
      'Cuando el descuido de otra persona le quita a alguien que usted ama, su familia merece respuestas y que el responsable rinda cuentas. Nosotros llevamos el trabajo legal con cuidado para que ustedes puedan acompañarse unos a otros.',
    // Beside the hero's stars, as in English: for a grieving family, where the reviews are, not how many.
    ratingLine: 'Reseñas en Google de clientes y familias a quienes hemos acompañado',
  },
  // The English page's own video: the firm's practice video is about injuries.
  video: {
    title: 'Qué esperar cuando una familia presenta un reclamo por muerte por negligencia (en inglés)',
    heading: 'Video: Qué esperar cuando una familia presenta un reclamo por muerte por negligencia (en inglés)',
  },
  body: [
    {
      heading: 'Cuando una pérdida nunca debió ocurrir',
      body: [
        'Nada prepara a una familia para una muerte repentina. Las primeras semanas se llenan de trámites del funeral, llamadas a los parientes y cuentas que siguen llegando, y muchas familias cargan además con una pregunta dolorosa: ¿se pudo haber evitado? Si la muerte la causó un conductor descuidado, un error médico, un lugar de trabajo inseguro o el acto deliberado de alguien, la ley de Washington le da a la familia un camino para exigir que esa persona o esa empresa responda.',
        'El reclamo por muerte por negligencia es un caso civil, aparte de cualquier acusación penal. No depende de que la policía arreste a nadie ni de que la fiscalía presente cargos, y se decide con un nivel de prueba más bajo. Su propósito es reponer, hasta donde el dinero puede hacerlo, el sustento económico y la compañía que su familia ha perdido, y hacer que los responsables respondan por lo que hicieron.',
        'Sabemos que ninguna demanda le devolverá a su ser querido. Lo que sí podemos hacer es quitarle a su familia el peso legal de encima, explicarle cada paso con palabras sencillas y buscar la compensación completa que permite la ley mientras ustedes viven su duelo.',
      ],
    },
    {
      heading: 'Causas comunes de los reclamos por muerte por negligencia',
      intro: [
        'Los casos de muerte por negligencia nacen de muchos tipos de hechos. Estas son las categorías que nuestros abogados ven con más frecuencia en Kent, en el resto del condado de King y en el condado de Pierce.',
      ],
      caption: 'Categorías de reclamos por muerte por negligencia y ejemplos de cada una',
      columns: ['Categoría', 'Ejemplos'],
      rows: [
        [
          'Accidentes de tránsito',
          'Conductores ebrios, distraídos o con exceso de velocidad en la SR 167, la I-5 o la SR 516; choques con camiones comerciales; peatones y ciclistas atropellados en el cruce peatonal',
        ],
        [
          'Negligencia médica',
          'Diagnóstico omitido o tardío de un derrame cerebral, una sepsis o un cáncer; errores de cirugía o de anestesia; errores con medicamentos; falta de vigilancia de un paciente',
        ],
        [
          'Accidentes de trabajo',
          'Caídas desde techos o andamios, derrumbes de zanjas, accidentes con montacargas y grúas, y fallas de equipo en almacenes y obras de construcción',
        ],
        [
          'Productos defectuosos',
          'Bolsas de aire, frenos o llantas que fallan; dispositivos médicos y medicamentos peligrosos; calentadores, baterías y aparatos que se incendian',
        ],
        [
          'Propiedades peligrosas',
          'Ahogamientos en piscinas sin cerca, caídas por escaleras o balcones rotos, incendios en apartamentos sin detectores de humo que funcionen y fugas de monóxido de carbono',
        ],
        [
          'Daño intencional',
          'Agresiones y tiroteos, incluidos los reclamos contra el dueño de una propiedad o un negocio cuya seguridad negligente hizo posible el ataque',
        ],
      ],
    },
    {
      heading: 'Pasos para su familia en las primeras semanas después de una muerte',
      body: [
        'El duelo deja poco espacio para el papeleo, y nada de esto tiene que hacerse el primer día. Estos son los pasos que protegen un futuro reclamo, más o menos en el orden en que las familias se encuentran con ellos. Si alguno le parece demasiado, díganoslo y nosotros nos encargamos.',
      ],
      list: {
        items: [
          'Pida varias copias certificadas del acta de defunción, por medio de la funeraria o de la oficina de registros vitales del condado. El banco, las aseguradoras y el tribunal van a pedir cada uno la suya.',
          'Solicite el informe del médico forense y los resultados de la autopsia, si la hubo, y el informe de la policía o de la Patrulla Estatal de Washington sobre el choque o el incidente. Anote el número de caso de cada uno.',
          'Guarde cada cuenta y cada recibo que la muerte ha traído: el funeral y el entierro, la ambulancia y el hospital, y los viajes de los familiares. Basta con una carpeta, o con una caja de zapatos.',
          'Si la muerte siguió a un choque de vehículo, averigüe si la póliza de auto de su ser querido incluía protección contra lesiones personales (PIP). Salvo que se haya rechazado por escrito, la PIP generalmente incluye un beneficio modesto para gastos funerarios.',
          'No firme un finiquito, no cobre un cheque ni dé una declaración grabada a la aseguradora de la otra parte antes de recibir asesoría. Los ajustadores suelen llamar a los pocos días, y un finiquito firmado puede poner fin al reclamo.',
          'Hablen en familia sobre la sucesión. Según el capítulo 11.28 RCW, el tribunal superior nombra a un representante personal: el albacea designado en el testamento o, si no lo hay, generalmente primero el cónyuge o la pareja doméstica registrada en el estado que sobrevive, y después los hijos, los padres y los hermanos, en ese orden.',
          'Conserve lo que pueda: fotografías, mensajes de texto, el vehículo o el producto dañado, la ropa y los nombres de quienes vieron lo ocurrido. Pida que nada se repare, se venda ni se tire.',
          'Llámenos cuando su familia esté lista. Podemos pedir los expedientes, enviar cartas para que se conserven las pruebas y abrir la sucesión, de modo que los plazos queden protegidos mientras su familia vive su duelo.',
        ],
      },
    },
    {
      heading: 'Las leyes de Washington sobre muerte por negligencia y supervivencia',
      body: [
        'Washington trata una lesión mortal como dos tipos de reclamo, que casi siempre se presentan juntos en una sola demanda. Las leyes de muerte por negligencia compensan a la familia por lo que la muerte le ha quitado. Las leyes de supervivencia mantienen vivo el reclamo que su ser querido habría podido presentar si hubiera vivido, incluido lo que sufrió entre la lesión y la muerte.',
        'Las reformas vigentes desde el 28 de julio de 2019 cambiaron ambas. Cuando no hay cónyuge, pareja doméstica registrada ni hijos, los padres y los hermanos ahora son beneficiarios sin tener que demostrar que dependían económicamente de la persona ni que vivían en los Estados Unidos. Y las dos leyes de supervivencia dicen ahora que el representante personal puede recuperar el dolor y el sufrimiento, la ansiedad, la angustia emocional y la humillación que vivió la persona fallecida, en nombre de los beneficiarios que señala la RCW 4.20.020.',
      ],
      list: {
        items: [
          {
            title: 'RCW 4.20.010',
            text: 'Permite un reclamo cuando una muerte es causada por el acto ilícito, la negligencia o el incumplimiento de otra persona, y lo presenta el representante personal de la sucesión de quien murió.',
          },
          {
            title: 'RCW 4.20.020',
            text: 'Dice para quién es el reclamo: primero el cónyuge o la pareja doméstica registrada en el estado y los hijos, incluidos los hijastros; si no los hay, los padres y los hermanos. El jurado otorga la indemnización que le parezca justa según todas las circunstancias.',
          },
          {
            title: 'RCW 4.20.046',
            text: 'Es la ley general de supervivencia: los reclamos que tenía la persona al morir pasan al representante personal. Las pérdidas económicas se recuperan para la sucesión; el sufrimiento de la persona se recupera para los beneficiarios de la RCW 4.20.020.',
          },
          {
            title: 'RCW 4.20.060',
            text: 'Evita que un reclamo por lesiones se extinga cuando la lesión causa la muerte, si la persona deja cónyuge, pareja, hijos, padres o hermanos, y permite que el representante personal lo siga en nombre de ellos.',
          },
        ],
      },
    },
    {
      heading: 'Quién presenta el reclamo y a quién beneficia',
      body: [
        'En Washington, un familiar no presenta el caso de muerte por negligencia a su propio nombre. Lo presenta el representante personal de la sucesión, aunque la persona no haya dejado ningún bien. Podemos ayudar a su familia a pedir ese nombramiento al Tribunal Superior del condado de King o del condado de Pierce para que el reclamo pueda avanzar.',
        'El representante personal actúa por los beneficiarios, y lo que se recupere por sus pérdidas, y por el sufrimiento de la persona que murió, se les paga a ellos y no a los acreedores de la sucesión. Solo las pérdidas económicas propias de la sucesión, como las últimas cuentas médicas, pasan por la sucesión. Los padres de un hijo que muere también pueden tener un reclamo propio según la RCW 4.24.010, que desde 2019 depende de que el padre o la madre haya participado de manera significativa en la vida del hijo, y no del sustento económico.',
      ],
    },
    {
      heading: 'La indemnización que pueden recibir las familias',
      body: [
        'Washington no le pone un precio fijo a una vida ni un tope a esta indemnización. El jurado escucha quién era su ser querido, lo que hacía por las personas que lo rodeaban y lo que su ausencia significa ahora y en los años que vienen. Una parte de la indemnización compensa a los familiares por sus propias pérdidas, otra pertenece a la sucesión, y otra refleja lo que sufrió su ser querido, pero se recupera para la familia.',
      ],
      list: {
        items: [
          {
            title: 'El sustento económico perdido',
            text: 'Los ingresos, las prestaciones y la ayuda con los gastos de la casa que la persona habría dado a la familia durante el resto de su vida laboral.',
          },
          {
            title: 'La pérdida del amor y la compañía',
            text: 'Lo que un cónyuge, una pareja o un hijo, y, cuando son ellos los beneficiarios, un padre, una madre o un hermano, ha perdido en cuidado, consejo y compañía.',
          },
          {
            title: 'La pérdida de servicios',
            text: 'El cuidado de los niños, la cocina, las reparaciones, los viajes en auto y todo el trabajo diario que la persona hacía por el hogar.',
          },
          {
            title: 'Las pérdidas económicas de la sucesión',
            text: 'Las cuentas médicas de la última lesión, los gastos del funeral y del entierro, los ingresos perdidos antes de la muerte y los ahorros netos que la persona probablemente habría reunido a lo largo de una vida normal.',
          },
          {
            title: 'El sufrimiento antes de la muerte',
            text: 'El dolor y el sufrimiento, la ansiedad, la angustia emocional y la humillación que vivió su ser querido entre la lesión y la muerte, que el representante personal recupera en nombre de los beneficiarios de la RCW 4.20.020 y no como un bien de la sucesión.',
          },
        ],
      },
      after: [
        'A veces las aseguradoras alegan que la persona que murió tuvo parte de la culpa. La culpa que cuenta es la de la persona fallecida: la RCW 4.22.020 la aplica al reclamo por muerte por negligencia y, según la ley de culpa comparativa pura (RCW 4.22.005), por lo general reduce la indemnización en ese porcentaje en lugar de impedirla. Si se determina que su ser querido tuvo el 30% de la culpa, la familia puede recuperar de todos modos el 70% de los daños. Las dos principales prohibiciones legales impiden el reclamo por completo: la RCW 5.40.060, cuando la persona que murió estaba bajo los efectos del alcohol o de drogas, esa condición fue una causa próxima de la muerte (una causa directa, sin la cual la muerte no habría ocurrido) y su parte de la culpa fue de más del 50%; y la RCW 4.24.420, cuando estaba cometiendo un delito grave que fue una causa próxima de la muerte.',
      ],
    },
    {
      heading: 'Plazos para los reclamos por muerte por negligencia y de supervivencia',
      body: [
        'El reclamo por muerte por negligencia generalmente debe presentarse dentro de los tres años siguientes a la fecha de la muerte, según la RCW 4.16.080(2). Un tribunal casi siempre desestima un caso presentado tarde, por fuerte que sea. Como el reclamo le pertenece al representante personal, la edad de un beneficiario menor de edad generalmente no detiene ese plazo. El reclamo de supervivencia puede correr con un reloj anterior: es el propio reclamo por lesiones de su ser querido, así que sus tres años pueden empezar el día de la lesión y no el día de la muerte. Cuando alguien vive semanas o meses después de un choque o de un error médico, el tiempo que queda para esa parte del caso puede ser más corto de lo que la familia espera.',
        'Algunos reclamos agregan pasos antes de la demanda. Un reclamo contra una ciudad, un condado, un distrito escolar u otro gobierno local exige un reclamo por escrito según la RCW 4.96.020, y uno contra el Estado de Washington, según el capítulo 4.92 RCW; en ambos casos la demanda no puede presentarse hasta 60 días después de entregado el reclamo. Una muerte que sigue a una atención médica tiene sus propias reglas de plazos según la RCW 4.16.350 y el capítulo 7.70 RCW. Los datos del vehículo, los videos y la memoria de los testigos se pierden mucho antes de cualquier plazo, así que conviene hablar pronto con un abogado, aunque su familia todavía no esté lista para decidir nada.',
      ],
    },
    {
      heading: 'Cómo acompañamos a las familias en duelo',
      body: [
        'Las familias nos dicen que lo más difícil es no saber qué viene después. Le explicamos cada etapa antes de que llegue, mantenemos informada a su familia sin pedirle que reviva el día en que ocurrió y avanzamos a un ritmo que respeta a su familia. Nueve exfiscales de nuestro equipo saben cómo investigan la policía y la fiscalía un choque mortal, y cómo usar ese expediente, y cualquier condena, en el caso civil de la familia.',
      ],
      list: {
        items: [
          'Escuchamos a su familia, respondemos sus preguntas y le explicamos sus opciones en una consulta gratuita.',
          'Ayudamos a abrir la sucesión y a que se nombre a un representante personal.',
          'Investigamos: expedientes policiales y médicos, reconstrucción por peritos, entrevistas con testigos y las pólizas de seguro que existan.',
          'Documentamos cada pérdida y negociamos con las aseguradoras, y preparamos el juicio si no se ofrece un acuerdo justo.',
        ],
      },
    },
  ],
  faq: {
    heading: 'Preguntas que nos hacen las familias sobre la muerte por negligencia',
    items: [
      {
        question: '¿Cuánto tiempo tiene nuestra familia para presentar un reclamo por muerte por negligencia en Washington?',
        answer:
          'Generalmente tres años desde la fecha de la muerte, según la RCW 4.16.080(2). El plazo de la parte de supervivencia pudo haber empezado el día de la lesión, y un reclamo contra un organismo de gobierno necesita primero un reclamo por escrito y una espera de 60 días antes de la demanda. Hable pronto con nosotros y calcularemos las fechas que se aplican a su familia.',
      },
      {
        question: '¿Quién puede presentar una demanda por muerte por negligencia?',
        answer:
          'La demanda por muerte por negligencia en sí la presenta el representante personal de la sucesión. Por lo general es el albacea que nombra el testamento o, si no hay testamento, un familiar cercano que designa el tribunal. El representante personal presenta el caso en nombre del cónyuge o la pareja doméstica registrada y los hijos o, si no los hay, de los padres y los hermanos. Los padres de un hijo que murió también pueden presentar un reclamo propio según la RCW 4.24.010.',
      },
      {
        question: '¿Pueden recibir algo los padres o los hermanos si no dependían económicamente de la persona?',
        answer:
          'Sí. Desde las reformas de 2019, los padres y los hermanos pueden ser beneficiarios sin demostrar dependencia económica y vivan donde vivan, siempre que no sobreviva un cónyuge, una pareja doméstica registrada ni un hijo.',
      },
      {
        question: '¿Un caso penal afecta nuestro reclamo por muerte por negligencia?',
        answer:
          'Son dos casos distintos. El reclamo civil puede avanzar haya o no cargos o condena contra alguien, y usa un nivel de prueba más bajo. Eso sí, una condena puede ser una prueba muy fuerte en el caso civil.',
      },
      {
        question: '¿Y si nuestro ser querido murió en un accidente de trabajo?',
        answer:
          'En Washington, el seguro de compensación para trabajadores suele pagar beneficios a los sobrevivientes por medio de L&I y, por lo general, impide demandar al empleador, salvo que el empleador haya tenido la intención deliberada de causar la lesión. Aun así, se puede presentar un reclamo contra otros cuya negligencia contribuyó, como el fabricante de un equipo, un contratista general o el dueño de una propiedad.',
      },
      {
        question: '¿Cuánto le costará a nuestra familia presentar un reclamo?',
        answer: `Nada por hablar con nosotros, y nada por adelantado. Trabajamos con honorarios de contingencia: no cobramos honorarios de abogado a menos que obtengamos una compensación para su familia, y los honorarios se pagan de esa compensación. También pagamos por adelantado los costos del caso, como expedientes, peritos y tarifas de presentación ante el tribunal. ${injuryCostsEs({ forWhom: 'su familia' })}`,
      },
    ],
  },
  closing: {
    heading: 'Déjenos cargar con el peso legal',
    body: 'Cuando su familia esté lista, llámenos o pida una consulta gratuita. Escucharemos a su familia, le explicaremos quién puede presentar el reclamo y hasta cuándo, y le diremos con franqueza lo que pensamos.',
  },
  structuredData: {
    serviceType: 'Abogado de muerte por negligencia',
    rich: {
      serviceTypes: [
        'Reclamos por muerte por negligencia',
        'Reclamos de supervivencia',
        'Choques mortales de auto y de camión',
        'Muerte por negligencia médica',
        'Reclamos por muertes en el trabajo',
        'Muerte causada por productos defectuosos',
      ],
      areasServed: ['Kent', 'Seattle', 'Tacoma', 'Olympia', 'Port Orchard', 'Auburn', 'Renton', 'Federal Way'],
    },
  },
} as const satisfies WordsOf<typeof wrongfulDeath>;
