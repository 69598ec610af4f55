// Spanish copy of the theft page (data/criminal/theft.ts), for the /es/ pages of issue 15. Written
// for Spanish-speaking readers rather than translated word for word; the degrees by value under
// chapter 9A.56 RCW, the other statutes, the claims and the fee terms (RPC 1.5(d)(2): no fee that
// depends on the outcome) are the English page's. "Robo" is the word a Spanish speaker searches
// for; the first section says it needs no force, as the English "theft" does not.
import type { theft } from '../../criminal/theft';
import type { WordsOf } from '../../types';

export const theftEs = {
  slug: 'abogado-cargos-de-robo',
  navLabel: 'Cargos de robo',
  card: '¿Lo detuvieron por robo en una tienda, o lo acusan de tomar dinero en el trabajo? Cómo el valor de lo que se tomó fija el cargo, y qué significa la carta de la tienda.',
  meta: {
    title: 'Abogado de robo y hurto en tiendas en Kent, WA | Exfiscal',
    description:
      '¿Lo acusan de robo o de hurto en una tienda en Kent, WA? Un exfiscal defiende cargos de robo de primer, segundo y tercer grado. Consulta gratis y confidencial.',
    keywords: [
      'abogado de robo en Kent',
      'abogado de robo en tiendas Kent WA',
      'hurto en tienda abogado Washington',
      'robo en tercer grado Washington',
      'RCW 9A.56',
      'robo en tiendas con circunstancias especiales',
      'carta de cobro por robo en tienda Washington',
      'robo Kent Municipal Court',
    ],
  },
  hero: {
    headline: '¿Lo acusan de robo o de hurto en una tienda en Kent? Un error no tiene por qué definirlo.',
    subheadline:
      'Una condena por robo se considera un delito de deshonestidad, y puede perseguirlo en cada solicitud de empleo. Un exfiscal puede ayudarle a mantenerla fuera de su historial.',
  },
  body: [
    {
      heading: 'Qué es el robo según la ley de Washington',
      body: [
        'Washington define el robo de manera amplia en RCW 9A.56.020. Incluye tomar o quedarse con bienes o servicios de otra persona sin permiso, obtenerlos con engaños y quedarse con bienes que usted encontró o que le entregaron por error, siempre con la intención de privar al dueño de ellos. No hace falta violencia ni amenazas.',
        'Esa palabra, “intención”, es el corazón de la mayoría de los casos de robo. Salir de una tienda por error con algo que quedó en el carrito, entender mal un acuerdo sobre dinero o creer que algo era suyo no es robo, porque el estado debe probar que usted quería privar al dueño de sus bienes. La ley lo dice expresamente: es una defensa que los bienes se hayan tomado abiertamente, alegando de buena fe un derecho sobre ellos, aunque ese derecho resulte no existir.',
        'El robo en tiendas es el cargo de robo más común en Kent, donde centros comerciales como Kent Station y las tiendas del valle y de East Hill tienen su propio personal de prevención de pérdidas. Pero el robo también abarca a un empleado acusado de tomar dinero o mercancía, a un inquilino y un arrendador que discuten por un depósito, o a un contratista al que le pagaron por un trabajo que no terminó.',
      ],
    },
    {
      heading: 'Cómo el valor determina el cargo',
      intro: [
        'El grado de un cargo de robo depende sobre todo del valor de lo que se tomó: su valor de mercado en el momento y el lugar del robo (RCW 9A.56.010). A veces se pueden sumar los valores de varios robos relacionados para llegar a un grado más alto.',
      ],
      caption: 'Cargos de robo según el capítulo 9A.56 RCW',
      columns: ['Cargo', 'Valor y clase'],
      rows: [
        [
          'Robo en tercer grado (RCW 9A.56.050)',
          'Bienes o servicios que valen $750 o menos. Es un delito menor grave: hasta 364 días de cárcel y una multa de $5,000.',
        ],
        [
          'Robo en segundo grado (RCW 9A.56.040)',
          'Más de $750 pero no más de $5,000, y algunos otros bienes, como un dispositivo de acceso (por ejemplo, una tarjeta bancaria). Es un delito grave de clase C.',
        ],
        [
          'Robo en primer grado (RCW 9A.56.030)',
          'Más de $5,000, o bienes de cualquier valor, salvo un arma de fuego, tomados del cuerpo de otra persona, como una bolsa arrebatada del hombro, entre otras situaciones. Es un delito grave de clase B.',
        ],
        ['Robo de un vehículo motorizado (RCW 9A.56.065)', 'Cualquier vehículo motorizado, sea cual sea su valor. Es un delito grave de clase B.'],
        [
          'Robo en tiendas con circunstancias especiales (RCW 9A.56.360)',
          'Un robo en una tienda cometido mientras se lleva un objeto o dispositivo diseñado, o que se piensa usar, para burlar los sistemas de seguridad, como una bolsa forrada o un quitador de etiquetas; saliendo por una salida de emergencia designada; o por alguien que ha robado en tres o más tiendas distintas en un plazo de 180 días. Es un delito grave aunque el valor sea bajo.',
        ],
      ],
    },
    {
      heading: 'Qué suele pasar después de una detención por robo en una tienda',
      body: [
        'El personal de una tienda puede detener a alguien si tiene motivos razonables para creer que tomó mercancía, durante un tiempo razonable y de manera razonable, mientras investiga o llama a la policía (RCW 4.24.220). Muchas veces lo llevan a una oficina en la parte de atrás, le piden que firme papeles y le entregan un aviso que le prohíbe volver a la tienda.',
        'Después, la policía puede arrestarlo o darle una citación con una fecha para presentarse ante el tribunal. Un robo en tercer grado dentro de los límites de la ciudad de Kent por lo general va al Kent Municipal Court; un robo que es delito grave va al King County Superior Court, a veces semanas después, cuando la tienda o el empleador ya ha enviado sus registros a la fiscalía.',
        'Semanas después de la detención, muchas personas también reciben una carta de la tienda o de sus abogados que les exige dinero según RCW 4.24.230. Ese reclamo civil de pago es aparte del caso penal. Pagarla no pone fin al cargo, y no pagarla no es un delito. Hable con nosotros antes de pagar nada.',
      ],
    },
    {
      heading: 'Qué sigue en un caso de robo',
      body: ['Este es el orden habitual de los pasos en Kent y el condado de King. Su caso puede avanzar más rápido o más despacio.'],
      list: {
        items: [
          {
            title: 'Citación o arresto',
            text: 'La mayoría de los casos de robo en tiendas empiezan con una citación. Un robo que es delito grave, o una orden de arresto pendiente, puede significar que lo ingresen en la cárcel.',
          },
          {
            title: 'Primera comparecencia y libertad',
            text: 'Si lo mantienen detenido, por lo general ve a un juez a más tardar el siguiente día hábil del tribunal. Según las reglas del tribunal, el punto de partida es la libertad sin fianza, con condiciones como no acercarse a la tienda.',
          },
          {
            title: 'La decisión de acusar',
            text: 'Si lo detienen por un delito grave, por lo general lo acusan o lo dejan en libertad en unas 72 horas. Los robos a empleadores que son delitos graves muchas veces se investigan durante semanas y se presentan con un citatorio.',
          },
          {
            title: 'Lectura de cargos',
            text: 'Usted se declara no culpable y recibe los informes. En muchos casos de robo, es también cuando planteamos por primera vez al fiscal un programa de desvío o un acuerdo de reparación.',
          },
          {
            title: 'Las pruebas',
            text: 'El video de la tienda, el informe de prevención de pérdidas, los recibos, los registros de precios y, en los casos del trabajo, la auditoría y los propios registros del empleador.',
          },
          {
            title: 'Resolución o juicio',
            text: 'Una desestimación, un programa de desvío, un acuerdo de reparación, un cargo menor o un juicio cuando el estado no puede probar la intención o el valor.',
          },
        ],
      },
    },
    {
      heading: 'Qué no hacer después de una acusación de robo',
      body: [
        'Es comprensible querer disculparse, explicarlo todo y devolverlo de inmediato. Hecho de la manera equivocada, eso se convierte en prueba. Evite esto.',
      ],
      list: {
        items: [
          {
            title: 'No firme una declaración escrita ni una confesión',
            text: 'El personal de prevención de pérdidas y los empleadores muchas veces se la piden. Usted puede negarse con cortesía y pedir hablar con un abogado.',
          },
          {
            title: 'No regrese a la tienda',
            text: 'Si le entregaron un aviso que le prohíbe volver, regresar puede acusarse como intrusión ilegal en una propiedad (RCW 9A.52.070).',
          },
          {
            title: 'No pague la carta de cobro antes de hablar con nosotros',
            text: 'Puede ser negociable, y cómo y cuándo se paga puede importar en el caso penal.',
          },
          {
            title: 'No busque por su cuenta al empleador o al dueño para arreglar las cosas',
            text: 'Devolver el dinero puede ayudar, pero debe ofrecerse por medio de su abogado para que no se tome como una admisión.',
          },
          { title: 'No tire recibos ni estados de cuenta', text: 'Pueden probar lo que usted pagó y cuándo.' },
          { title: 'No falte al tribunal', text: 'Una orden de arresto por no comparecer convierte un caso manejable en uno más difícil.' },
        ],
      },
    },
    {
      heading: 'Defensas y resultados en los casos de robo',
      body: [
        'Un cargo de robo necesita pruebas de la intención, del valor y de quién tomó qué. Cada una de esas pruebas suele ser más débil de lo que sugiere el primer informe.',
      ],
      list: {
        items: [
          {
            title: 'No hubo intención de robar',
            text: 'Una distracción, un error en una caja de autoservicio, un malentendido sobre un permiso o la creencia de buena fe de que los bienes eran suyos.',
          },
          {
            title: 'El valor está mal calculado',
            text: 'Los precios de oferta, el estado de uso o contar algo dos veces pueden bajar un delito grave a un delito menor.',
          },
          {
            title: 'La identidad',
            text: 'El video de las tiendas muchas veces es borroso, y lo que recuerda un agente de prevención de pérdidas de una cara no siempre es confiable.',
          },
          {
            title: 'Un acuerdo de reparación',
            text: 'En algunos cargos de menor nivel, el tribunal puede desestimar el caso cuando la persona perjudicada confirma por escrito que ya le pagaron (RCW 10.22.010). No es posible en todos los casos, y lo decide el tribunal.',
          },
          {
            title: 'Desvío o aplazamiento',
            text: 'Para un primer robo, muchos tribunales ofrecen un programa de desvío o un acuerdo para aplazar el caso (una orden de aplazamiento estipulada): si usted cumple las condiciones, el caso se desestima.',
          },
        ],
      },
    },
    {
      heading: 'Cómo maneja un exfiscal los casos de robo',
      body: [
        'Antes de defender a nadie, nuestro socio de defensa criminal fue fiscal. Sabe que los casos de robo por lo general los arma primero la tienda o el empleador, y solo después se los entregan a la policía, lo que significa que las pruebas las reunió alguien con un interés económico en el resultado.',
        'Revisamos si el video de verdad muestra lo que dice el informe, si el valor que se reclama se sostiene y si la detención y el registro fueron legales. En los casos del trabajo, vemos quién más tenía acceso, cómo se llevaban las cuentas y si el conflicto en realidad es por dinero que se debe y no por dinero que se tomó.',
        'A los fiscales muchas veces lo que más les importa es la restitución. Bien usada, una oferta de devolver el dinero, hecha en el momento y de la forma correctos, puede convertir un delito grave en un delito menor, o un cargo en una desestimación.',
      ],
    },
    {
      heading: 'Por qué una condena por robo pesa más que su sentencia',
      body: [
        'El robo es un delito de deshonestidad. Una condena se puede usar para poner en duda su palabra si alguna vez declara ante un tribunal (ER 609), muchas veces descalifica para empleos en comercios, bancos, servicios de salud y cualquier lugar donde se maneja dinero, y puede afectar las licencias profesionales. Para quien no es ciudadano de los Estados Unidos, una condena por robo puede traer graves consecuencias migratorias.',
        'Muchas condenas por robo se pueden anular más adelante (RCW 9.96.060 para los delitos menores y RCW 9.94A.640 para los delitos graves), pero solo después de un período de espera. Evitar la condena desde el principio casi siempre es el mejor plan.',
      ],
    },
    {
      heading: 'Lo defiende un exfiscal',
      body: [
        'Nuestro socio de defensa criminal fue fiscal al comienzo de su carrera. Hoy defiende a personas acusadas de robo en el Kent Municipal Court y en el King County Superior Court, y sabe cuándo un fiscal está dispuesto a aceptar un programa de desvío o un acuerdo de reparación.',
      ],
    },
    {
      heading: 'Honorarios claros',
      body: [
        'Su primera consulta es gratis y confidencial. Traiga la citación, cualquier aviso de la tienda y cualquier carta en la que le exijan dinero.',
        'Nunca hacemos depender nuestros honorarios del resultado de un caso penal; las reglas de Washington lo prohíben (RPC 1.5(d)(2)). Le cotizamos una tarifa fija o una tarifa por hora, y usted recibe un acuerdo por escrito que dice qué incluye antes de contratarnos.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas sobre cargos de robo y hurto en tiendas',
    items: [
      {
        question: 'Pagué la mayoría de mis artículos. ¿Aun así me pueden acusar?',
        answer:
          'Sí, si la tienda cree que usted pensaba irse sin pagar el resto. Pero la intención se tiene que probar, y los errores en la caja o en el autoservicio pasan todos los días. El recibo y el video de la tienda muchas veces son las mejores pruebas que usted tiene.',
      },
      {
        question: 'La tienda me mandó una carta exigiéndome dinero. ¿Tengo que pagar?',
        answer:
          'La carta es un reclamo civil de pago según RCW 4.24.230, aparte de cualquier caso penal. No pagarla no es un delito, y pagarla no hará desaparecer un cargo. Déjenos revisarla antes de que usted decida.',
      },
      {
        question: 'Era menos de $750. ¿Es grave?',
        answer:
          'El robo en tercer grado es un delito menor grave, con hasta 364 días de cárcel y una multa de $5,000. La mayoría de los primeros casos no terminan en cárcel, pero la condena deja un robo en su historial, y por eso vale la pena luchar por un programa de desvío o una desestimación.',
      },
      {
        question: 'Si devuelvo el dinero, ¿retirarán el caso?',
        answer:
          'A veces. Devolver el dinero puede apoyar un acuerdo de reparación según RCW 10.22.010 en algunos cargos de menor nivel, o una mejor oferta del fiscal. Debe ofrecerse por medio de su abogado, de una forma que no se convierta en una admisión.',
      },
      {
        question: 'Me acusaron de tomar dinero en el trabajo. ¿Qué debo hacer?',
        answer:
          'No firme nada ni responda preguntas del investigador de su empleador hasta hablar con un abogado. Los robos en el trabajo muchas veces se acusan como delitos graves semanas después, y lo que usted diga al principio importa.',
      },
      {
        question: '¿Una condena por robo puede afectar mi situación migratoria o mi empleo?',
        answer:
          'Sí, puede. La ley federal de inmigración muchas veces trata el robo como un delito que implica vileza moral, así que, si usted no es ciudadano de los Estados Unidos, hable con nosotros antes de aceptar cualquier acuerdo con la fiscalía; trabajamos con abogados de inmigración cuando un caso lo necesita. Los empleadores, las juntas de licencias y los arrendadores también notan una condena por robo en una verificación de antecedentes, y por eso una desestimación, un programa de desvío o una resolución sin condena por robo muchas veces vale más que una sentencia más leve.',
      },
      {
        question: '¿Cuánto cuesta una defensa por robo?',
        answer:
          'La consulta es gratis. Le cotizamos una tarifa fija o una tarifa por hora, que depende del cargo y del tribunal, en un acuerdo por escrito, antes de que usted nos contrate. Washington no permite que los honorarios de una defensa criminal dependan del resultado.',
      },
    ],
  },
  closing: {
    heading: 'Hable hoy con un abogado de defensa por robo en Kent',
    body: 'Llámenos antes de firmar, pagar o explicar nada. La consulta es gratis y confidencial, y podemos decirle pronto si es posible un programa de desvío o un acuerdo de reparación.',
  },
  structuredData: { serviceType: 'Abogado de defensa por cargos de robo' },
} as const satisfies WordsOf<typeof theft>;
