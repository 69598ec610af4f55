// Spanish copy of the DUI page (data/criminal/dui.ts), for the /es/ pages of issue 15. Written for
// Spanish-speaking readers rather than translated word for word; the statutes, the 7-day license
// hearing deadline, the first-offense minimums and the fee terms (no fee that depends on the
// outcome, RPC 1.5(d)(2)) are the English page's. Court names stay in English, as the papers a
// client is given name them.
import type { dui } from '../../criminal/dui';
import type { WordsOf } from '../../types';

export const duiEs = {
  slug: 'abogado-dui',
  navLabel: 'Defensa por DUI',
  card: '¿Lo arrestaron por DUI o por control físico de un vehículo? Tiene 7 días desde el aviso sobre su licencia para pedir una audiencia. Esto es lo primero que debe hacer.',
  meta: {
    title: 'Abogado de DUI en Kent, WA | Exfiscal | Consulta gratis',
    description:
      '¿Lo arrestaron por DUI en Kent, WA? Tiene 7 días para pedir la audiencia sobre su licencia. Un exfiscal defiende casos de DUI y control físico. Consulta gratis.',
    keywords: [
      'abogado de DUI en Kent',
      'abogado DUI Kent WA',
      'DUI en Kent Municipal Court',
      'defensa de DUI condado de King',
      'RCW 46.61.502',
      'audiencia de consentimiento implícito Washington',
      'audiencia ante el Departamento de Licencias por DUI',
      'cargo de control físico Washington',
      'arresto por manejar borracho en Kent',
    ],
  },
  hero: {
    headline: '¿Lo arrestaron por DUI en Kent? Tiene 7 días para proteger su licencia.',
    subheadline:
      'Un arresto por DUI abre dos casos a la vez: un cargo penal y la suspensión de su licencia. Hable hoy con un exfiscal, gratis y de forma confidencial.',
  },
  body: [
    {
      heading: 'Dos casos empiezan la noche del arresto',
      body: [
        'Si lo detuvieron en la SR 167, en Kent-Kangley Road o en cualquier parte del valle y lo arrestaron por manejar bajo los efectos del alcohol o de drogas, ahora enfrenta dos casos distintos. Cada uno avanza con su propio reloj, y perder de vista cualquiera de los dos le cuesta caro.',
        'El primero es el caso penal. Un arresto por DUI hecho por la policía de Kent dentro de los límites de la ciudad por lo general se presenta en Kent Municipal Court. Si lo detuvo la Patrulla Estatal de Washington en una carretera estatal, o la Oficina del Sheriff del condado de King fuera de los límites de la ciudad, el caso muchas veces se presenta en King County District Court. Un DUI que es delito grave va a King County Superior Court, que ve muchos casos del sur del condado en el Maleng Regional Justice Center, 401 Fourth Avenue North, en Kent.',
        'El segundo es una acción civil del Departamento de Licencias del estado de Washington contra su privilegio de manejar. No espera al caso penal. Tiene su propia audiencia, ante un funcionario de audiencias del Departamento de Licencias y no ante un juez, y un plazo que empieza a correr con su aviso, que después de una prueba de aliento por lo general le entregan el mismo día del arresto.',
      ],
    },
    {
      heading: 'Su plazo de 7 días para pedir una audiencia sobre su licencia',
      body: [
        'Según la ley de consentimiento implícito de Washington, RCW 46.20.308, el Departamento de Licencias suspenderá o revocará su licencia después de un arresto por DUI si su prueba de aliento o de sangre salió por encima del límite legal, o si lo acusaron de negarse a la prueba. El oficial debió entregarle un aviso que lo explica.',
        'Usted puede impugnar esa medida en una audiencia administrativa, pero solo si la pide dentro de los 7 días siguientes al aviso. Después de una prueba de aliento o de una negativa, el oficial por lo general le entrega el aviso en el arresto. Después de una prueba de sangre, el aviso llega más tarde, del Departamento de Licencias cuando ya tiene el resultado, y los 7 días corren desde ese aviso. No espere: los fines de semana cuentan dentro de esos 7 días, y en general el Departamento de Licencias no acepta una solicitud tardía. La solicitud tiene un costo de audiencia, y si usted no puede pagarlo, lo pueden eximir del pago.',
        'Si no la pide a tiempo, la suspensión o revocación entra en vigor automáticamente, por lo general 60 días después del arresto. La audiencia también le permite a su abogado ver por primera vez, bajo juramento, el informe del oficial y las razones de la detención, muchas veces mucho antes de que el caso penal llegue a ese punto.',
      ],
      list: {
        items: [
          {
            title: 'Busque el aviso',
            text: 'Revise los papeles que le dio el oficial hasta encontrar el aviso del Departamento de Licencias y la fecha que trae. Después de una prueba de sangre, esté atento a su correo.',
          },
          {
            title: 'Cuente 7 días desde esa fecha',
            text: 'Anote el último día en su teléfono y en papel, y trate de presentar la solicitud días antes, no ese mismo día.',
          },
          {
            title: 'Pida la audiencia',
            text: 'La solicitud se puede hacer en línea o por escrito ante el Departamento de Licencias. Si nos contrata a tiempo, podemos presentarla por usted.',
          },
          {
            title: 'Guarde el comprobante',
            text: 'Guarde la confirmación o una copia de lo que envió, con la fecha.',
          },
        ],
      },
    },
    {
      heading: 'Qué dice la ley de DUI de Washington',
      body: [
        'La ley de DUI, RCW 46.61.502, convierte en delito manejar en Washington en cualquiera de estas situaciones. Al fiscal le basta con probar una de ellas, y muchas acusaciones incluyen más de una.',
      ],
      list: {
        items: [
          {
            title: 'Alcohol de 0.08 o más',
            text: 'Una concentración de alcohol de 0.08 o más dentro de las dos horas después de manejar, según una prueba de aliento o de sangre.',
          },
          {
            title: 'THC de 5.00 nanogramos o más',
            text: 'Una concentración de THC de 5.00 nanogramos o más por mililitro de sangre dentro de las dos horas después de manejar, según una prueba de sangre.',
          },
          {
            title: 'Bajo la influencia o afectado',
            text: 'Estar bajo la influencia o afectado por el alcohol, el cannabis o cualquier droga, incluso un medicamento recetado, sin importar lo que muestre una prueba, o aunque no haya ninguna prueba.',
          },
          {
            title: 'Conductores menores de 21 años',
            text: 'Para los conductores menores de 21 años rige un límite más bajo, de 0.02 (RCW 46.61.503).',
          },
        ],
      },
      after: [
        'El control físico, RCW 46.61.504, es el cargo paralelo para quien es encontrado en el asiento del conductor de un auto estacionado mientras está afectado o por encima del límite, aunque el motor esté apagado. La ley ofrece una defensa si usted sacó el vehículo de la vía de manera segura antes de que un oficial empezara a perseguirlo.',
        'Para la mayoría de las personas, un cargo de DUI o de control físico es un delito menor grave, con un máximo de 364 días de cárcel y una multa de $5,000. Se convierte en delito grave de clase B si el conductor tiene tres o más delitos previos relacionados con DUI dentro de un plazo de quince años (el plazo era de diez años antes del 1 de enero de 2026), o si alguna vez fue condenado por homicidio vehicular o agresión vehicular cometidos bajo los efectos del alcohol o de drogas, o por un DUI o control físico que ya era delito grave (RCW 46.61.502(6)).',
      ],
    },
    {
      heading: 'Pruebas de aliento, pruebas de sangre y negativas',
      body: [
        'Primero vienen las pruebas al lado de la carretera: caminar en línea recta, pararse en un pie, seguir un bolígrafo con la mirada y, muchas veces, soplar en un pequeño aparato portátil. En Washington estas pruebas en la carretera son voluntarias, y usted puede negarse con cortesía.',
        'La ley de consentimiento implícito se aplica a la prueba de aliento que se hace después del arresto, por lo general en la estación de policía y en una máquina certificada. Antes de esa prueba, el oficial debe leerle unas advertencias sobre lo que una negativa o un resultado alto significan para su licencia. Una prueba de sangre en general requiere una orden de registro, o una excepción limitada, como una verdadera emergencia.',
        'Negarse a la prueba de aliento después del arresto tiene costos reales. El Departamento de Licencias revoca por al menos un año la licencia de quien se niega, la negativa se puede usar como prueba en el juicio (RCW 46.61.517) y, si lo condenan, aumenta la pena mínima obligatoria. Si ya se negó, su defensa no se acaba: si las advertencias se leyeron correctamente y si de verdad hubo una negativa son preguntas que examinamos con cuidado.',
        'Después del arresto también tiene derecho a hablar con un abogado tan pronto como sea posible, y los oficiales suelen ofrecerle una llamada a un defensor público de turno antes de la prueba de aliento. Si no le dieron esa oportunidad, díganoslo.',
      ],
    },
    {
      heading: 'Qué pasa ahora: arresto, ingreso a la cárcel, libertad y tribunal',
      body: [
        'La noche de un arresto nadie explica el orden de las cosas. Así suele avanzar un caso de DUI en el condado de King. El suyo puede saltarse un paso o agregar otro.',
      ],
      list: {
        items: [
          {
            title: 'El arresto y la prueba de aliento',
            text: 'Lo llevan a una estación, le leen sus derechos y las advertencias de consentimiento implícito, y le piden dos muestras de aliento.',
          },
          {
            title: 'Ingreso a la cárcel o libertad',
            text: 'A algunas personas las ingresan a una cárcel de la ciudad o del condado. A otras las dejan ir esa misma noche con una citación, el aviso sobre la licencia y una fecha para presentarse en el tribunal.',
          },
          {
            title: 'Primera comparecencia y fianza',
            text: 'Si queda detenido, por lo general ve a un juez a más tardar el siguiente día hábil del tribunal. Las reglas de los tribunales de Washington parten de que usted quedará en libertad con la promesa de regresar, a menos que el juez vea un riesgo real de que no regrese o de que sea un peligro, y el juez puede fijar condiciones como no tomar alcohol, un monitoreo de alcohol o un dispositivo de bloqueo de encendido.',
          },
          {
            title: 'Las primeras 72 horas',
            text: 'Pida la audiencia sobre su licencia, anote todo lo que recuerde mientras lo tiene fresco, guarde los recibos de donde comió o bebió esa noche y llame a un abogado antes de hablar del caso con cualquier persona.',
          },
          {
            title: 'Lectura de cargos',
            text: 'Es su primera audiencia formal: dentro de los 3 días siguientes a la presentación de los cargos si está detenido o en libertad con condiciones en el mismo caso, como la mayoría de las personas arrestadas por DUI, y si no, dentro de los 14 días siguientes a su primera comparecencia. Usted se declara no culpable, lo que deja abiertas todas las opciones, y el juez confirma o cambia sus condiciones de libertad.',
          },
          {
            title: 'Audiencias y mociones antes del juicio',
            text: 'Su abogado obtiene los informes, los videos y los registros de la prueba de aliento, presenta mociones para excluir pruebas y negocia con el fiscal. La mayor parte del trabajo en un caso de DUI se hace aquí.',
          },
          {
            title: 'Resolución o juicio',
            text: 'El caso termina con una desestimación, un cargo menor, un procesamiento diferido, una declaración de culpabilidad o un juicio ante un jurado de seis personas en el tribunal de distrito o municipal.',
          },
        ],
      },
    },
    {
      heading: 'Qué no hacer después de un arresto por DUI',
      body: [
        'En los primeros días después de un arresto, muchas personas perjudican su propio caso, casi siempre por querer arreglar las cosas rápido. Evite estos errores.',
      ],
      list: {
        items: [
          { title: 'No deje pasar los 7 días', text: 'Por lo general, una solicitud de audiencia que no se presentó a tiempo ya no tiene remedio.' },
          {
            title: 'No le dé explicaciones al oficial ni al fiscal',
            text: 'Las llamadas desde la cárcel se graban, y cualquier cosa que diga sobre esa noche se puede usar en su contra.',
          },
          {
            title: 'No publique ni mande mensajes sobre lo que pasó',
            text: 'Al estado le resulta fácil encontrar los mensajes a sus amigos y las publicaciones sobre dónde estuvo esa noche.',
          },
          {
            title: 'No maneje si su licencia está suspendida',
            text: 'Manejar con la licencia suspendida es un delito aparte, y complica cada parte del caso de DUI.',
          },
          {
            title: 'No incumpla una condición de su libertad',
            text: 'Si el juez le prohibió tomar alcohol o le ordenó un monitoreo, un solo desliz puede devolverlo a la cárcel antes del juicio.',
          },
          {
            title: 'No se declare culpable en la primera audiencia',
            text: 'Incluso un primer DUI trae una pena mínima obligatoria (cárcel o, en algunos casos, monitoreo en casa en su lugar), una medida contra su licencia y años en sus antecedentes. Pida consejo primero.',
          },
          {
            title: 'No falte al tribunal',
            text: 'Faltar a una fecha por lo general significa una orden de arresto del juez. Si no puede asistir, llámenos a nosotros o al tribunal antes de la audiencia.',
          },
        ],
      },
    },
    {
      heading: 'Lo que le puede costar un primer DUI',
      intro: [
        'Washington fija penas mínimas obligatorias para el DUI en RCW 46.61.5055. El juez solo puede suspender la cárcel obligatoria en casos limitados, por ejemplo cuando cumplirla pondría en riesgo considerable su bienestar físico o mental, y debe explicar sus razones por escrito; y en algunos casos el tribunal puede ordenar monitoreo electrónico en casa o monitoreo de sobriedad 24/7 en lugar de cárcel. Las cifras de esta tabla son para un conductor sin ningún delito previo relacionado con DUI en los últimos siete años. Las penas suben mucho con cada delito previo.',
      ],
      caption: 'Penas mínimas obligatorias y otras consecuencias de una primera condena por DUI en Washington (RCW 46.61.5055)',
      columns: ['Consecuencia', 'Primer DUI, sin delitos previos en siete años'],
      rows: [
        [
          'Cárcel',
          'Al menos 24 horas seguidas si el resultado de la prueba fue menor de 0.15; al menos dos días si fue de 0.15 o más, o si no hubo resultado por una negativa. En algunos casos el tribunal puede ordenar, en lugar de la cárcel, monitoreo electrónico en casa o monitoreo de sobriedad las 24 horas.',
        ],
        [
          'Multa',
          'Al menos $350 con un resultado menor de 0.15, y al menos $500 con un resultado de 0.15 o más o con una negativa, además de recargos y costas judiciales que muchas veces suman bastante más. El máximo es $5,000.',
        ],
        ['Pena máxima', 'Hasta 364 días de cárcel, como delito menor grave.'],
        [
          'Licencia',
          'Una suspensión o revocación que viene con la condena, aparte de la medida que el Departamento de Licencias toma después del arresto, y la obligación de usar un dispositivo de bloqueo de encendido (RCW 46.20.720).',
        ],
        [
          'Libertad condicional',
          'Hasta cinco años de supervisión del tribunal, muchas veces con tratamiento por alcohol y la obligación de asistir a un panel de impacto a víctimas.',
        ],
        ['Sus antecedentes', 'Una condena por DUI cuenta como delito previo si lo vuelven a arrestar, y encarece su seguro durante años.'],
      ],
    },
    {
      heading: 'Cómo desarma un exfiscal un caso de DUI',
      body: [
        'Nuestro socio de defensa criminal fue fiscal antes de ser abogado defensor. Desde el otro lado de la sala aprendió qué partes de un expediente de DUI le preocupan a un fiscal, y cuáles espera que nadie lea con atención.',
        'En el papel, un DUI parece sencillo: una detención, unas pruebas en la carretera, un número. En la práctica, cada paso tiene reglas, y el estado debe cumplirlas todas. Cuando no lo hace, la moción correcta puede dejar pruebas fuera del juicio, y un caso sin su prueba clave es un caso que el fiscal tiene que replantearse.',
      ],
      list: {
        items: [
          {
            title: 'El motivo de la detención',
            text: 'La Constitución de Washington, en su artículo I, sección 7, protege la privacidad con más fuerza que la Cuarta Enmienda federal. Una detención sin un motivo legal puede echar abajo todo lo que vino después.',
          },
          {
            title: 'La prueba de aliento en sí',
            text: 'La máquina, sus registros de mantenimiento y de certificación, el período de observación de 15 minutos antes de la prueba y si el operador siguió el protocolo.',
          },
          {
            title: 'La extracción de sangre',
            text: 'Si había una orden, cuándo se sacó la sangre y cómo se guardó y se analizó.',
          },
          {
            title: 'El video',
            text: 'Las grabaciones de la cámara de la patrulla y de la cámara corporal muchas veces muestran un equilibrio firme y un habla clara que el informe escrito no menciona.',
          },
          {
            title: 'Sus derechos en la estación',
            text: 'Las advertencias de consentimiento implícito y su acceso a un abogado antes de la prueba.',
          },
        ],
      },
      after: [
        'Según las pruebas y sus antecedentes, el resultado que buscamos puede ser una desestimación, una reducción a un cargo menor como manejo negligente en primer grado (RCW 46.61.5249) o manejo temerario (RCW 46.61.500), un procesamiento diferido para quien necesita tratamiento por su consumo de alcohol o de drogas (capítulo 10.05 RCW), o un juicio. El procesamiento diferido por un cargo de DUI o de control físico antes solo se podía obtener una vez en la vida. Desde el 1 de enero de 2026, RCW 10.05.010 permite un segundo procesamiento diferido en casos limitados; si usted califica depende de sus antecedentes y de una evaluación para tratamiento, y lo revisaremos con usted. Ningún abogado puede prometer un resultado, y le diremos con franqueza cuáles creemos que son sus opciones.',
      ],
    },
    {
      heading: 'Su defensa por DUI, dirigida por un exfiscal',
      body: [
        'Nuestro socio de defensa criminal pasó los primeros años de su carrera decidiendo en qué casos presentar cargos. Hoy defiende a personas acusadas de DUI en Kent Municipal Court, King County District Court y King County Superior Court.',
        'Lleva al mismo tiempo la audiencia sobre la licencia y el caso penal, para que lo que el oficial declare bajo juramento en uno se pueda poner a prueba en el otro.',
      ],
    },
    {
      heading: 'Cuánto cuesta una defensa por DUI',
      body: [
        'Su primera consulta es gratis y confidencial. Escucharemos lo que pasó, revisaremos sus documentos y le diremos lo que pensamos antes de que usted decida nada.',
        'Las reglas de conducta profesional de Washington no permiten que un abogado le cobre a una persona acusada en un caso penal honorarios que dependan del resultado (RPC 1.5(d)(2)). Por eso le cotizamos honorarios fijos o una tarifa por hora para su caso, le explicamos exactamente qué cubren, como la audiencia sobre la licencia, las mociones y el juicio, y lo ponemos en un acuerdo por escrito antes de que nos contrate y de empezar cualquier trabajo. Usted sabe el costo antes de comprometerse a nada.',
      ],
    },
  ],
  faq: {
    heading: 'Las primeras preguntas que nos hacen sobre el DUI',
    items: [
      {
        question: '¿Voy a perder mi licencia?',
        answer:
          'No necesariamente, y no de inmediato. La medida del Departamento de Licencias por lo general empieza 60 días después del arresto, y solo si usted no gana la audiencia. Debe pedir esa audiencia dentro de los 7 días siguientes al aviso sobre su licencia, que después de una prueba de sangre llega más tarde, del Departamento de Licencias. Aunque le suspendan la licencia, podría calificar para una licencia de conducir con dispositivo de bloqueo de encendido y seguir manejando al trabajo (RCW 46.20.385).',
      },
      {
        question: '¿Un primer DUI es un delito menor?',
        answer:
          'En Washington, un primer DUI es un delito menor grave, la clase más seria de delito menor. Aun así trae una pena mínima obligatoria (cárcel o, en algunos casos, monitoreo electrónico en casa o monitoreo de sobriedad 24/7 en su lugar), multas, una medida contra su licencia y la obligación de usar un dispositivo de bloqueo de encendido, así que merece una defensa de verdad.',
      },
      {
        question: 'Me negué a la prueba de aliento. ¿Ya perdí mi caso?',
        answer:
          'No. Una negativa trae la revocación de la licencia por al menos un año y se puede mencionar en el juicio, pero el estado todavía tiene que probar que usted estaba afectado. También revisamos si las advertencias se leyeron correctamente y si lo que pasó fue de verdad una negativa.',
      },
      {
        question: '¿Se puede reducir o desestimar un DUI?',
        answer:
          'A veces. Un DUI se puede desestimar o reducir a un cargo menor cuando hay problemas con la detención, con la prueba o con los documentos, o cuando las pruebas de que usted estaba afectado son débiles. El procesamiento diferido es otro camino para quien necesita tratamiento. Depende de los hechos y de sus antecedentes.',
      },
      {
        question: '¿Y si tengo una licencia comercial o no soy ciudadano de los Estados Unidos?',
        answer:
          'Díganoslo de inmediato. Un arresto por DUI puede descalificar una licencia de conducir comercial según el capítulo 46.25 RCW, aunque lo hayan detenido en su propio auto, y algunos resultados traen consecuencias migratorias. Las dos cosas cambian la manera en que llevamos su caso.',
      },
      {
        question: '¿Cuánto cuesta un abogado de DUI?',
        answer:
          'La consulta es gratis. Después cobramos honorarios fijos o una tarifa por hora, según el caso, explicados en un acuerdo por escrito antes de que nos contrate. Washington no permite honorarios de defensa criminal que dependan del resultado.',
      },
    ],
  },
  closing: {
    heading: 'Hable hoy con un abogado de defensa por DUI en Kent',
    body: 'Llame ahora, de día o de noche. Desde que recibe el aviso sobre su licencia, el plazo de 7 días para pedir la audiencia está corriendo, y podemos ayudarle a cumplirlo. Su primera consulta es gratis y confidencial.',
  },
  structuredData: { serviceType: 'Abogado de defensa por DUI' },
} as const satisfies WordsOf<typeof dui>;
