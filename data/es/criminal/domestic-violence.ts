// Spanish copy of the domestic-violence page (data/criminal/domestic-violence.ts), for the /es/
// pages of issue 15. Written for Spanish-speaking readers rather than translated word for word;
// chapter 10.99 RCW, mandatory arrest (RCW 10.31.100), order violations (RCW 7.105.450), firearm
// surrender (RCW 9.41.800) and the fee terms (no fee that depends on the outcome, RPC 1.5(d)(2))
// are the English page's. Court names stay in English, as the papers a client is given name them.
import type { domesticViolence } from '../../criminal/domestic-violence';
import type { WordsOf } from '../../types';

export const domesticViolenceEs = {
  slug: 'abogado-violencia-domestica',
  navLabel: 'Violencia doméstica',
  card: '¿Lo arrestaron después de una llamada por violencia doméstica o le entregaron una orden de no contacto? Qué significa la orden, qué no hacer y cómo pedir que la revisen.',
  meta: {
    title: 'Abogado de violencia doméstica en Kent | Órdenes de no contacto',
    description:
      '¿Lo acusan de violencia doméstica en Kent, WA, o tiene orden de no contacto? Un exfiscal le explica sus derechos y lo defiende. Consulta gratis y confidencial.',
    keywords: [
      'abogado de violencia doméstica en Kent',
      'abogado de defensa por violencia doméstica Kent WA',
      'orden de no contacto Washington',
      'RCW 10.99',
      'violación de una orden de no contacto',
      'agresión en cuarto grado por violencia doméstica condado de King',
      'violencia doméstica Kent Municipal Court',
    ],
  },
  hero: {
    headline: '¿Lo acusan de violencia doméstica en Kent? Empiece por la orden de no contacto.',
    subheadline:
      'Un arresto por violencia doméstica puede dejarlo fuera de su propia casa y lejos de sus hijos en cuestión de horas. Un exfiscal puede explicarle la orden, proteger sus derechos y combatir el cargo.',
  },
  body: [
    {
      heading: 'La violencia doméstica es una designación, no un delito aparte',
      body: [
        'En Washington, la “violencia doméstica” no es un solo delito. Es una designación que se agrega a un delito común, como agresión, acoso, daño malicioso o privación ilegal de la libertad, cuando las personas involucradas son familiares, miembros del mismo hogar o parejas íntimas (RCW 10.99.020).',
        'Eso abarca más relaciones de las que la mayoría imagina: cónyuges y parejas de hecho, actuales y anteriores; personas que tienen un hijo en común; personas que salen juntas o que salieron; adultos emparentados por sangre o por matrimonio; y personas que viven juntas o que vivieron juntas. Una pelea entre hermanos adultos o entre compañeros de casa se puede acusar como violencia doméstica.',
        'La designación cambia la manera en que se maneja todo el caso. Trae arresto obligatorio en muchas situaciones, órdenes de no contacto, la entrega de armas de fuego, fiscales especializados y, en algunos casos de reincidencia, cargos por delito grave. Washington también castiga como delito aparte impedir que alguien llame al 911 o denuncie violencia doméstica (RCW 9A.36.150).',
      ],
    },
    {
      heading: 'Por qué la policía arresta aunque nadie se lo haya pedido',
      body: [
        'A muchas personas arrestadas después de una llamada por violencia doméstica les dicen que “alguien tiene que irse esta noche”. Es porque Washington obliga a los oficiales a arrestar en muchas situaciones domésticas, sin importar lo que quieran las personas involucradas.',
        'Según RCW 10.31.100, en general un oficial debe arrestar cuando hay causa probable para creer que, en las cuatro horas anteriores, una persona agredió a un familiar, a un miembro de su hogar o a su pareja íntima y le causó una lesión corporal, cometió una agresión que es delito grave o hizo que la otra persona temiera un daño grave inminente. Cuando cada uno dice que el otro empezó, la ley le indica al oficial que arreste a quien parezca haber sido el principal agresor físico.',
        'Los oficiales toman esa decisión rápido, de noche, muchas veces con poco más que dos versiones contradictorias y las marcas que alcanzan a ver. Esas decisiones pueden estar equivocadas, y son de lo primero que revisamos.',
      ],
    },
    {
      heading: 'La orden de no contacto: qué significa para usted',
      body: [
        'Por lo general, la orden de no contacto se emite en la primera comparecencia después del arresto, como condición para quedar en libertad (RCW 10.99.040). En general, quien es arrestado por un delito de violencia doméstica debe comparecer en persona ante un juez dentro de un día hábil judicial (RCW 10.99.045). Si hay condena, el juez puede emitir otra orden como parte de la sentencia (RCW 10.99.050).',
        'La orden puede prohibir todo contacto: en persona, por teléfono, por mensaje de texto, por correo electrónico o por redes sociales, y también por medio de amigos o familiares. Puede obligarlo a mantenerse a cierta distancia de la otra persona y fuera de una casa que comparten, incluso si la casa es suya o está rentada a su nombre.',
        'Solo un juez puede cambiar o terminar la orden. La persona protegida no puede darle permiso para el contacto, y si esa persona lo llama o lo visita, quien viola la orden al responder es usted. Violar a sabiendas una orden de no contacto es un delito menor grave según RCW 7.105.450, y un delito grave de clase C si la violación incluye una agresión o una conducta que de manera imprudente crea un riesgo de lesión grave, o si ocurre después de dos condenas previas por violar órdenes de ese tipo.',
      ],
      list: {
        items: [
          {
            title: 'Lea la orden completa',
            text: 'Fíjese exactamente a quién protege, qué distancia fija, qué lugares cubre y cuándo vence.',
          },
          {
            title: 'Organice cómo recoger sus pertenencias',
            text: 'Pídale a la policía que lo acompañe a recogerlas, o deje que nosotros lo organicemos. Nunca regrese por su cuenta, aunque la otra persona le diga que no hay problema.',
          },
          {
            title: 'Haga un plan para sus hijos',
            text: 'Si la orden, o una orden del tribunal de familia, afecta a sus hijos, cúmplala al pie de la letra y permítanos pedirle al tribunal un horario que funcione.',
          },
          {
            title: 'Pida una revisión, de la manera correcta',
            text: 'Podemos pedirle al juez que cambie o levante la orden. La persona protegida también puede decirle al tribunal, o a la persona de la fiscalía que apoya a las víctimas, lo que quiere.',
          },
        ],
      },
    },
    {
      heading: 'Las armas de fuego en los casos de violencia doméstica',
      body: [
        'Cuando un tribunal emite una orden de no contacto en un caso de violencia doméstica, por lo general le ordenará entregar sus armas de fuego, otras armas peligrosas y cualquier licencia para portar una pistola oculta, muchas veces en un plazo corto (RCW 9.41.800). La orden le indica cómo y dónde entregarlas.',
        'Una condena por agresión en cuarto grado o por ciertos otros delitos contra un familiar, un miembro del hogar o una pareja íntima hace ilegal poseer un arma de fuego en Washington (RCW 9.41.040), y la ley federal agrega su propia prohibición por un delito menor de violencia doméstica (18 U.S.C. 922(g)(9)), por lo general de por vida. Desde 2022 la prohibición federal también abarca una condena contra una pareja sentimental, pero una sola condena por delito menor contra una pareja sentimental deja de inhabilitarlo según la ley federal cinco años después de la sentencia o del fin de la pena, lo que ocurra más tarde, si usted no tiene otra condena que lo inhabilite (18 U.S.C. 921(a)(33)(C)); la prohibición de Washington es aparte. No le entregue armas a un amigo ni las lleve a otra casa sin hablar antes con nosotros: eso puede crear un cargo nuevo.',
      ],
    },
    {
      heading: 'Qué pasa después de un arresto por violencia doméstica',
      body: [
        'Los casos de violencia doméstica avanzan más rápido que la mayoría. Este es el camino que suelen seguir en los tribunales de Kent y del condado de King.',
      ],
      list: {
        items: [
          {
            title: 'Arresto e ingreso a la cárcel',
            text: 'Muchas veces, la misma noche de la llamada. Es común que a las personas arrestadas por violencia doméstica las mantengan detenidas hasta que ven a un juez.',
          },
          {
            title: 'Primera comparecencia, dentro de un día hábil judicial',
            text: 'El juez decide sobre la libertad, fija condiciones y por lo general emite la orden de no contacto. Un abogado en esta audiencia puede discutir los términos de la orden antes de que usted quede obligado por ellos.',
          },
          {
            title: 'Presentación de cargos',
            text: 'El fiscal de la ciudad presenta los delitos menores de Kent en Kent Municipal Court; la Fiscalía del condado de King decide sobre los delitos graves, por lo general en unas 72 horas cuando la persona está detenida.',
          },
          {
            title: 'Lectura de cargos',
            text: 'Usted se declara no culpable. El tribunal vuelve a revisar la orden de no contacto y las condiciones de libertad.',
          },
          {
            title: 'Intercambio de pruebas e investigación',
            text: 'Obtenemos la grabación del 911, el video de las cámaras corporales, las fotografías y las declaraciones, y entrevistamos a los testigos.',
          },
          {
            title: 'Negociación, mociones o juicio',
            text: 'Buscamos una desestimación, un cargo menor o una resolución acordada, y nos preparamos para el juicio cuando las pruebas no respaldan el cargo.',
          },
        ],
      },
    },
    {
      heading: 'Qué no hacer mientras el caso esté abierto',
      body: [
        'En los casos de violencia doméstica, el cargo nuevo más común es violar la orden de no contacto, casi siempre por parte de alguien que no quería hacer ningún daño. Por favor, tome esto en serio.',
      ],
      list: {
        items: [
          {
            title: 'No conteste llamadas, mensajes de texto ni otros mensajes de la persona protegida',
            text: 'Aunque esa persona se comunique primero, y aunque sea para hablar de los hijos o de las cuentas.',
          },
          {
            title: 'No mande recados por medio de familiares o amigos',
            text: 'El contacto por medio de otra persona sigue siendo contacto.',
          },
          {
            title: 'No hable del caso por el teléfono de la cárcel',
            text: 'Las llamadas se graban, y las llamadas desde la cárcel están entre las pruebas más comunes en los juicios por violencia doméstica.',
          },
          {
            title: 'No vaya a la casa a recoger algo',
            text: 'Pida que la policía lo acompañe, o deje que nosotros lo organicemos.',
          },
          {
            title: 'No esconda, venda ni traspase armas de fuego',
            text: 'Cumpla la orden de entrega al pie de la letra, y pregúntenos si algo no le queda claro.',
          },
          {
            title: 'No publique nada sobre su pareja ni sobre el caso',
            text: 'Una publicación puede contar como contacto, y el fiscal la va a leer.',
          },
        ],
      },
    },
    {
      heading: 'Cuando la otra persona no quiere que haya un proceso',
      body: [
        'Es común que quien llamó al 911 quiera que se retire el caso a la mañana siguiente. En Washington esa decisión le corresponde al fiscal, y muchos fiscales siguen adelante aun sin la cooperación de la otra persona, con la grabación del 911, lo que vieron los oficiales, las fotografías y lo que se dijo en el lugar.',
        'El privilegio conyugal, que por lo general impide obligar a un cónyuge a declarar contra el otro, en general no se aplica cuando uno de los cónyuges está acusado de un delito contra el otro (RCW 5.60.060). La otra persona puede tener su propia defensora o defensor de víctimas, y puede hablar con el fiscal o con el tribunal sobre lo que quiere.',
        'Lo que quiera la persona protegida sigue importando. Un fiscal que evalúa un caso con un testigo que no quiere declarar y pocas pruebas independientes puede aceptar desestimarlo o reducirlo. Esa conversación debe pasar por su abogado, nunca por usted.',
      ],
    },
    {
      heading: 'Cómo defiende un exfiscal los casos de violencia doméstica',
      body: [
        'Como exfiscal, nuestro socio de defensa criminal sabe cómo deciden las unidades de violencia doméstica qué casos presentar y cuáles pelear. Esas decisiones dependen de las pruebas independientes: la llamada al 911, lo que vio el primer oficial, las lesiones y lo que se dijo antes de que nadie tuviera tiempo de pensar.',
        'Examinamos cada una. ¿La llamada al 911 fue de verdad la denuncia de una agresión, o de una discusión? ¿Las fotografías muestran lesiones que coinciden con la versión de los hechos, o con la defensa propia? ¿El oficial identificó a la persona correcta como principal agresor? ¿Le tomaron declaraciones después de que usted pidió un abogado?',
      ],
      list: {
        items: [
          { title: 'Desestimación', text: 'Cuando el estado no puede probar su caso sin un testigo que no lo respalda.' },
          {
            title: 'Un cargo menor o sin la designación de violencia doméstica',
            text: 'Lo que puede proteger su derecho a tener armas de fuego y evitar que la designación de violencia doméstica quede en sus antecedentes.',
          },
          {
            title: 'Un aplazamiento o una sentencia diferida',
            text: 'Muchos tribunales ofrecen un acuerdo para aplazar el caso (una orden de aplazamiento estipulada) o una sentencia diferida, muchas veces con una evaluación y un tratamiento por violencia doméstica, que terminan en una desestimación cuando se completan.',
          },
          { title: 'Juicio', text: 'Con la defensa propia incluida, cuando eso fue lo que pasó.' },
        ],
      },
    },
    {
      heading: 'Lo defiende un exfiscal que conoce estas órdenes',
      body: [
        'Los cargos de violencia doméstica muchas veces llegan con una orden de no contacto que puede dejar a una persona fuera de su propia casa y lejos de sus hijos. Nuestro socio de defensa criminal trabaja para modificar esas órdenes cuando la ley lo permite.',
        'Prepara cada caso de violencia doméstica para el juicio mientras busca una desestimación, un cargo menor o un resultado diferido.',
      ],
    },
    {
      heading: 'Cuánto cuesta nuestra defensa',
      body: [
        'Hablar con nosotros no le cuesta nada. La primera consulta es gratis y confidencial, y si quiere puede venir con un familiar.',
        'En Washington ningún abogado puede cobrar honorarios que dependan del resultado de un caso penal (RPC 1.5(d)(2)). Acordamos con usted honorarios fijos o una tarifa por hora, por escrito, antes de que nos contrate y de empezar cualquier trabajo, y el acuerdo dice qué cubre, desde la primera audiencia sobre la orden de no contacto hasta el juicio.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas sobre violencia doméstica y órdenes de no contacto',
    items: [
      {
        question: 'Mi pareja quiere que se levante la orden. ¿Qué puede hacer?',
        answer:
          'Puede decirle al tribunal, o a la persona de la fiscalía que apoya a las víctimas, lo que quiere, y el tribunal puede cambiar o terminar la orden. Hasta que un juez firme una orden nueva, la anterior sigue vigente. Podemos presentar la solicitud y asegurarnos de que se escuche.',
      },
      {
        question: '¿Puedo volver a mi casa?',
        answer:
          'No, si la orden lo mantiene lejos de la casa, aunque sea el dueño o el contrato de renta esté a su nombre. Regresar, aunque sea un momento, es una violación. Con el acompañamiento de la policía puede recoger sus pertenencias de manera legal, y podemos pedirle al tribunal que cambie la orden.',
      },
      {
        question: '¿Y si la persona protegida me llama o me manda mensajes?',
        answer:
          'No conteste, ni siquiera para decir que no puede hablar. Guarde los mensajes y díganoslo. La orden lo restringe a usted, no a la persona protegida, así que por lo general esa persona no la viola al comunicarse con usted, aunque a veces su conducta puede dar lugar a otros cargos. A usted sí lo pueden acusar por responder.',
      },
      {
        question: '¿Esto afectará la custodia de mis hijos?',
        answer:
          'Puede afectarla. Los tribunales de familia deben tomar en cuenta los antecedentes de violencia doméstica al decidir los planes de crianza (RCW 26.09.191), y una orden de no contacto puede limitar por ahora el contacto con los hijos. La manera en que termine el caso penal puede importar mucho en el tribunal de familia.',
      },
      {
        question: '¿Se puede anular más adelante una condena por violencia doméstica?',
        answer:
          'Algunas sí, pero las condenas por violencia doméstica tienen condiciones adicionales según RCW 9.96.060, entre ellas un período de espera más largo. La mejor protección es lograr ahora una desestimación o un resultado sin la designación de violencia doméstica.',
      },
      {
        question: '¿Cuánto cuesta contratarlos?',
        answer:
          'La consulta es gratis. Después le cotizamos honorarios fijos o una tarifa por hora, por escrito, antes de que nos contrate. Washington no permite honorarios de defensa criminal que dependan del resultado del caso.',
      },
    ],
  },
  closing: {
    heading: 'Hable hoy con un abogado de defensa por violencia doméstica en Kent',
    body: 'Llámenos antes de su primera audiencia si puede, y antes de responderle a cualquier persona involucrada en el caso. La consulta es gratis y confidencial, y atendemos llamadas urgentes de día y de noche.',
  },
  structuredData: { serviceType: 'Abogado de defensa por violencia doméstica' },
} as const satisfies WordsOf<typeof domesticViolence>;
