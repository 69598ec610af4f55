// Spanish copy of the premises liability practice page (issue 15): the same sections, statutes,
// steps and FAQ as data/practice/premises-liability.ts, written for Spanish-speaking clients, not
// translated word for word.
import type { premisesLiability } from '../../practice/premises-liability';
import type { WordsOf } from '../../types';
import { injuryCostsEs } from '../injury-fee';

export const premisesLiabilityEs = {
  // What a Spanish speaker types after a fall; "responsabilidad del dueño de una propiedad" is in the keywords.
  slug: 'abogado-resbalones-y-caidas',
  navLabel: 'Resbalones y caídas',
  tile: { title: 'Resbalones y caídas' },
  meta: {
    title: 'Abogado de resbalones y caídas en Kent | Propiedad insegura',
    description:
      '¿Se lesionó por un resbalón, una caída o una propiedad insegura en Kent? Investigamos rápido y exigimos que el dueño responda. Consulta gratis.',
    keywords: [
      'abogado de resbalones y caídas en Kent',
      'abogado de caídas Kent WA',
      'abogado de responsabilidad del dueño de una propiedad condado de King',
      'abogado de seguridad negligente Washington',
      'reclamo por tropezón y caída',
      'caída en escaleras de apartamento arrendador',
      'reclamo RCW 4.96.020',
      'abogado por lesiones en una tienda',
    ],
  },
  hero: {
    headline: 'Abogados en Kent para lesiones por resbalones, tropiezos y caídas',
    subheadline:
      'Cuando el dueño de una propiedad ignora un peligro y usted se lesiona, la ley de Washington puede hacerlo responsable. Investigamos rápido, antes de que limpien las pruebas.',
  },
  body: [
    {
      heading: '¿Qué es un reclamo por lesiones en una propiedad?',
      body: [
        'La responsabilidad del dueño de una propiedad es el área del derecho que hace responder a los dueños y ocupantes de una propiedad por las lesiones que causan las condiciones inseguras en ella. El ejemplo más conocido es un resbalón en un piso mojado o con hielo, pero estos reclamos también cubren los desniveles con que uno se tropieza, las escaleras y barandales rotos, la mala iluminación, los objetos que caen, los accidentes en piscinas, las agresiones que una seguridad insuficiente hizo posibles y, en circunstancias limitadas, los ataques de perros en una propiedad de alquiler.',
        'La ley de Washington pregunta qué le debía el dueño a usted según el motivo por el que usted estaba allí. Los clientes y el público invitado a una propiedad son, en términos legales, “invitados”: el dueño debe actuar con cuidado razonable para protegerlos de las condiciones peligrosas que conoce o que descubriría con una inspección razonable, reparando el peligro o advirtiendo de él. Las visitas sociales son “visitantes con permiso”: el dueño debe corregir, o advertirles, los peligros que conoce y que una visita difícilmente notaría, pero no está obligado a inspeccionar en busca de peligros ocultos. A los intrusos por lo general solo se les debe protección contra un daño intencional o temerario, aunque a un niño atraído a un terreno por algo peligroso y llamativo se le puede deber más.',
      ],
    },
    {
      heading: 'Por qué elegir nuestra firma para un caso de lesiones en una propiedad',
      body: [
        'Los dueños de propiedades y sus aseguradoras suelen responder a un reclamo culpando a la persona lesionada por no fijarse por dónde caminaba. Respondemos a esa defensa con hechos: los registros de inspección, el video y las quejas que hubo antes de su caída.',
        'Un caso así se construye con pruebas reunidas antes de que desaparezcan. Nuestro equipo aporta más de 150 años de experiencia combinada a esa tarea, y nuestro socio director ha sido reconocido como Super Lawyer cada año desde 2019. Cada consulta es gratuita, y la última pregunta, más abajo, explica lo que le cuesta a usted un caso de este tipo, incluso cuando no obtenemos dinero para usted.',
      ],
    },
    {
      heading: 'Ejemplos de casos de lesiones en una propiedad',
      body: [
        'Cada caso depende de sus propios hechos, pero la mayoría sigue unos pocos patrones conocidos. Estos ejemplos muestran el tipo de situaciones que pueden dar lugar a un reclamo en Kent y en los condados de King y Pierce.',
      ],
      list: {
        items: [
          {
            title: 'Resbalón en el piso mojado de un supermercado',
            text: 'Una clienta resbala con un líquido derramado en el pasillo de frutas y verduras que el personal llevaba mucho rato sin revisar ni limpiar, y sin ningún letrero de advertencia.',
          },
          {
            title: 'Escaleras rotas en un complejo de apartamentos',
            text: 'Un inquilino cae al romperse un escalón exterior podrido que otros residentes le habían reportado al administrador meses antes.',
          },
          {
            title: 'Seguridad negligente en un estacionamiento',
            text: 'Un visitante es agredido en un estacionamiento donde las luces llevaban semanas apagadas, la reja estaba rota y delitos anteriores ya habían puesto sobre aviso al dueño.',
          },
          {
            title: 'Mercancía que cae',
            text: 'Cajas pesadas apiladas en un estante alto de una tienda tipo almacén caen sobre un cliente porque nadie las aseguró.',
          },
        ],
      },
    },
    {
      heading: '¿Quién puede ser responsable?',
      body: [
        'La responsabilidad es de quien controlaba la propiedad y el peligro, y puede repartirse entre varios. Identificarlos a todos desde temprano importa, porque cada uno puede tener su propio seguro.',
      ],
      list: {
        items: [
          { title: 'Dueños de propiedades', text: 'Dueños de casas y de propiedades comerciales que dejan que las condiciones peligrosas sigan ahí.' },
          {
            title: 'Arrendadores',
            text: 'La Ley de Arrendadores e Inquilinos Residenciales de Washington, RCW 59.18.060, obliga a los arrendadores a mantener razonablemente seguras las áreas comunes y a hacer las reparaciones necesarias.',
          },
          { title: 'Administradores de propiedades', text: 'Empresas contratadas para inspeccionar, mantener y reparar edificios y áreas comunes.' },
          { title: 'Negocios', text: 'Tiendas, restaurantes, gimnasios y hoteles que alquilan un local y controlan el piso por donde caminan sus clientes.' },
          {
            title: 'Entidades de gobierno',
            text: 'Ciudades, condados, distritos escolares y el estado, por los peligros en aceras, edificios y parques públicos.',
          },
        ],
      },
      after: [
        'Los reclamos contra una entidad de gobierno tienen un paso adicional. Antes de demandar a una ciudad, un condado, un distrito escolar u otro gobierno local, usted debe presentar un reclamo por escrito según la RCW 4.96.020; un reclamo contra el Estado de Washington se presenta ante la Oficina de Gestión de Riesgos del estado según el capítulo 4.92 RCW. En ambos casos la demanda no puede presentarse hasta 60 días después de entregado el reclamo, y un formulario de reclamo que falte o esté incompleto puede hundir un caso que de otro modo sería válido.',
        'Los parques y otros terrenos abiertos al público de forma gratuita siguen otra regla. Según la ley de uso recreativo de Washington, la RCW 4.24.210, el dueño de un terreno, público o privado, que permite al público usarlo para recreación al aire libre sin cobrar una tarifa por lo general no responde por las lesiones no intencionales de esos usuarios. La excepción es una lesión causada por una condición latente artificial, peligrosa y conocida, es decir, un peligro oculto hecho por el ser humano que el dueño conocía y sobre el cual no se pusieron letreros de advertencia a la vista. Que la ley se aplique depende de para qué estaba abierto el terreno, de lo que usted hacía allí y de si se cobró alguna tarifa.',
      ],
    },
    {
      heading: 'Los cuatro elementos de un reclamo por lesiones en una propiedad',
      body: [
        'Para recibir una compensación, la persona lesionada tiene que probar cuatro cosas. El deber del dueño depende de si usted era invitado, visitante con permiso o intruso, y en muchos casos el punto más difícil es el conocimiento: demostrar que el dueño sabía, o debía saber, del peligro a tiempo para corregirlo.',
      ],
      list: {
        items: [
          { title: 'Deber', text: 'El dueño u ocupante le debía a usted un deber de cuidado por su condición en la propiedad.' },
          { title: 'Incumplimiento', text: 'No cumplió ese deber porque creó un peligro, o porque no lo encontró, no lo corrigió o no advirtió de él.' },
          { title: 'Causalidad', text: 'Esa falla causó su caída o su lesión, y no algún hecho sin relación.' },
          { title: 'Daños', text: 'Usted sufrió un daño real, como cuentas médicas, ingresos perdidos o dolor y sufrimiento.' },
        ],
      },
      after: [
        'En algunas tiendas de autoservicio, los tribunales de Washington han flexibilizado el requisito del conocimiento cuando la forma en que opera el negocio hace razonablemente previsibles los derrames y los peligros. Si esa regla se aplica depende mucho de los hechos, y esa es una de las razones por las que importa investigar pronto.',
      ],
    },
    {
      heading: 'Pasos después de lesionarse en una propiedad',
      body: [
        'Lo que usted haga en las primeras horas y días después de una caída puede marcar una diferencia real para su salud y para su reclamo. Si puede, siga estos pasos:',
      ],
      list: {
        items: [
          'Busque atención médica enseguida, aunque sienta que se le va a pasar caminando. Las lesiones de cabeza, espalda y cadera por una caída muchas veces empeoran en los días siguientes.',
          'Reporte la caída al gerente, al dueño o al arrendador antes de irse, y pida una copia del informe del incidente o, por lo menos, el nombre de la persona que lo tomó.',
          'Fotografíe el derrame, el escalón roto o el hielo, junto con la iluminación, los letreros de advertencia que falten y sus lesiones, antes de que algo se limpie o se repare.',
          'Pida a quienes vieron la caída, incluidos los empleados, su nombre y un número de teléfono.',
          'Guarde en una bolsa los zapatos y la ropa que llevaba puestos, sin lavarlos ni repararlos.',
          'No dé una declaración grabada a la aseguradora del dueño, ni firme sus formularios, hasta haber hablado con un abogado.',
          'Llámenos, para que pidamos por escrito al dueño que conserve los videos y los registros antes de que se borren.',
        ],
      },
    },
    {
      heading: 'Cómo tratar con la compañía de seguros',
      body: [
        'La mayoría de los reclamos por lesiones en una propiedad los paga la aseguradora de responsabilidad civil del dueño: una póliza de responsabilidad civil general comercial para un negocio, una póliza de arrendador para una propiedad de alquiler o una póliza de propietario de vivienda para una casa particular. Muchas de estas pólizas incluyen también una cobertura de pagos médicos que paga una cantidad limitada de sus cuentas médicas sin importar quién tuvo la culpa.',
        'El ajustador que lo llama trabaja para el dueño de la propiedad, no para usted. Los ajustadores suelen pedir una declaración grabada, solicitar acceso amplio a su historial médico y señalar su calzado o su teléfono para alegar que usted mismo causó su caída. Puede llegar una oferta temprana antes de que usted sepa qué tan grave es su lesión. Deje que nosotros llevemos esas conversaciones para que sus palabras no se usen para achicar su reclamo.',
      ],
    },
    {
      heading: 'Daños que se pueden recuperar',
      body: [
        'Si usted prueba su reclamo, la ley de Washington le permite recuperar tanto sus pérdidas económicas como el costo humano de su lesión. Las caídas suelen causar fracturas de cadera, muñeca y tobillo, desgarros de rodilla y de hombro, lesiones de espalda y lesiones cerebrales traumáticas, y muchas requieren cirugía y meses de recuperación.',
      ],
      list: {
        items: [
          'Gastos médicos pasados y futuros, incluidas la cirugía y la fisioterapia',
          'Salarios perdidos y menor capacidad de ganar dinero en el futuro',
          'Dolor y sufrimiento, angustia emocional y pérdida del disfrute de la vida',
          'Discapacidad permanente o cicatrices',
          'Gastos de su bolsillo, como equipo médico, millaje y ayuda en la casa',
        ],
      },
      after: [
        'Washington aplica la ley de culpa comparativa pura (RCW 4.22.005). Si un jurado decide que usted comparte la culpa, por ejemplo por ir mirando su teléfono, su indemnización se reduce en su porcentaje de culpa en lugar de desaparecer: una persona con el 30% de la culpa recupera de todos modos el 70% de los daños. Las dos principales prohibiciones legales impiden el reclamo por completo. Según la RCW 5.40.060, una persona lesionada que estaba bajo los efectos del alcohol o de drogas no recupera nada cuando esa condición fue una causa próxima de la caída (una causa directa, sin la cual la caída no habría ocurrido) y el jurado le asigna más del 50% de la culpa. Según la RCW 4.24.420, tampoco recupera nada quien se lesiona mientras comete un delito grave que fue una causa próxima de la lesión, como un ladrón que se lastima dentro del edificio. Otras reglas también pueden impedir un reclamo, como la inmunidad del dueño que abre su terreno al público para la recreación al aire libre sin cobrar (RCW 4.24.210) y, para una caída en el trabajo, la compensación laboral (título 51 RCW).',
      ],
    },
    {
      heading: 'Cómo se prueba la responsabilidad en un caso de lesiones en una propiedad',
      body: [
        'Estos casos se ganan con pruebas, y muchas están en manos del dueño de la propiedad. Los videos de vigilancia muchas veces se graban encima en pocos días, los derrames se limpian y los escalones rotos se reparan sin hacer ruido. Actuamos rápido para exigir que el dueño conserve los videos, los informes de incidentes, los registros de limpieza e inspección, las solicitudes de mantenimiento y los registros de quejas o accidentes parecidos anteriores.',
        'Cuando hace falta, trabajamos con ingenieros de seguridad que miden qué tan resbaloso es el piso, las dimensiones de las escaleras y la iluminación, y las comparan con los códigos de construcción y las normas de la industria. Las quejas de los inquilinos, las llamadas anteriores a la policía por un estacionamiento o un registro de inspección con un hueco de dos horas pueden mostrar que el dueño conocía el peligro y no hizo nada.',
      ],
    },
    {
      heading: 'El plazo de prescripción de Washington para los reclamos por lesiones en una propiedad',
      body: [
        'En Washington, una demanda por lesiones en una propiedad generalmente debe presentarse dentro de los tres años siguientes a la lesión, según la RCW 4.16.080(2). Si la demanda no se presenta a tiempo, el reclamo casi siempre se pierde. Para un niño lesionado, la RCW 4.16.190 por lo general impide que el plazo corra hasta que cumpla 18 años.',
        'Cuando la propiedad es pública, cuente hacia atrás desde el plazo: el reclamo por escrito al gobierno y su período de espera, que se describen más arriba, tienen que ir primero. Y no espere a que el plazo se acerque, porque los videos, los registros y los recuerdos que necesita un caso así desaparecen mucho antes de que pasen tres años.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas sobre lesiones en una propiedad',
    items: [
      {
        question: '¿Puedo presentar un reclamo por un resbalón y una caída en una tienda?',
        answer:
          'Muchas veces, sí. Por lo general hay que demostrar que la tienda creó el peligro o sabía, o debía saber, de él y no lo limpió ni le advirtió a usted. Los videos, los registros de limpieza y los testigos son clave, así que comuníquese pronto con un abogado.',
      },
      {
        question: '¿Importa si yo era cliente o visita?',
        answer:
          'Sí. A los clientes y a otros invitados se les debe el deber más alto, que incluye una inspección razonable en busca de peligros. Una visita social es un visitante con permiso, a quien se le debe una condición segura o una advertencia sobre los peligros que el dueño conoce, mientras que a un intruso se le debe mucho menos.',
      },
      {
        question: '¿Y si el dueño de la propiedad dice que yo debí ver el peligro?',
        answer:
          'En Washington, un peligro evidente no acaba automáticamente con un reclamo: el dueño puede seguir siendo responsable si debía esperar que los visitantes se toparan con el peligro de todos modos, como el hielo en la única entrada. Cualquier descuido suyo se toma en cuenta entonces como una parte de la culpa, según las reglas y las excepciones de la sección “Daños que se pueden recuperar”, más arriba.',
      },
      {
        question: '¿Puedo demandar a la ciudad por una caída en una acera rota?',
        answer:
          'Es posible. La ciudad es responsable de mantener sus aceras razonablemente seguras, pero usted primero debe presentarle un reclamo por escrito según la RCW 4.96.020 y esperar 60 días antes de demandar. El formulario pide detalles específicos del lugar, la hora y sus lesiones, así que conviene tener ayuda para prepararlo.',
      },
      {
        question: '¿Cuánto tiempo tengo para presentar una demanda por lesiones en una propiedad?',
        answer:
          'Generalmente tres años desde el día en que se lesionó, según la RCW 4.16.080(2). Si la propiedad es de un organismo de gobierno, su reclamo y su período de espera van primero, así que empiece con bastante anticipación.',
      },
      {
        question: '¿Cuánto me cuesta un caso de este tipo si no tiene éxito?',
        answer: `Nada. La consulta es gratuita, y trabajamos con honorarios de contingencia: no cobramos honorarios de abogado a menos que obtengamos una compensación para usted. Pagamos por adelantado los costos del caso, como los expedientes, las inspecciones y las mediciones de un ingeniero de seguridad. ${injuryCostsEs()}`,
      },
    ],
  },
  closing: {
    heading: '¿Se lesionó en la propiedad de otra persona?',
    body: 'Cuanto antes empecemos, más pruebas podemos conservar. Llámenos para una consulta gratuita y sepa si el dueño de la propiedad puede responder por su lesión.',
  },
  structuredData: {
    serviceType: 'Abogado de responsabilidad del dueño de una propiedad',
  },
} as const satisfies WordsOf<typeof premisesLiability>;
