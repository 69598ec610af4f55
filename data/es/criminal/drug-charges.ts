// Spanish copy of the drug-charges page (data/criminal/drug-charges.ts), for the /es/ pages of issue
// 15. Written for Spanish-speaking readers rather than translated word for word; the law (chapter
// 69.50 RCW after State v. Blake and the 2023 law, article I, section 7), the claims and the fee
// terms (RPC 1.5(d)(2): no fee that depends on the outcome) are the English page's.
import type { drugCharges } from '../../criminal/drug-charges';
import type { WordsOf } from '../../types';

export const drugChargesEs = {
  slug: 'abogado-cargos-de-drogas',
  navLabel: 'Cargos de drogas',
  card: '¿Posesión, posesión con intención de distribuir o entrega? Las leyes de drogas de Washington cambiaron en 2021 y en 2023. Lo que eso significa para su cargo.',
  meta: {
    title: 'Abogado de cargos de drogas en Kent, WA | Posesión y entrega',
    description:
      '¿Lo acusan de posesión o entrega de drogas en Kent, WA? Un exfiscal le explica la ley de 2023, el desvío y la defensa contra registros. Consulta gratis.',
    keywords: [
      'abogado de drogas en Kent',
      'abogado de posesión de drogas Kent WA',
      'posesión con intención de distribuir Washington',
      'RCW 69.50.4013',
      'State v. Blake',
      'programa de desvío por drogas condado de King',
      'registro ilegal defensa Washington',
    ],
  },
  hero: {
    headline: '¿Lo acusan de un delito de drogas en Kent? La ley cambió en 2023, y eso importa.',
    subheadline:
      'La posesión, la posesión con intención de distribuir y la entrega se castigan de maneras muy distintas, y un tratamiento o un programa de desvío puede mantener su historial limpio. Hable hoy con un exfiscal.',
  },
  body: [
    {
      heading: 'Cómo cambiaron las leyes de drogas de Washington',
      body: [
        'En febrero de 2021, en el caso State v. Blake, el Tribunal Supremo de Washington anuló la antigua ley estatal de posesión de drogas. Esa ley convertía la posesión en delito grave aunque la persona no supiera que las drogas estaban ahí, y el tribunal decidió que eso violaba el debido proceso.',
        'La legislatura respondió dos veces. Una ley temporal de 2021 hizo de la posesión a sabiendas un delito menor. Desde el 1 de julio de 2023, poseer a sabiendas una sustancia controlada o una sustancia falsificada es un delito menor grave (RCW 69.50.4013 y RCW 69.50.4011). La ley de 2023 también anima a los fiscales a enviar estos casos a programas de desvío antes del juicio y a tratamiento, y obliga al tribunal a desestimar el cargo cuando la persona completa el programa.',
        'Si a usted lo condenaron por posesión simple de drogas antes de la decisión Blake, por lo general esa condena se puede anular, y Washington creó un proceso para devolver las multas y las cuotas que pagó por ella. Pregúntenos: puede ser de lo más sencillo que hagamos por usted.',
        'Vender o fabricar drogas, o poseerlas con intención de venderlas, es otra cosa. Esos siguen siendo delitos graves, y es ahí donde hay más en juego.',
      ],
    },
    {
      heading: 'Cargos de drogas comunes en Washington',
      intro: [
        'Los delitos de drogas están en el capítulo 69.50 RCW, la Ley Uniforme de Sustancias Controladas. El cargo, y la sentencia, dependen de lo que el estado dice que usted hacía con la droga y de qué droga se trataba.',
      ],
      caption: 'Delitos de drogas que se acusan con frecuencia en el condado de King según el capítulo 69.50 RCW',
      columns: ['Cargo', 'Qué significa'],
      rows: [
        [
          'Posesión (RCW 69.50.4013)',
          'Poseer a sabiendas una sustancia controlada sin una receta válida. Es un delito menor grave desde julio de 2023, con opciones de desvío y tratamiento.',
        ],
        [
          'Posesión con intención de distribuir (RCW 69.50.401)',
          'La posesión más pruebas de que usted pensaba vender la droga o dársela a otra persona, que por lo general se deducen de la cantidad, el empaque, las básculas, el dinero en efectivo o los mensajes. Es un delito grave: de clase B para drogas como el fentanilo, la heroína, la cocaína y la metanfetamina, y de clase C para muchas otras.',
        ],
        [
          'Entrega o fabricación (RCW 69.50.401)',
          'Vender, regalar o fabricar una sustancia controlada, incluso una sola venta de mano en mano a un agente encubierto. Es un delito grave que se clasifica de la misma manera.',
        ],
        [
          'Cerca de una escuela, una parada de autobús escolar o un parque (RCW 69.50.435)',
          'La entrega o la posesión con intención de distribuir dentro de una zona protegida puede duplicar la pena máxima y sumar un agravante a la sentencia.',
        ],
        [
          'Delitos de cannabis',
          'Los adultos de 21 años o más pueden tener cantidades limitadas, por ejemplo hasta una onza de cannabis utilizable (RCW 69.50.360). Vender sin licencia, cultivar más de lo que permite la ley y la posesión por menores de 21 años siguen siendo delitos, y manejar con THC en la sangre es un asunto de DUI.',
        ],
      ],
    },
    {
      heading: 'Los registros: donde se ganan o se pierden los casos de drogas',
      body: [
        'Casi todos los casos de drogas empiezan con una detención o un registro, y Washington protege la privacidad con más fuerza que la ley federal. El artículo I, sección 7 de la constitución del estado dice que nadie será perturbado en sus asuntos privados, ni su hogar invadido, sin autoridad de ley. Las pruebas encontradas en un registro ilegal se pueden excluir, y sin las drogas casi nunca hay caso.',
      ],
      list: {
        items: [
          {
            title: 'Detenciones con pretexto',
            text: 'La policía no puede usar una infracción de tránsito menor como excusa para investigar otra cosa de la que no tiene motivos para sospechar (State v. Ladson, 1999).',
          },
          {
            title: 'El consentimiento en la puerta de su casa',
            text: 'Cuando los agentes llegan a su casa sin una orden y le piden permiso para registrarla, deben decirle que usted puede negarse, limitar su permiso o retirarlo (State v. Ferrier, 1998).',
          },
          {
            title: 'Su vehículo',
            text: 'Washington limita mucho los registros de un vehículo después de un arresto. Por lo general, los agentes necesitan una orden o una excepción concreta y muy estrecha.',
          },
          {
            title: 'Su teléfono',
            text: 'Revisar el contenido de un teléfono por lo general requiere una orden, y la orden debe limitarse a lo que las pruebas justifican.',
          },
          {
            title: 'Informantes y órdenes de registro',
            text: 'Una orden basada en lo que dijo un informante debe mostrar por qué es creíble y cómo sabe lo que dice saber. Muchas no lo hacen.',
          },
        ],
      },
      after: [
        'Impugnamos las detenciones y los registros ilegales con una moción para excluir las pruebas (CrR 3.6 en el tribunal superior, CrRLJ 3.6 en los tribunales de distrito y municipales), y pedimos cada informe, cada video y cada declaración jurada de las órdenes que hagan falta para presentarla.',
      ],
    },
    {
      heading: 'Qué sigue después de un arresto por drogas',
      body: ['Al principio, los casos de drogas suelen avanzar más despacio de lo que la gente espera, y después muy rápido. Este es el camino habitual.'],
      list: {
        items: [
          {
            title: 'Arresto, fichaje en la cárcel o una remisión',
            text: 'A algunas personas las fichan en la cárcel. A otras las dejan ir, y a algunas el agente las remite a servicios en lugar de llevarlas a la cárcel.',
          },
          {
            title: 'Primera comparecencia y libertad',
            text: 'Si lo mantienen detenido, por lo general un juez lo ve a más tardar el siguiente día hábil del tribunal y decide si lo deja en libertad y con qué condiciones, que pueden incluir pruebas de drogas o tratamiento.',
          },
          {
            title: 'El laboratorio',
            text: 'El estado tiene que probar qué sustancia es, casi siempre con el laboratorio criminalístico de la Patrulla Estatal de Washington. Los análisis pueden tardar semanas o meses.',
          },
          {
            title: 'La acusación',
            text: 'Después de un arresto por un delito grave, a la persona detenida por lo general la acusan o la dejan en libertad en unas 72 horas, pero muchos delitos graves de drogas se presentan más tarde, con un citatorio, cuando ya están los resultados del laboratorio.',
          },
          {
            title: 'Lectura de cargos',
            text: 'Usted se declara no culpable y conoce el cargo exacto. Es entonces cuando se empieza a hablar de desvío y de tratamiento.',
          },
          {
            title: 'Mociones, desvío, negociación o juicio',
            text: 'Muchas veces, una moción para excluir las pruebas decide el caso. Si no es así, negociamos un desvío, un cargo menor o una alternativa de sentencia, o llevamos el caso a juicio.',
          },
        ],
      },
    },
    {
      heading: 'Qué no hacer después de un arresto por drogas',
      body: ['Las pequeñas decisiones de los primeros días después de un arresto pueden cerrar puertas que de otro modo seguirían abiertas. Evite esto.'],
      list: {
        items: [
          {
            title: 'No dé su consentimiento para un registro',
            text: 'Diga con claridad y con calma: “No doy mi consentimiento para un registro”. Nunca se resista físicamente; el registro lo impugnamos nosotros ante el tribunal.',
          },
          { title: 'No desbloquee su teléfono ni dé su contraseña', text: 'Pida un abogado.' },
          {
            title: 'No explique de dónde salió nada',
            text: 'Lo que diga sobre de quién eran las drogas, o qué pensaba hacer con ellas, muchas veces se convierte en la mejor prueba del estado sobre la intención.',
          },
          {
            title: 'No se comunique con nadie más acusado en el caso',
            text: 'Lo que hable con un coacusado se puede usar contra los dos.',
          },
          {
            title: 'No consuma mientras está en libertad',
            text: 'Si el tribunal ordenó pruebas, un resultado positivo puede mandarlo de vuelta a la cárcel y perjudicar sus posibilidades de entrar a un programa de desvío.',
          },
          {
            title: 'No falte a una evaluación ni a una cita en el tribunal',
            text: 'El tratamiento y el desvío dependen de que usted le demuestre al tribunal que cumple.',
          },
        ],
      },
    },
    {
      heading: 'Tratamiento, desvío y alternativas de sentencia',
      body: [
        'Para muchas personas, el mejor resultado no depende solo del cargo, sino de recibir la ayuda adecuada. Washington ofrece varios caminos, y cuál le conviene depende del cargo, de sus antecedentes y del tribunal.',
      ],
      list: {
        items: [
          {
            title: 'Desvío antes del juicio por posesión',
            text: 'Según la ley de 2023, un cargo de posesión se puede desviar a tratamiento o a servicios, y se desestima cuando se completa el programa.',
          },
          {
            title: 'Sentencias suspendidas con tratamiento',
            text: 'Después de una condena por posesión, el tribunal puede suspender la sentencia mientras usted hace una evaluación y sigue el tratamiento recomendado, y más adelante anular la condena.',
          },
          {
            title: 'Tribunal de drogas',
            text: 'El condado de King tiene desde hace años programas de desvío por drogas que pueden terminar en la desestimación del caso para quienes los completan.',
          },
          {
            title: 'DOSA',
            text: 'Aunque se llama así, la alternativa de sentencia para infractores de drogas (DOSA, por sus siglas en inglés; RCW 9.94A.660) no es solo para delitos de drogas: para un delito grave que no sea violento ni sexual, en un caso que cumpla sus demás requisitos, cambia parte de la pena de prisión por tratamiento y supervisión.',
          },
        ],
      },
    },
    {
      heading: 'Cómo ve un caso de drogas un exfiscal',
      body: [
        'Nuestro socio de defensa criminal ha leído expedientes de drogas desde el otro lado, como fiscal. Sabe que un caso de drogas casi siempre descansa en tres cosas que el estado debe probar: que el registro fue legal, que la sustancia es lo que el estado dice que es y que era de usted. Dirige la práctica de defensa criminal de la firma y lee cada expediente de drogas con esas tres preguntas en mente.',
        'Ese último punto es más difícil de probar de lo que parece. Las drogas encontradas en un auto o en un apartamento compartido son de alguien, pero estar cerca de ellas no es lo mismo que poseerlas. El estado debe demostrar que usted tenía dominio y control sobre ellas. Y un cargo de intención de distribuir necesita más que una cantidad: los fiscales buscan empaques, básculas, dinero en efectivo y mensajes, y cada una de esas cosas puede tener una explicación inocente.',
        'También revisamos con lupa a los informantes, que muchas veces están tratando de reducir sus propios cargos, y el trabajo del laboratorio, donde un problema en la cadena de custodia o en los análisis puede dejar un resultado fuera de las pruebas.',
      ],
    },
    {
      heading: 'Un exfiscal que sabe dónde se caen los casos de drogas',
      body: [
        'Nuestro socio de defensa criminal fue fiscal y presentaba él mismo las acusaciones. Hoy impugna las pruebas obtenidas ilegalmente en el Kent Municipal Court y en el King County Superior Court, y busca el camino de desvío o de tratamiento que proteja el historial de su cliente.',
      ],
    },
    {
      heading: 'Consecuencias que debe prever, y nuestros honorarios',
      body: [
        'Una condena por drogas puede afectar mucho más que la sentencia. Para quien no es ciudadano de los Estados Unidos, incluso una condena por posesión puede traer graves consecuencias migratorias, así que cuéntenos su situación con toda confianza. Las condenas por drogas también pueden importarles a empleadores, arrendadores, juntas de licencias profesionales y tribunales de familia.',
        'Su primera consulta es gratis y confidencial. En Washington, los honorarios de una defensa criminal no pueden depender del resultado (RPC 1.5(d)(2)), así que le cotizamos una tarifa fija o una tarifa por hora y la dejamos por escrito en un acuerdo antes de que usted nos contrate.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas sobre cargos de drogas',
    items: [
      {
        question: '¿La posesión de drogas sigue siendo delito en Washington?',
        answer:
          'Sí. El caso State v. Blake anuló la antigua ley en 2021, pero desde el 1 de julio de 2023 poseer a sabiendas una sustancia controlada sin una receta válida es un delito menor grave según RCW 69.50.4013. La misma ley agregó opciones de desvío y tratamiento que pueden terminar en la desestimación del cargo.',
      },
      {
        question: 'Las drogas estaban en un auto en el que yo iba. ¿Legalmente son mías?',
        answer:
          'No necesariamente. Estar cerca de las drogas no basta: el estado debe probar que usted tenía a sabiendas dominio y control sobre ellas. Importa de quién era el auto, dónde estaban las drogas y qué se dijo, y también si el registro fue legal desde el principio.',
      },
      {
        question: '¿Puedo recibir tratamiento en lugar de ir a la cárcel?',
        answer:
          'Muchas veces, sí. Los cargos de posesión se pueden desviar a tratamiento, los tribunales pueden suspender una sentencia mientras usted completa un tratamiento y, para los delitos graves que califican, la alternativa de sentencia para infractores de drogas ofrece tratamiento y supervisión en lugar de una parte de la pena de prisión.',
      },
      {
        question: 'Me condenaron por posesión hace años. ¿Se puede borrar?',
        answer:
          'Si la condena fue por posesión simple bajo la ley que anuló el caso State v. Blake, por lo general se puede anular, y el dinero que pagó por ella se le puede devolver. Otras condenas antiguas se pueden anular según las reglas normales cuando usted cumpla los requisitos.',
      },
      {
        question: '¿Ahora el cannabis es legal?',
        answer:
          'Para adultos de 21 años o más, en cantidades limitadas, sí. Vender sin licencia, tener más de lo permitido y manejar bajo los efectos del cannabis siguen siendo delitos, y el cannabis sigue siendo ilegal según la ley federal.',
      },
      {
        question: '¿Cuánto cuesta una defensa por cargos de drogas?',
        answer:
          'La consulta es gratis. Después le cotizamos una tarifa fija o una tarifa por hora según el cargo y el tribunal, y la dejamos por escrito antes de que usted nos contrate. En una defensa criminal, los honorarios nunca dependen del resultado.',
      },
    ],
  },
  closing: {
    heading: 'Hable hoy con un abogado de cargos de drogas en Kent',
    body: 'Llámenos antes de hablar con la policía, de aceptar un registro o de inscribirse en cualquier programa. La consulta es gratis y confidencial, y atendemos las llamadas urgentes de día y de noche.',
  },
  structuredData: { serviceType: 'Abogado de defensa por cargos de drogas' },
} as const satisfies WordsOf<typeof drugCharges>;
