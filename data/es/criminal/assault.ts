// Spanish copy of the assault page (data/criminal/assault.ts), for the /es/ pages of issue 15.
// Written for Spanish-speaking readers rather than translated word for word; the degrees of
// chapter 9A.36 RCW, the definitions of RCW 9A.04.110, self-defense and the fee terms (no fee that
// depends on the outcome, RPC 1.5(d)(2)) are the English page's. Court names stay in English, as
// the papers a client is given name them.
import type { assault } from '../../criminal/assault';
import type { WordsOf } from '../../types';

export const assaultEs = {
  slug: 'abogado-cargos-de-agresion',
  navLabel: 'Cargos de agresión',
  card: '¿Una pelea, un empujón o una defensa propia que la policía vio de otra manera? Cómo funcionan los cuatro grados de agresión y por qué importa la defensa propia.',
  meta: {
    title: 'Abogado por cargos de agresión en Kent, WA | Exfiscal',
    description:
      '¿Lo acusan de agresión en Kent, WA? Un exfiscal defiende cargos de agresión de cuarto a primer grado y casos de defensa propia. Consulta gratis y confidencial.',
    keywords: [
      'abogado de agresión en Kent',
      'abogado de defensa por agresión Kent WA',
      'agresión en cuarto grado Washington',
      'agresión en segundo grado condado de King',
      'abogado de defensa propia Washington',
      'RCW 9A.36',
      'Maleng Regional Justice Center agresión',
      'acusado de asalto en Kent',
    ],
  },
  hero: {
    headline: '¿Lo acusan de agresión en Kent? Su versión de los hechos importa.',
    subheadline:
      'Una pelea, un empujón o un momento de defensa propia pueden convertirse en un cargo que lo siga durante años. Hable hoy con un exfiscal, gratis y de forma confidencial.',
  },
  body: [
    {
      heading: 'Qué se considera agresión en Washington',
      body: [
        'A muchas personas les sorprende lo poco que hace falta. Las leyes de agresión de Washington, el capítulo 9A.36 RCW, no definen la palabra “agresión” en sí, así que los tribunales usan definiciones establecidas desde hace mucho tiempo. Una agresión puede ser un contacto o un golpe intencional que resulte dañino u ofensivo, un intento de lastimar a alguien o un acto hecho para que alguien tema que está a punto de ser lastimado.',
        'No hace falta que haya una lesión. Un empujón en un estacionamiento, agarrar a alguien del brazo durante una discusión o un golpe que no llega a dar pueden dar lugar a un cargo. Lo que cambia es el grado del cargo, y eso depende sobre todo de tres cosas: qué tan grave fue la lesión, si hubo un arma y quién era la otra persona.',
        'Los cargos de agresión muchas veces se presentan junto con otros, como acoso por amenazas (RCW 9A.46.020), daño malicioso por bienes rotos o puesta en peligro imprudente. Cuando las personas involucradas son familiares, miembros del mismo hogar o pareja, el caso también se marca como violencia doméstica, lo que trae sus propias reglas.',
      ],
    },
    {
      heading: 'Los cuatro grados de agresión',
      intro: [
        'Washington clasifica la agresión desde el cuarto grado, el cargo más común, hasta el primer grado. El grado decide qué tribunal ve el caso y cuál puede ser la sentencia.',
      ],
      caption: 'Grados de agresión según el capítulo 9A.36 RCW',
      columns: ['Cargo', 'Qué suele implicar'],
      rows: [
        [
          'Cuarto grado (RCW 9A.36.041)',
          'Cualquier agresión que no encaje en un grado más alto. Es un delito menor grave: hasta 364 días de cárcel y una multa de $5,000. Puede convertirse en delito grave de clase C cuando se prueba violencia doméstica contra una pareja íntima y la persona tiene dos o más condenas previas que cuentan para este fin dentro de los últimos diez años.',
        ],
        [
          'Tercer grado (RCW 9A.36.031)',
          'Agredir a alguien a quien la ley protege en su trabajo, como un policía, un bombero, un operador de transporte público o un enfermero, o causar daño corporal con un arma por negligencia criminal, entre otras situaciones. Es un delito grave de clase C.',
        ],
        [
          'Segundo grado (RCW 9A.36.021)',
          'Agredir a alguien intencionalmente y causarle de manera imprudente un daño corporal considerable, como un hueso roto; agredir con un arma mortal; o estrangular o asfixiar a alguien. Es un delito grave de clase B.',
        ],
        [
          'Primer grado (RCW 9A.36.011)',
          'Agredir con la intención de causar un daño corporal grave usando un arma de fuego, un arma mortal o una fuerza capaz de causar un daño corporal grave o la muerte, o causar de hecho un daño corporal grave. Es un delito grave de clase A.',
        ],
      ],
    },
    {
      heading: 'Por qué importan las palabras del informe policial',
      body: [
        'La diferencia entre un delito menor y un delito grave muchas veces depende de unas pocas palabras que la ley define. RCW 9A.04.110 establece tres niveles de daño, y el fiscal tiene que probar el que se acusa.',
      ],
      list: {
        items: [
          { title: 'Daño corporal', text: 'Dolor o lesión física, enfermedad o una alteración de la condición física.' },
          {
            title: 'Daño corporal considerable',
            text: 'Una desfiguración temporal pero considerable, una pérdida o alteración temporal pero considerable de la función de una parte del cuerpo, o la fractura de cualquier parte del cuerpo.',
          },
          {
            title: 'Daño corporal grave',
            text: 'Un daño que crea una probabilidad de muerte, o que causa una desfiguración permanente, seria e importante, o una pérdida o alteración permanente e importante de la función de una parte del cuerpo.',
          },
        ],
      },
      after: [
        'Los expedientes médicos muchas veces cuentan una historia distinta a la del primer informe escrito en el lugar de los hechos. Una cortada descrita como fractura, o una hinchazón que sanó en una semana, puede ser la diferencia entre el segundo y el cuarto grado. Leemos esos expedientes con mucha atención.',
        'Una agresión que es delito grave trae más que una sentencia más larga. Si se determina que se usó un arma de fuego u otra arma mortal, se agrega tiempo que se debe cumplir (RCW 9.94A.533), y la agresión en primer y en segundo grado están entre los “delitos más graves” de la ley de Washington sobre delincuentes persistentes (RCW 9.94A.030), los que cuentan para la regla conocida como three strikes (tres condenas).',
      ],
    },
    {
      heading: 'La defensa propia es una defensa completa',
      body: [
        'La ley de Washington le permite usar una fuerza razonable para protegerse usted o proteger a otra persona de ser lastimada, y para impedir que alguien se lleve o dañe sus bienes, siempre que la fuerza no sea mayor que la necesaria (RCW 9A.16.020). Por lo general, usted no tiene que retirarse de un lugar donde tiene derecho a estar.',
        'Si hay alguna prueba de que usted actuó en defensa propia, la carga recae en el fiscal: el estado debe probar más allá de toda duda razonable que usted no actuó en legítima defensa. Es una carga pesada, y es una de las principales razones por las que los casos de agresión llegan a juicio.',
        'Hay más. Si un jurado determina que usted actuó en legítima defensa, RCW 9A.16.110 en general obliga al estado a reembolsarle los costos razonables de su defensa, incluidos el tiempo perdido y los honorarios de abogado.',
        'La defensa propia se juzga según lo que habría creído una persona razonable en su lugar, sabiendo lo que usted sabía en ese momento. Por eso importan tanto los detalles que recuerda ahora sobre el tamaño de la otra persona, sus palabras, sus amenazas y su comportamiento anterior. Anótelos para usted, guarde las notas en privado y tráigalas a su reunión con nosotros en lugar de enviárnoslas.',
      ],
    },
    {
      heading: 'Qué pasa después de un arresto por agresión',
      body: [
        'Los casos de agresión empiezan rápido, muchas veces antes de que alguien haya escuchado su versión. Este es el camino habitual en los tribunales de Kent y del condado de King.',
      ],
      list: {
        items: [
          {
            title: 'Arresto o citación',
            text: 'A algunas personas las ingresan a la cárcel. A otras les dan una citación y las dejan ir con una fecha para el tribunal, o no saben nada hasta que les llega un citatorio.',
          },
          {
            title: 'Primera comparecencia y condiciones de libertad',
            text: 'Si queda detenido, por lo general un juez lo ve a más tardar el siguiente día hábil del tribunal. Es común una orden de no contacto que protege a la otra persona, incluso cuando ustedes dos viven o trabajan juntos.',
          },
          {
            title: 'La decisión de presentar cargos',
            text: 'El fiscal de la ciudad de Kent se encarga de los delitos menores de la ciudad; la Fiscalía del condado de King decide sobre los delitos graves. En las primeras 72 horas después de un arresto por delito grave, a quien está detenido por lo general se le presentan cargos o se le deja en libertad.',
          },
          {
            title: 'Lectura de cargos',
            text: 'Usted se declara no culpable, y el juez revisa las condiciones de libertad y cualquier orden de no contacto. Muchas veces es la primera oportunidad de pedir que se cambie una orden.',
          },
          {
            title: 'Pruebas e investigación',
            text: 'Obtenemos los informes policiales, el video de las cámaras corporales, las llamadas al 911, las fotografías y los expedientes médicos, y buscamos los testigos y los videos que la policía no encontró.',
          },
          {
            title: 'Negociación, mociones o juicio',
            text: 'Con las pruebas en la mano buscamos una desestimación o un cargo menor, y nos preparamos para el juicio si el fiscal no cede.',
          },
        ],
      },
    },
    {
      heading: 'Qué no hacer después de un cargo de agresión',
      body: ['Casi todas las personas acusadas de agresión quieren aclarar las cosas. Por favor, hágalo por medio de nosotros, no por su cuenta.'],
      list: {
        items: [
          {
            title: 'No se comunique con la otra persona',
            text: 'Ni directamente, ni por medio de amigos, ni por internet. Si existe una orden de no contacto, cualquier contacto es un delito nuevo, y pedirle a alguien que cambie su versión puede dar lugar a un cargo por manipulación de testigos (RCW 9A.72.120).',
          },
          {
            title: 'No le dé una declaración a la policía',
            text: 'Dar explicaciones a un detective rara vez cierra un caso. Por lo general, le agrega pruebas.',
          },
          {
            title: 'No tire nada',
            text: 'Guarde su ropa, su teléfono y cualquier mensaje de antes y de después del incidente. Pueden respaldar la defensa propia.',
          },
          { title: 'No publique nada sobre lo que pasó', text: 'Incluso una publicación que suena a defensa propia se puede leer como una admisión.' },
          {
            title: 'No se acerque a la casa ni al trabajo de la otra persona',
            text: 'Ni siquiera para recoger sus cosas. Si necesita sus pertenencias, podemos organizar una manera legal de recuperarlas.',
          },
          { title: 'No falte al tribunal', text: 'Faltar a una audiencia por lo general trae una orden de arresto y condiciones de libertad más estrictas.' },
        ],
      },
    },
    {
      heading: 'Cómo maneja un exfiscal un cargo de agresión',
      body: [
        'Nuestro socio de defensa criminal ha estado en el lugar del fiscal que lleva los casos de agresión, así que sabe cómo se elige un cargo: el grado por lo general depende de la lesión, del arma y de la primera impresión del oficial sobre quién empezó.',
        'Cada uno de esos puntos se puede cuestionar. Las lesiones pueden ser menos graves de lo que se dijo al principio. Un objeto al que llamaron arma puede no cumplir con la definición legal. Quien aparece como agresor quizá no fue quien lanzó el primer golpe. Construimos la defensa sobre esos puntos desde el principio, mientras el video todavía existe y los recuerdos están frescos.',
      ],
      list: {
        items: [
          {
            title: 'Video, y rápido',
            text: 'Los negocios de Meeker Street y de Kent Station, los bares, los complejos de apartamentos y los timbres con cámara graban encima de sus videos en cuestión de días o semanas. Los pedimos de inmediato.',
          },
          {
            title: 'Testigos que la policía pasó por alto',
            text: 'Las personas que vieron el comienzo de la pelea muchas veces no son las que hablaron con los oficiales al final.',
          },
          {
            title: 'El expediente médico',
            text: 'Comparamos lo que se acusó con lo que un médico encontró en realidad.',
          },
          {
            title: 'Una negociación realista',
            text: 'Un delito grave reducido a delito menor, un delito menor resuelto con un acuerdo para aplazar el caso que se desestima si se cumplen las condiciones, o con una sentencia diferida, o una desestimación cuando las pruebas no alcanzan.',
          },
        ],
      },
    },
    {
      heading: 'Consecuencias más allá de la sentencia',
      body: [
        'Muchos empleadores, arrendadores y juntas de licencias tratan una condena por agresión como un delito violento. Puede afectar las decisiones de custodia y, para quienes no son ciudadanos de los Estados Unidos, su situación migratoria.',
        'También le puede costar su derecho a tener armas de fuego. Cualquier condena por delito grave, y una condena por agresión en cuarto grado o por ciertos otros delitos cometidos contra un familiar, un miembro del hogar o una pareja íntima, hacen ilegal poseer un arma de fuego en Washington (RCW 9.41.040). La ley federal tiene su propia prohibición para las condenas por delitos menores de violencia doméstica.',
        'Algunas condenas por agresión se pueden anular más adelante, pero no todas, y las condenas por violencia doméstica tienen condiciones adicionales. Lograr el resultado correcto ahora es mucho más fácil que reparar sus antecedentes después.',
      ],
    },
    {
      heading: 'Un exfiscal de su lado',
      body: [
        'Nuestro socio de defensa criminal antes decidía en qué casos de agresión presentar cargos. Ahora defiende a personas acusadas de agresión y de acoso en Kent Municipal Court y King County Superior Court.',
        'Prepara cada caso de agresión para el juicio, porque es allí donde se decide la defensa propia, mientras busca la desestimación o la reducción que las pruebas permitan.',
      ],
    },
    {
      heading: 'Honorarios con los que puede planificar',
      body: [
        'Empezamos con una consulta gratis y confidencial. Usted nos cuenta lo que pasó, nosotros le decimos con honestidad lo que vemos, y usted decide qué hacer.',
        'Los abogados no pueden cobrar en un caso penal honorarios que dependan de cómo termine (RPC 1.5(d)(2)). Cobramos honorarios fijos o una tarifa por hora, y los ponemos en un acuerdo por escrito antes de que nos contrate y de empezar cualquier trabajo, con la lista de lo que incluyen, para que pueda planificar.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas sobre cargos de agresión',
    items: [
      {
        question: 'La otra persona empezó. ¿Por qué me arrestaron a mí?',
        answer:
          'Los oficiales que llegan al final de una pelea tienen que decidir rápido, y muchas veces arrestan a quien parece haber causado más daño. Esa decisión no es el final de la historia. La defensa propia, y la prueba de quién empezó, pueden llevar a una desestimación o a una absolución.',
      },
      {
        question: 'Nadie salió lastimado. ¿Aun así puede ser agresión?',
        answer:
          'Sí. Un contacto ofensivo, o un acto hecho para que alguien tema que lo van a lastimar, puede ser agresión en cuarto grado sin ninguna lesión. Que no haya lesión sigue importando: influye en el grado, en la solidez del caso y en lo que el fiscal está dispuesto a ofrecer.',
      },
      {
        question: 'La otra persona quiere retirar los cargos. ¿Puede hacerlo?',
        answer:
          'No. Una vez que se presenta el caso, el fiscal decide si sigue adelante. Lo que quiera la otra persona puede influir en esa decisión, pero deje que seamos nosotros quienes lo planteemos. Si usted se comunica con ella, eso puede dar lugar a un cargo nuevo.',
      },
      {
        question: '¿Perderé mi derecho a tener armas?',
        answer:
          'Una condena por delito grave le quita el derecho a tener armas de fuego en Washington. También se lo quita una condena por agresión en cuarto grado contra un familiar, un miembro del hogar o una pareja íntima. Mientras el caso esté abierto, una orden del tribunal también puede obligarlo a entregar sus armas. Consúltenos antes de hacer cualquier cosa con un arma que sea suya.',
      },
      {
        question: '¿Un cargo de agresión por delito grave se puede reducir a delito menor?',
        answer:
          'Muchas veces sí, cuando la lesión, el arma o la intención no corresponden al delito grave del que lo acusan. Pasar de agresión en segundo grado a agresión en cuarto grado cambia el tribunal, la sentencia y los antecedentes, y es una de las metas más comunes en estos casos.',
      },
      {
        question: '¿Cuánto costará mi defensa?',
        answer:
          'La consulta es gratis. Después le cotizamos honorarios fijos o una tarifa por hora, según el grado y el tribunal, y lo ponemos por escrito antes de que nos contrate. Los honorarios de defensa criminal nunca dependen del resultado.',
      },
    ],
  },
  closing: {
    heading: 'Hable hoy con un abogado de defensa por agresión en Kent',
    body: 'Llámenos ahora, antes de hablar con la policía o con cualquier persona involucrada. La consulta es gratis y confidencial, y actuar pronto puede salvar los videos y los testigos de los que depende su defensa.',
  },
  structuredData: { serviceType: 'Abogado de defensa por agresión' },
} as const satisfies WordsOf<typeof assault>;
