// Spanish copy of the criminal-defense overview (data/criminal/criminal-defense.ts), for the /es/
// pages of issue 15. Written for Spanish-speaking readers rather than translated word for word;
// the court rules, statutes, steps and fee terms (no fee that depends on the outcome, RPC
// 1.5(d)(2)) are the English page's. Court names stay in English, as the papers a client is given
// name them.
import type { criminalDefense } from '../../criminal/criminal-defense';
import type { WordsOf } from '../../types';

export const criminalDefenseEs = {
  slug: 'abogado-defensa-criminal',
  navLabel: 'Defensa criminal: información general',
  card: '¿Lo acaban de arrestar o le llegaron cargos por correo? Qué pasa en las próximas 72 horas, cuáles son sus derechos y qué tribunal verá su caso.',
  meta: {
    title: 'Abogado de defensa criminal en Kent, WA | Un exfiscal a su lado',
    description:
      '¿Lo arrestaron o lo acusaron en Kent, WA? Un exfiscal lo defiende de delitos menores y graves en Kent y el condado de King. Consulta gratis y confidencial.',
    keywords: [
      'abogado de defensa criminal en Kent',
      'abogado criminalista Kent WA',
      'Maleng Regional Justice Center',
      'abogado Kent Municipal Court',
      'defensa criminal condado de King',
      'abogado exfiscal defensa criminal',
      'me arrestaron en Kent qué pasa ahora',
    ],
  },
  hero: {
    headline: '¿Lo arrestaron o lo acusan de un delito en Kent? Hable ahora con un exfiscal.',
    subheadline:
      'Los primeros días después de un arresto marcan todo lo que sigue. Le explicamos lo que viene, protegemos sus derechos y empezamos hoy mismo a preparar su defensa.',
  },
  body: [
    {
      heading: 'Qué pasa ahora: las primeras 72 horas',
      body: [
        'Un arresto avanza rápido y nadie se detiene a explicarlo. Este es el orden habitual de los pasos en el condado de King. Conocerlo no hará más fácil la noche, pero puede evitar que tome una decisión de la que después se arrepienta.',
      ],
      list: {
        items: [
          {
            title: 'Ingreso a la cárcel',
            text: 'Le toman las huellas digitales y fotografías, y revisan sus pertenencias. A una persona arrestada en Kent la pueden llevar a una cárcel de la ciudad o a una del condado de King, ya sea en el Maleng Regional Justice Center, en Kent, o en la cárcel del centro de Seattle.',
          },
          {
            title: 'Un juez revisa el arresto',
            text: 'Cuando arrestan a alguien sin una orden de arresto y lo mantienen detenido, un juez debe decidir dentro de las 48 horas si había causa probable para arrestarlo (CrR 3.2.1).',
          },
          {
            title: 'Primera comparecencia',
            text: 'Si sigue detenido, lo llevan ante un juez tan pronto como sea posible, por lo general a más tardar el siguiente día hábil del tribunal. Muchas veces se hace por video desde la cárcel.',
          },
          {
            title: 'Libertad y fianza',
            text: 'Las reglas de los tribunales de Washington parten de que usted quedará en libertad con la promesa de regresar (CrR 3.2 y CrRLJ 3.2). Aun así, el juez puede fijar una fianza o condiciones, como no tener contacto con una persona, no tomar alcohol o llevar un monitor electrónico, si hay un riesgo real de que usted no regrese o de que alguien corra peligro.',
          },
          {
            title: 'Cargos o libertad',
            text: 'Después de un arresto por un delito grave, la fiscalía decide qué cargos presentar. A quien está detenido en el condado de King, por lo general se le presentan cargos o se le deja en libertad en unas 72 horas, sin contar fines de semana ni días festivos. Los cargos también pueden llegar más tarde, por correo, semanas o meses después de que la persona quedó libre.',
          },
          {
            title: 'Lectura de cargos',
            text: 'Es la primera audiencia sobre la acusación formal, en la que usted se declara no culpable. Si está detenido, o en libertad con condiciones en el mismo caso (lo habitual tras un arresto por DUI o por violencia doméstica), debe ocurrir dentro de los 3 días siguientes a la presentación de los cargos; si no, dentro de los 14 días siguientes a su primera comparecencia después de presentados.',
          },
        ],
      },
      after: [
        'Si arrestaron a un familiar, usted puede ayudar averiguando dónde está detenido y cuándo es su primera audiencia, y llamándonos. Por favor, no hablen de los hechos del caso por el teléfono de la cárcel: esas llamadas se graban.',
      ],
    },
    {
      heading: 'Sus derechos desde la primera pregunta',
      body: [
        'Usted tiene derecho a guardar silencio. La Quinta Enmienda y el artículo I, sección 9 de la Constitución de Washington lo protegen de que lo obliguen a declarar en su contra. Decir “Quiero hablar con un abogado y no quiero contestar preguntas” es respetuoso, legal y suficiente.',
        'Usted tiene derecho a un abogado. Después de un arresto, las reglas de los tribunales de Washington exigen que le informen de ese derecho y que le den una manera de comunicarse con un abogado tan pronto como sea posible (CrR 3.1 y CrRLJ 3.1). Si no puede pagar un abogado, el tribunal le asigna uno. También puede contratar al abogado que usted elija en cualquier momento del caso.',
        'Usted tiene derechos de privacidad muy fuertes. El artículo I, sección 7 de la Constitución de Washington protege su casa, su auto y su teléfono, en varios aspectos, con más fuerza que la Cuarta Enmienda federal. Las pruebas obtenidas en una detención o un registro ilegales se pueden excluir, lo que significa que el jurado nunca se entera de ellas.',
        'Usted tiene derecho a un juicio rápido. Según CrR 3.3 y CrRLJ 3.3, el juicio en general debe empezar dentro de los 60 días siguientes a la lectura de cargos si usted está detenido, o de los 90 días si está libre, aunque son comunes los aplazamientos acordados o permitidos por el tribunal.',
      ],
    },
    {
      heading: 'Qué tribunal verá su caso',
      intro: [
        'El tribunal donde se presenta su caso depende de dónde ocurrieron los hechos, de quién hizo el arresto y de qué tan grave es el cargo. Cada tribunal tiene sus propios calendarios, sus propios fiscales y sus propias costumbres, y conocerlos importa.',
      ],
      caption: 'Los tribunales que ven los casos penales de Kent y del sur del condado de King',
      columns: ['Tribunal', 'Qué casos ve'],
      rows: [
        [
          'Kent Municipal Court',
          'Delitos menores y delitos menores graves que la Ciudad de Kent presenta por hechos ocurridos dentro de los límites de la ciudad: DUI, agresión en cuarto grado, violencia doméstica, robo en tercer grado y manejar con la licencia suspendida, entre otros.',
        ],
        [
          'King County District Court',
          'Delitos menores y delitos menores graves de las zonas no incorporadas del condado de King y de las ciudades que tienen contrato con el condado, y muchos casos presentados después de una detención de la Patrulla Estatal de Washington.',
        ],
        [
          'King County Superior Court',
          'Todos los delitos graves del condado. Los casos del sur del condado muchas veces se ven en el Maleng Regional Justice Center, 401 Fourth Avenue North, en Kent; otros, en el King County Courthouse, en Seattle.',
        ],
      ],
    },
    {
      heading: 'Cómo clasifica Washington los delitos',
      intro: [
        'Las penas máximas de esta tabla vienen de RCW 9A.20.021. Son topes, no lo que recibe la mayoría de las personas. Las sentencias por delitos graves se fijan sobre todo con los rangos estándar de la Ley de Reforma de Sentencias (capítulo 9.94A RCW), que dependen del delito y de sus antecedentes penales.',
      ],
      caption: 'Clases de delitos en Washington y sus penas máximas (RCW 9A.20.021)',
      columns: ['Clase', 'Pena máxima'],
      rows: [
        ['Delito menor', 'Hasta 90 días de cárcel y una multa de $1,000.'],
        ['Delito menor grave', 'Hasta 364 días de cárcel y una multa de $5,000.'],
        ['Delito grave de clase C', 'Hasta 5 años de prisión y una multa de $10,000.'],
        ['Delito grave de clase B', 'Hasta 10 años de prisión y una multa de $20,000.'],
        ['Delito grave de clase A', 'Hasta cadena perpetua y una multa de $50,000.'],
      ],
    },
    {
      heading: 'Qué no hacer mientras su caso esté abierto',
      body: [
        'La mayor parte del daño a un caso penal lo hace la propia persona acusada, en los días justo después del arresto, al tratar de arreglar las cosas. Por favor, evite todo lo siguiente.',
      ],
      list: {
        items: [
          {
            title: 'No hable con la policía sobre el caso sin un abogado',
            text: 'Ni en la estación, ni por teléfono, ni cuando un detective lo llame para “escuchar su versión de los hechos”.',
          },
          {
            title: 'No se comunique con la persona que lo acusó',
            text: 'Si hay una orden de no contacto, hasta un mensaje amistoso es un delito nuevo. Si no la hay, el contacto todavía puede presentarse como una forma de presión.',
          },
          {
            title: 'No hable de los hechos por el teléfono de la cárcel ni por escrito',
            text: 'Las llamadas desde la cárcel, los mensajes de texto, los correos electrónicos y los mensajes directos se recopilan de forma rutinaria, y los fiscales los leen.',
          },
          {
            title: 'No publique nada sobre el caso',
            text: 'Borrar publicaciones después de un arresto también puede causar problemas. No toque sus redes sociales y pregúntenos qué hacer.',
          },
          {
            title: 'No falte a una audiencia ni incumpla una condición de su libertad',
            text: 'Cualquiera de las dos cosas puede traer una orden de arresto del juez, el regreso a la cárcel y una negociación más difícil.',
          },
          {
            title: 'No se declare culpable porque parece más rápido',
            text: 'Una condena puede seguirlo durante años cuando solicite un empleo, una vivienda o una licencia profesional, y en cualquier trámite de inmigración.',
          },
        ],
      },
    },
    {
      heading: 'Cómo usa un exfiscal lo que sabe',
      body: [
        'Un fiscal decide qué cargos presentar, qué ofrecer y cuándo un caso es demasiado débil para llevarlo a juicio. Nuestro socio de defensa criminal, que dirige la práctica de defensa criminal de la firma, tomó alguna vez esas decisiones. Ahora defiende a la otra parte, y sabe qué argumentos toma en serio un fiscal porque antes era él quien los sopesaba. Es uno de los nueve exfiscales del equipo legal de la firma.',
        'La ley de Washington da a los fiscales normas escritas sobre cuándo presentar cargos y cuándo no hacerlo (RCW 9.94A.411). Nosotros exigimos que el estado las cumpla. Antes de que se presenten cargos, eso puede significar darle al fiscal razones para no presentarlos. Después, significa examinar a fondo cada prueba y cada testigo antes de recomendarle a usted cualquier oferta.',
      ],
      list: {
        items: [
          {
            title: 'Leemos el expediente como lo lee un fiscal',
            text: 'Buscamos la distancia entre lo que dice el informe de la policía y lo que el estado puede probar ante el tribunal.',
          },
          {
            title: 'Investigamos por nuestra cuenta',
            text: 'Videos de negocios y de casas, registros telefónicos, testigos a los que la policía nunca llamó y el lugar mismo de los hechos.',
          },
          {
            title: 'Presentamos las mociones que importan',
            text: 'Excluir las pruebas obtenidas en una detención, un registro o un interrogatorio ilegales puede terminar un caso o cambiar su valor.',
          },
          {
            title: 'Preparamos el juicio desde el principio',
            text: 'Una oferta mejora cuando la otra parte sabe que la defensa está lista para elegir un jurado.',
          },
        ],
      },
    },
    {
      heading: 'Los resultados que buscamos',
      body: [
        'Cada caso es distinto, y ningún abogado honesto promete un resultado. Estos son los resultados que buscamos, según las pruebas, el tribunal y sus antecedentes.',
      ],
      list: {
        items: [
          { title: 'Que no se presenten cargos', text: 'Un contacto temprano con el fiscal a veces logra que el caso ni siquiera se presente.' },
          {
            title: 'Desestimación',
            text: 'Porque las pruebas se excluyeron, porque un testigo no puede probar el caso o porque el estado no puede cumplir con la carga de la prueba.',
          },
          {
            title: 'Un programa de desvío o un aplazamiento',
            text: 'Muchos tribunales ofrecen programas de desvío antes del juicio o un acuerdo para aplazar el caso (una orden de aplazamiento estipulada), en el que el cargo se desestima si usted cumple ciertas condiciones durante un tiempo fijo.',
          },
          {
            title: 'Un cargo menor',
            text: 'Un delito menos grave, o un delito menor en lugar de un delito grave, con una sentencia más leve y menos peso en sus antecedentes.',
          },
          {
            title: 'Una alternativa a la sentencia',
            text: 'Como la exención para quien comete su primer delito (RCW 9.94A.650) o la alternativa de sentencia para delitos de drogas (RCW 9.94A.660), cuando la ley la permite.',
          },
          { title: 'No culpable', text: 'Cuando el estado no es razonable, vamos a juicio.' },
        ],
      },
      after: [
        'Más adelante, muchas condenas se pueden anular una vez que pasa el período de espera y se cumplen las condiciones (RCW 9.96.060 para delitos menores y RCW 9.94A.640 para delitos graves). Una condena anulada se borra de sus antecedentes públicos para la mayoría de los fines, y podemos decirle cuándo cumple los requisitos.',
      ],
    },
    {
      heading: 'Conozca al socio que dirige nuestra práctica de defensa criminal',
      body: [
        'Nuestro socio de defensa criminal empezó su carrera como fiscal. Hoy dirige la práctica de defensa criminal de la firma y representa a personas en Kent Municipal Court, King County District Court y King County Superior Court, tanto en el Maleng Regional Justice Center como en Seattle.',
        'Prepara cada caso para el juicio mientras busca una desestimación, un cargo menor o un resultado diferido, y está disponible las 24 horas, los 7 días de la semana, para asuntos urgentes.',
      ],
    },
    {
      heading: 'Honorarios claros, acordados por escrito',
      body: [
        'La primera consulta es gratis y confidencial. Traiga los documentos que le dieron y le diremos, en palabras sencillas, a qué se enfrenta y qué haríamos al respecto.',
        'En un caso penal, Washington prohíbe cualquier honorario que dependa del resultado (RPC 1.5(d)(2)). Por eso cobramos honorarios fijos o una tarifa por hora. Antes de que nos contrate y de empezar cualquier trabajo, usted recibe un acuerdo de honorarios por escrito que dice qué cubre el pago, desde la primera audiencia hasta las mociones y, si se llega a eso, el juicio.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas de personas a las que acaban de arrestar',
    items: [
      {
        question: '¿Tengo que hablar con la policía?',
        answer:
          'No. En algunas situaciones debe dar su nombre, y nunca debe mentir ni huir, pero no tiene que contestar preguntas sobre lo que pasó. Diga que quiere un abogado y deje de hablar. En general, pedir un abogado y guardar silencio no se puede usar en su contra en el juicio.',
      },
      {
        question: 'La otra persona no quiere presentar cargos. ¿Se cerrará el caso?',
        answer:
          'No necesariamente. En Washington es el fiscal, no la presunta víctima, quien decide si presenta o retira un cargo. Lo que quiera la otra persona puede pesar para el fiscal, y esa es una razón para que un abogado hable pronto con la fiscalía.',
      },
      {
        question: '¿Debo contratar a un abogado o esperar a un defensor público?',
        answer:
          'Si usted califica, el tribunal le asignará un defensor público, y muchos son excelentes. Algunas personas prefieren contratar a un abogado para que una sola persona lleve el caso desde el primer día, incluso antes de que se presenten cargos. En cualquier caso, no se enfrente solo a un fiscal.',
      },
      {
        question: '¿Aparecerá el arresto en una verificación de antecedentes?',
        answer:
          'Un arresto y un cargo pueden aparecer en algunas verificaciones aunque no haya condena. Una desestimación ayuda, y muchas condenas se pueden anular más adelante según RCW 9.96.060 o RCW 9.94A.640. Le diremos qué mostrarán sus antecedentes y cómo mejorarlos.',
      },
      {
        question: '¿Cuánto tiempo durará mi caso?',
        answer:
          'Un caso por delito menor suele tomar unos meses, y uno por delito grave puede tomar un año o más. Las reglas del juicio rápido fijan los límites máximos, pero muchos acusados aceptan más tiempo cuando eso ayuda a la defensa a investigar o a negociar.',
      },
      {
        question: '¿Qué debo traer a la consulta gratis?',
        answer:
          'Todos los documentos que le dieron: la citación o el documento de acusación, cualquier orden de libertad u orden de no contacto y cualquier aviso del Departamento de Licencias. Traiga también una lista de sus próximas fechas en el tribunal y las preguntas que haya anotado.',
      },
      {
        question: '¿Cuánto cuesta un abogado de defensa criminal?',
        answer:
          'Depende del cargo y del tribunal. Después de la consulta gratis le cotizamos honorarios fijos o una tarifa por hora, y lo ponemos en un acuerdo por escrito antes de que nos contrate. Washington no permite honorarios que dependan del resultado de un caso penal.',
      },
    ],
  },
  closing: {
    heading: 'Hable ahora con un abogado de defensa criminal en Kent',
    body: 'Llámenos primero, de día o de noche, antes de hablar del caso con cualquier otra persona. La consulta es gratis y confidencial, y cuanto antes empecemos, más podemos hacer.',
  },
  structuredData: { serviceType: 'Abogado de defensa criminal' },
} as const satisfies WordsOf<typeof criminalDefense>;
