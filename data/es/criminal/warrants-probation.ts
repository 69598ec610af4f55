// Spanish copy of the warrants and probation-violations page (data/criminal/warrants-probation.ts),
// for the /es/ pages of issue 15. Written for Spanish-speaking readers rather than translated word
// for word; the sanctions (RCW 9.94A.633, 9.94A.6332, 9.94A.737), the courts' supervision periods
// (RCW 3.66.068, 35.20.255), the claims and the fee terms (RPC 1.5(d)(2): no fee that depends on
// the outcome) are the English page's.
import type { warrantsProbation } from '../../criminal/warrants-probation';
import type { WordsOf } from '../../types';

export const warrantsProbationEs = {
  slug: 'abogado-ordenes-de-arresto-y-libertad-condicional',
  navLabel: 'Órdenes de arresto y libertad condicional',
  card: '¿Faltó a una cita en el tribunal, o le dicen que violó su libertad condicional? Cómo se puede anular una orden de arresto, y qué pasa en una audiencia por violación.',
  meta: {
    title: 'Abogado de órdenes de arresto y libertad condicional en Kent',
    description:
      '¿Tiene una orden de arresto o una violación de libertad condicional en Kent o el condado de King? Un exfiscal le ayuda a resolverla. Consulta gratis.',
    keywords: [
      'abogado de órdenes de arresto Kent',
      'anular orden de arresto condado de King',
      'abogado de violación de libertad condicional Kent WA',
      'violación de supervisión comunitaria Washington',
      'no comparecer Kent Municipal Court',
      'RCW 9.94A.633',
      'cómo saber si tengo una orden de arresto en Washington',
    ],
  },
  hero: {
    headline: '¿Una orden de arresto o una violación de libertad condicional en Kent? Resuélvala antes que la policía.',
    subheadline:
      'Una orden de arresto puede convertir una detención de tránsito de rutina en una noche en la cárcel. Muchas veces podemos pedirle al tribunal que la anule y fije una nueva fecha, y lo acompañamos en las audiencias por violación.',
  },
  body: [
    {
      heading: 'Qué significa una orden de arresto, y por qué no desaparece sola',
      body: [
        'Una orden de arresto es una orden de un juez para que lo arresten. Sigue vigente hasta que el tribunal la anula o hasta que lo arresten con ella, así que puede aparecer años después en una detención de tránsito, al cruzar una frontera, en una verificación de antecedentes o cuando la policía llega a su casa por algo que no tiene nada que ver.',
        'La mayoría de las órdenes que vemos son órdenes de arresto judiciales, que emite el propio tribunal. Un tribunal emite una cuando alguien falta a una audiencia o no hace algo que el tribunal le ordenó: pagar una multa a tiempo, terminar una clase o un tratamiento, reportarse con su oficial de libertad condicional o no meterse en problemas. Otras son órdenes de arresto por un cargo nuevo, que se emiten cuando un fiscal presenta un caso y el juez decide que hay que traer a la persona detenida en lugar de citarla.',
        'Las personas bajo supervisión por un delito grave también pueden recibir una orden del Departamento de Correcciones por una supuesta violación de la supervisión comunitaria. Cada tipo de orden se maneja de forma distinta, y el primer paso es averiguar exactamente cuál tiene usted y qué tribunal o qué agencia la emitió.',
      ],
    },
    {
      heading: 'Cómo se puede anular una orden de arresto',
      body: [
        'Entregarse en una estación de policía no es la única opción, y muchas veces no es la mejor. Muchos tribunales del condado de King, entre ellos el Kent Municipal Court, el King County District Court y el King County Superior Court, permiten que un abogado pida que se retire o se anule una orden y que se fije una nueva fecha de audiencia. Algunos tribunales también permiten presentarse en persona en horarios fijos para resolver una orden. Las reglas cambian de un tribunal a otro y con el tiempo, así que las verificamos antes de que usted vaya a cualquier parte.',
        'Cuando pedimos que se anule una orden, explicamos por qué se faltó a la audiencia y le mostramos al juez que usted está listo para seguir adelante: la constancia de una hospitalización, una dirección nueva a la que no le llegaban los avisos o una clase que ya terminó. Cuando un juez ve eso, es mucho más probable que no lo mande a la cárcel.',
        'Actuar rápido importa por otra razón. En algunos casos, faltar al tribunal puede convertirse en un delito aparte, como el de no comparecer estando obligado a hacerlo (RCW 9A.76.170), según el cargo y el tipo de audiencia a la que se faltó.',
      ],
      list: {
        items: [
          { title: 'Averiguar de qué es la orden', text: 'Confirmamos el tribunal, el caso, el motivo y el monto de la fianza, si lo hay.' },
          {
            title: 'Elegir la mejor forma de presentarse',
            text: 'Una moción para anular la orden, un calendario de órdenes en persona o, cuando hace falta, una entrega planeada, con la fianza lista y una audiencia programada.',
          },
          {
            title: 'Corregir lo que la causó',
            text: 'Inscribirse en la clase, hacer un plan de pagos o reunir los documentos que explican la fecha perdida.',
          },
          { title: 'Presentarse con su abogado', text: 'Y cumplir con cada fecha que siga.' },
        ],
      },
    },
    {
      heading: 'Violaciones de la libertad condicional en los tribunales de distrito y municipales',
      body: [
        'Después de una condena por un delito menor, por lo general se suspende parte de la sentencia de cárcel, o se difiere la sentencia, con condiciones. Las más comunes son no cometer nuevos delitos, tratamiento por alcohol o por violencia doméstica, clases, servicio comunitario, multas, órdenes de no contacto y reportarse con un oficial de libertad condicional.',
        'Los tribunales de distrito y municipales vigilan esas condiciones durante un período fijo: hasta dos años para la mayoría de los delitos menores, y más tiempo para el DUI y algunos otros delitos (RCW 3.66.068 para los tribunales de distrito y RCW 35.20.255 para los tribunales municipales). Si el tribunal encuentra una violación, puede imponer una parte o la totalidad de la cárcel que había suspendido.',
        'Usted tiene derechos en una audiencia por violación: un aviso por escrito de lo que se le acusa, una audiencia ante un juez, un abogado y la oportunidad de explicar y de presentar pruebas. El nivel de prueba es más bajo que en un juicio, así que la preparación importa. Si la violación es una multa sin pagar que usted no podía pagar, por lo general el tribunal no puede mandarlo a la cárcel por eso (RCW 10.01.180); puede cambiar cómo y cuándo paga.',
      ],
    },
    {
      heading: 'Violaciones de la supervisión comunitaria en una sentencia por delito grave',
      body: [
        'A las personas en supervisión comunitaria por un delito grave las supervisa el Departamento de Correcciones. Cuando se alega una violación, la ley establece qué autoridad la decide (RCW 9.94A.6332). Muchas violaciones las maneja el propio Departamento con su propio proceso de audiencias (RCW 9.94A.737): una violación de nivel bajo puede traer hasta tres días de encierro, y una de nivel alto hasta 30 días.',
        'Otras vuelven al juez que dictó la sentencia en el King County Superior Court, que puede imponer hasta 60 días de encierro por cada violación, o en su lugar una sanción en la comunidad, como una cuadrilla de trabajo, monitoreo electrónico en casa o tratamiento (RCW 9.94A.633). Para quienes recibieron una sentencia alternativa, como la alternativa de sentencia para infractores de drogas, una violación puede llevar a que se revoque la alternativa y a una sentencia mucho más larga.',
        'Ya sea que el caso lo decida el Departamento o un juez, la forma de presentar la violación hace una verdadera diferencia: qué pasó, por qué, qué ha hecho usted desde entonces y cómo puede ser la supervisión, de manera realista, de aquí en adelante.',
      ],
    },
    {
      heading: 'Qué sigue cuando usted nos llama',
      body: ['Así manejamos por lo general una orden de arresto o una supuesta violación, desde la primera llamada hasta la audiencia.'],
      list: {
        items: [
          {
            title: 'Encontramos la orden o la acusación',
            text: 'Qué tribunal o qué agencia la emitió, cuándo, por qué y qué dice sobre la fianza o la detención.',
          },
          {
            title: 'Planeamos cómo presentarse',
            text: 'Una moción para anular la orden, un calendario del tribunal o una entrega planeada, en el momento oportuno para que, si se puede evitar, usted no pase un fin de semana en la cárcel.',
          },
          {
            title: 'Si lo arrestan antes',
            text: 'Por lo general ve a un juez a más tardar el siguiente día hábil del tribunal, a veces después de un traslado desde otra cárcel al tribunal que emitió la orden. Llámenos, o pida a su familia que nos llame, de inmediato.',
          },
          {
            title: 'Las primeras 72 horas',
            text: 'Reunimos los documentos que explican lo que pasó y muestran lo que usted ha hecho desde entonces: constancias de tratamiento, recibos, horarios de trabajo y expedientes médicos.',
          },
          {
            title: 'La audiencia',
            text: 'Presentamos su versión, negociamos con el fiscal o con el Departamento cuando se puede y pedimos la sanción menos restrictiva, o ninguna.',
          },
        ],
      },
    },
    {
      heading: 'Qué no hacer si tiene una orden de arresto o una violación',
      body: ['Esperar a ver qué pasa es el error más común, y el más caro. Estos son otros que debe evitar.'],
      list: {
        items: [
          { title: 'No la ignore', text: 'Las órdenes de arresto no vencen solas, y cuanto más tiempo pasa, más difícil es explicarla.' },
          {
            title: 'No se entregue sin un plan',
            text: 'Llegar a una estación tarde un viernes puede significar un fin de semana en la cárcel antes de ver a un juez.',
          },
          {
            title: 'No maneje si tiene la licencia suspendida',
            text: 'Una detención de tránsito es la forma más común en que arrestan a alguien con una orden pendiente, y suma un cargo nuevo.',
          },
          {
            title: 'No le mienta a su oficial de libertad condicional ni a su oficial de correcciones comunitarias',
            text: 'Una declaración falsa puede convertirse en una violación por sí sola, y le quita credibilidad en la audiencia.',
          },
          {
            title: 'No deje el tratamiento ni las clases',
            text: 'Siga asistiendo mientras la violación está pendiente. La prueba de que siguió cumpliendo muchas veces es la mejor que usted tiene.',
          },
          { title: 'No falte a la nueva fecha de audiencia', text: 'Una segunda fecha perdida es muy difícil de explicar.' },
        ],
      },
    },
    {
      heading: 'Cómo maneja un exfiscal las audiencias por violación',
      body: [
        'Nuestro socio de defensa criminal ha estado en la otra mesa en audiencias por violación. Sabe lo que pesan los fiscales y los jueces: si la violación fue intencional, si puso a alguien en riesgo y si la persona ha demostrado que puede cumplir de aquí en adelante. Dirige la práctica de defensa criminal de la firma, y sabe que muchas veces una audiencia depende de lo que usted pueda mostrarle al juez que ya hizo.',
        'Respondemos esas preguntas antes de que el juez las haga. Llevamos la confirmación de inscripción, el recibo de pago, la carta del consejero o el expediente del hospital. Proponemos condiciones realistas. Cuando la acusación está equivocada, la impugnamos, y cuando es cierta, pedimos una sanción que le permita conservar su trabajo, su vivienda y el progreso que ha logrado.',
      ],
    },
    {
      heading: 'Su audiencia, en manos de un exfiscal',
      body: [
        'Nuestro socio de defensa criminal se presenta en el Kent Municipal Court, el King County District Court y el King County Superior Court, donde cada semana se anulan órdenes de arresto y se celebran audiencias por violación. Como los arrestos rara vez ocurren en horario de oficina, está disponible las 24 horas, los 7 días de la semana, para asuntos urgentes.',
      ],
    },
    {
      heading: 'Cuánto cuesta anular una orden de arresto',
      body: [
        'Empiece con una consulta gratis y confidencial. Cuéntenos lo que sabe de la orden o de la violación, y le diremos qué podemos hacer y con qué rapidez.',
        'Como se trata de un asunto penal, Washington no permite honorarios que dependan del resultado (RPC 1.5(d)(2)). Las anulaciones de órdenes y las audiencias por violación muchas veces se manejan con una tarifa fija (si no, con una tarifa por hora), que le cotizamos desde el principio y dejamos por escrito en un acuerdo antes de que usted nos contrate.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas sobre órdenes de arresto y violaciones de libertad condicional',
    items: [
      {
        question: '¿Cómo sé si tengo una orden de arresto?',
        answer:
          'Algunos tribunales publican la información de las órdenes o la dan por teléfono, pero preguntar en persona en una estación de policía puede terminar en un arresto ahí mismo. Lo más seguro es que un abogado lo averigüe por usted, y por lo general podemos hacerlo rápido.',
      },
      {
        question: 'Si voy al tribunal a resolver la orden, ¿me van a arrestar?',
        answer:
          'Depende del tribunal, del motivo de la orden y de sus antecedentes. Muchas órdenes se pueden anular con una nueva fecha de audiencia y sin pasar tiempo detenido, sobre todo cuando un abogado lo ha arreglado de antemano. Algunos jueces sí detienen a las personas, y por eso planeamos cada comparecencia.',
      },
      {
        question: 'Falté al tribunal porque nunca recibí el aviso. ¿Qué hago ahora?',
        answer:
          'Pasa con frecuencia, casi siempre después de una mudanza. Es una buena razón para pedir que se anule la orden, y los tribunales la aceptan con regularidad cuando se explica pronto. Actualice su dirección con el tribunal en cuanto anulemos la orden.',
      },
      {
        question: '¿Qué puede pasar en una audiencia por violación de la libertad condicional?',
        answer:
          'En un tribunal de distrito o municipal, el juez puede imponer una parte o la totalidad de la cárcel que se había suspendido, agregar condiciones o decidir que no hubo violación. En la supervisión comunitaria por un delito grave, las sanciones van desde opciones en la comunidad hasta el encierro que fija la ley. La preparación y las pruebas de que usted ha cumplido hacen una verdadera diferencia.',
      },
      {
        question: '¿Pueden encargarse de una orden de arresto de otro condado?',
        answer:
          'Muchas veces, sí. Díganos qué tribunal la emitió. Donde no nos presentamos con regularidad, igual podemos ayudarle a planear la forma más segura de resolverla.',
      },
      {
        question: 'Si espero, ¿la orden de arresto desaparece sola?',
        answer:
          'No. Una orden de arresto judicial por lo general sigue vigente hasta que lo arresten con ella o hasta que el tribunal la anula, y puede aparecer en una detención de tránsito, en un aeropuerto o en una verificación de antecedentes para un empleo. Esperar también hace más difícil mostrarle al juez una buena razón por la fecha perdida. Cuanto antes pidamos que se anule, mejores suelen ser sus opciones, y más probable es que usted salga del tribunal el mismo día.',
      },
      {
        question: '¿Cuánto cuesta anular una orden de arresto o defenderse de una violación?',
        answer:
          'La consulta es gratis. Las anulaciones de órdenes y las audiencias por violación muchas veces se manejan con una tarifa fija, que le cotizamos por escrito antes de que usted nos contrate. En Washington, los honorarios de una defensa criminal no pueden depender del resultado.',
      },
    ],
  },
  closing: {
    heading: 'Hable hoy con un abogado de órdenes de arresto y libertad condicional en Kent',
    body: 'Llámenos ahora, antes de que se cumpla la orden o llegue la fecha de la audiencia. La consulta es gratis y confidencial, y la mayoría de las órdenes son más fáciles de resolver cuanto antes empecemos.',
  },
  structuredData: { serviceType: 'Abogado de defensa por órdenes de arresto y violaciones de libertad condicional' },
} as const satisfies WordsOf<typeof warrantsProbation>;
