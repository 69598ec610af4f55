// Spanish copy of the boating accident practice page (issue 15): the same sections, statutes, lead
// attorney and five FAQs as data/practice/boating-accident.ts, written for Spanish-speaking boaters
// and families, not translated word for word. The attorney's bio stays in English; the spotlight
// here is a short Spanish summary.
import type { boatingAccident } from '../../practice/boating-accident';
import type { WordsOf } from '../../types';
import { injuryCostsEs } from '../injury-fee';

export const boatingAccidentEs = {
  // "Bote" is what a Spanish speaker here calls a recreational boat; "barco" suggests a ship.
  slug: 'abogado-accidentes-de-bote',
  navLabel: 'Accidentes de bote',
  tile: { title: 'Accidentes de bote' },
  meta: {
    title: 'Abogado de accidentes de bote en Kent | Puget Sound y lagos',
    description:
      '¿Se lesionó en el Puget Sound, el lago Washington o el río Green? Llevamos reclamos por lesiones en el agua bajo la ley estatal y la marítima. Consulta gratis.',
    keywords: [
      'abogado de accidentes de bote en Kent',
      'abogado de accidentes de lancha Puget Sound',
      'accidente de bote lago Washington',
      'abogado de lesiones marítimas Washington',
      'abogado de la Ley Jones',
      'abogado de accidentes de moto acuática',
      'lesiones por navegar bajo los efectos del alcohol',
      'reclamo bajo la Ley de Limitación de Responsabilidad',
    ],
  },
  hero: {
    headline: 'Abogados de accidentes de bote en Kent, para lesiones en el agua',
    subheadline:
      'Del lago Washington a la bahía Commencement, las lesiones en un bote plantean preguntas legales que un choque de auto nunca plantea. Ayudamos a navegantes, pasajeros y familias lesionados a encontrar respuestas.',
  },
  body: [
    {
      heading: 'Causas comunes de los accidentes de bote',
      body: [
        'Navegar es parte de la vida en el oeste de Washington, y en un fin de semana de sol los lagos y las bahías cercanos a Kent se llenan enseguida de lanchas, veleros, motos acuáticas, kayaks y tablas de remo. La mayoría de los accidentes no son mala suerte. Ocurren porque alguien manejó sin cuidado, ignoró las reglas de navegación o no le dio mantenimiento a una embarcación.',
        'Los choques en el agua tampoco perdonan. No hay cinturones de seguridad ni bolsas de aire, los pasajeros salen despedidos por la borda con facilidad y una hélice puede causar lesiones terribles en segundos. Entre las causas más comunes están:',
      ],
      list: {
        items: [
          'La distracción del operador y no mantener una vigilancia adecuada',
          'El exceso de velocidad en aguas con mucho tráfico, cerca de los muelles o de noche',
          'Navegar bajo los efectos del alcohol o del cannabis',
          'La falta de experiencia del operador y el desconocimiento de las reglas de navegación',
          'Las estelas grandes que inundan botes pequeños o lanzan al agua a los pasajeros',
          'Las fallas del motor, de la dirección y del sistema de combustible, incluidos el monóxido de carbono y los incendios',
          'La sobrecarga y los chalecos salvavidas que faltan o no son de la talla correcta',
        ],
      },
    },
    {
      heading: 'Peligros en aguas interiores y en la costa',
      body: [
        'El lugar del accidente determina tanto cómo ocurrió como la ley que se aplica. En las aguas interiores, el peligro suele ser el gentío. El lago Washington y el lago Sammamish reúnen lanchas de deportes de arrastre, motos acuáticas y bañistas en las mismas caletas del verano, y los fines de semana con mucho movimiento el amontonamiento cerca de las barreras de troncos, de los muelles públicos y de los puentes flotantes termina en choques. El río Green, que pasa por Auburn y por Kent, trae otros riesgos para quienes bajan en balsa, en llanta o en kayak: una corriente rápida y fría, troncos hundidos, ramas que atrapan a las personas y un caudal que cambia con las descargas de agua río arriba.',
        'El Puget Sound es una vía de trabajo. En la bahía Elliott y la bahía Commencement, los botes de recreo comparten el agua con buques de contenedores, remolcadores con barcazas y los transbordadores de Washington State Ferries, cuyas rutas del centro de Seattle a Bainbridge y Bremerton, y de Point Defiance a Vashon, cruzan algunas de las aguas más transitadas del estado. Un buque grande no puede detenerse ni girar rápido, y un bote pequeño que se mete en la ruta de un transbordador o en un canal de navegación puede ser arrollado antes de que nadie reaccione.',
        'Las mareas del Sound pueden variar más de diez pies (unos tres metros) en un solo día y crean corrientes fuertes en lugares como el Tacoma Narrows, y el agua se mantiene fría todo el año, por lo general entre 40 y 59 °F (unos 4 a 15 °C) incluso en agosto. En agua tan fría, una persona que cae por la borda puede quedar incapacitada por el choque térmico en cuestión de minutos, y por eso es tan importante para un reclamo explicar con claridad quién hizo qué, y cuándo.',
      ],
    },
    {
      heading: 'Por qué los reclamos por accidentes de bote son especializados',
      body: [
        'Muchos accidentes de bote en aguas navegables como el Puget Sound y el lago Washington se rigen por la ley marítima federal, en lugar de la ley de negligencia común de Washington o junto con ella. La ley marítima tiene sus propias reglas sobre la culpa, sus propios plazos y protecciones para los dueños de embarcaciones que pueden tomar por sorpresa a los lesionados. A menudo el reclamo se puede presentar de todos modos en un tribunal de Washington, como el Tribunal Superior del condado de King, pero ese tribunal aplica las reglas marítimas.',
        'Las leyes de navegación del propio Washington, en el capítulo 79A.60 RCW, siguen contando en cada lago y cada bahía del estado: fijan las normas con que se mide a un operador, y una infracción muchas veces es la prueba más clara de descuido.',
      ],
      list: {
        items: [
          {
            title: 'La ley marítima general',
            text: 'Rige los reclamos por negligencia y por productos defectuosos en aguas navegables, con sus propias reglas para repartir la culpa, para las muertes en el agua y para el cuidado que el dueño de una embarcación les debe a los pasajeros e invitados a bordo.',
          },
          {
            title: 'La Ley Jones (Jones Act)',
            text: 'Permite a los tripulantes lesionados en el trabajo, como marineros de cubierta, pescadores y tripulaciones de remolcadores, demandar por negligencia a su empleador, además de los reclamos de manutención y curación y por innavegabilidad de la embarcación.',
          },
          {
            title: 'La Ley de Limitación de Responsabilidad',
            text: 'Permite al dueño de una embarcación, dentro de los seis meses siguientes a recibir un aviso por escrito de un reclamo, pedir a un tribunal federal (46 U.S.C. § 30529, antes § 30511) que limite su responsabilidad al valor del bote después del accidente, más el flete pendiente, y que detenga las demás demandas. No puede limitarla el dueño que tuvo conocimiento o participación en la causa, y desde la Ley de Autorización de Defensa Nacional del año fiscal 2023 el límite ya no cubre las pequeñas embarcaciones de pasajeros (botes inspeccionados de menos de 100 toneladas brutas que llevan hasta 150 pasajeros, o 49 en viajes con pernocta), como muchos botes de excursiones y paseos turísticos.',
          },
          {
            title: 'La tarjeta de educación para navegantes',
            text: 'Según la RCW 79A.60.630, quienes manejan lanchas de motor de 15 caballos de fuerza o más generalmente deben llevar una tarjeta de educación para navegantes de Washington; manejar sin ella puede ser prueba de inexperiencia.',
          },
          {
            title: 'Navegar bajo los efectos del alcohol o de drogas',
            text: 'La RCW 79A.60.040 prohíbe manejar una embarcación de forma temeraria o bajo los efectos del alcohol, del cannabis o de cualquier droga, con las mismas concentraciones de 0.08 de alcohol y 5.00 de THC que la ley de manejo. Una muerte o una lesión grave causada así puede acusarse como homicidio o agresión con embarcación (RCW 79A.60.050 y 79A.60.060).',
          },
        ],
      },
      after: [
        'La Ley de Limitación de Responsabilidad merece atención especial. Cuando un bote destrozado vale poco, el dueño puede intentar reducir un reclamo casi a nada, y una vez que presenta un caso de limitación, los lesionados por lo general tienen que presentar sus reclamos en ese caso federal antes de la fecha límite que fija el tribunal. Enviar el aviso por escrito correcto en el momento correcto, y estar preparado para responder, puede decidir cuánto es posible recuperar.',
        'Las lesiones en un muelle público, una rampa para botes o una playa para nadar suman una regla más. Según la RCW 4.24.210, el dueño de un terreno, público o privado, que deja al público usar su tierra o su agua para recreación al aire libre, incluida la navegación, sin cobrar una tarifa, por lo general no responde por las lesiones no intencionales de esos usuarios. La excepción principal es una lesión causada por una condición latente artificial, peligrosa y conocida, es decir, un peligro oculto construido o colocado allí, sin un letrero de advertencia puesto a la vista.',
      ],
    },
    {
      heading: 'Conozca a nuestra abogada principal en casos marítimos',
      body: [
        'Nuestros casos de bote y marítimos los dirige una abogada que se concentra en las lesiones que ocurren en el agua. Desde la primera llamada revisa cada caso buscando las preguntas que más pesan: si se aplica la ley marítima, si es probable un caso de limitación y qué pólizas de seguro y qué dueños de embarcaciones pueden ser responsables.',
        'Trabaja con peritos navales, expertos en reconstrucción de accidentes y médicos especialistas para establecer lo que pasó en el agua, y lleva tanto lesiones de navegación recreativa como lesiones de trabajo de tripulantes y trabajadores de muelle. Con ella en su caso, usted tiene a alguien que conoce estas reglas y estos plazos antes de que la otra parte los saque a relucir. Su biografía completa está en inglés.',
      ],
    },
    {
      heading: 'Plazos para los reclamos por lesiones en un bote',
      body: [
        'Un reclamo por lesiones en un bote bajo la ley de Washington generalmente debe presentarse dentro de los tres años siguientes al accidente, según la RCW 4.16.080(2). Un reclamo por lesiones o muerte que nace de un daño marítimo por lo general también tiene tres años bajo la ley federal (46 U.S.C. § 30106), y los reclamos de la Ley Jones siguen el mismo límite de tres años. Cuando el muelle, la rampa o la lancha de patrulla pertenece a una ciudad, un condado o un distrito portuario, primero va un reclamo por escrito según la RCW 4.96.020; cuando pertenece a una agencia del estado, como la de Parques Estatales de Washington, el reclamo se hace según el capítulo 4.92 RCW. En ambos casos la demanda debe esperar 60 días después de entregado el reclamo.',
        'El plazo de seis meses de la Ley de Limitación de Responsabilidad corre para el dueño de la embarcación, no para usted, pero una vez enviado el aviso de un reclamo puede acelerar los hechos mucho más de lo que sugiere el plazo de tres años. Las pruebas en el agua también desaparecen rápido: los botes se reparan o se venden, y los testigos se dispersan cuando termina la temporada. Las reglas estatales y federales por lo general obligan al operador a reportar un accidente que cause una muerte, una desaparición o una lesión que necesite más que primeros auxilios, así que pregunte si se presentó ese reporte. Hablar pronto con un abogado nos da tiempo para conservar el bote, las fotografías, los datos del GPS y ese reporte.',
      ],
    },
    {
      heading: 'Por qué elegir nuestra firma después de un accidente de bote',
      body: [
        'Cuando hay alcohol o cannabis de por medio en un accidente de bote, la investigación de la patrulla marina muchas veces se vuelve la columna vertebral del caso civil. Nueve exfiscales de nuestro equipo saben cómo se arma la investigación de un operador intoxicado, lo que puede mostrar su expediente y cómo obtenerlo.',
        `Llevamos lesiones de navegación, lesiones marítimas y de trabajo en embarcaciones y muelles, y reclamos por muerte por negligencia que nacen de accidentes en el agua. Su consulta es gratuita, y tomamos los casos de bote con honorarios de contingencia: no cobramos honorarios de abogado a menos que obtengamos una compensación para usted. También adelantamos lo que cuesta un caso de bote, desde los peritos navales hasta la reconstrucción del accidente. ${injuryCostsEs()}`,
      ],
    },
    {
      heading: 'Compensación por lesiones en un accidente de bote',
      body: [
        'Los navegantes, pasajeros, bañistas y deportistas acuáticos lesionados pueden recuperar daños económicos y no económicos. Si un ser querido murió, la familia puede presentar un reclamo por muerte por negligencia, y la ley marítima agrega sus propias reglas para las muertes en el agua.',
      ],
      list: {
        items: [
          { title: 'Atención médica', text: 'El tratamiento de emergencia, las cirugías, la rehabilitación y los cuidados futuros.' },
          { title: 'Ingresos perdidos', text: 'Los salarios ya perdidos y la menor capacidad de ganar dinero en el futuro.' },
          {
            title: 'Dolor y sufrimiento',
            text: 'El dolor físico, el miedo de verse lanzado al agua fría y no poder volver a disfrutar del agua ni de la vida diaria.',
          },
          { title: 'Cicatrices y discapacidad', text: 'Las lesiones por hélice, las amputaciones y otros daños permanentes.' },
          {
            title: 'Manutención y curación',
            text: 'Para los tripulantes lesionados, los gastos diarios de vida y la atención médica hasta su máxima recuperación.',
          },
        ],
      },
      after: [
        'En el agua, la culpa muchas veces es compartida. Donde rige la ley de Washington, la ley de culpa comparativa pura (RCW 4.22.005) por lo general reduce la indemnización en el porcentaje de culpa de la persona lesionada en lugar de impedirla, así que un navegante con el 30% de la culpa puede recuperar de todos modos el 70% de los daños. Las dos principales prohibiciones legales de Washington impiden el reclamo por completo: según la RCW 5.40.060, cuando la persona lesionada estaba bajo los efectos del alcohol o de drogas, esa condición fue una causa próxima de la lesión (una causa directa, sin la cual la lesión no habría ocurrido) y tuvo más del 50% de la culpa; y según la RCW 4.24.420, cuando estaba cometiendo un delito grave que fue una causa próxima de la lesión. Donde rige la ley marítima federal, la culpa se reparte según su propia regla comparativa, y si esas prohibiciones estatales se aplican es una de las preguntas que respondemos desde el principio.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre accidentes de bote',
    items: [
      {
        question: '¿Se aplica la ley marítima a mi accidente de bote?',
        answer:
          'Depende de dónde ocurrió y de lo que usted estaba haciendo. Los accidentes con una embarcación en aguas navegables como el Puget Sound y el lago Washington por lo general se rigen por la ley marítima federal, mientras que en algunos lagos y ríos más pequeños puede que no. Lo aclaramos desde el principio porque afecta los plazos y la indemnización.',
      },
      {
        question: '¿Quién puede ser responsable de un accidente de bote?',
        answer:
          'La responsabilidad puede recaer en el operador, el dueño del bote, una empresa de alquiler o de fletamento, una marina o el fabricante de un bote, un motor o una pieza defectuosos. Con frecuencia hay más de uno involucrado, y cada uno puede tener su propia póliza de seguro.',
      },
      {
        question: '¿Qué es la Ley de Limitación de Responsabilidad y por qué importa?',
        answer:
          'Es una ley federal que permite al dueño de una embarcación pedir a un tribunal federal que limite su responsabilidad al valor del bote después del accidente. No protege al dueño que tuvo conocimiento o participación en la causa, y desde la Ley de Autorización de Defensa Nacional del año fiscal 2023 ya no cubre las pequeñas embarcaciones de pasajeros, como muchos botes de excursiones y paseos turísticos, así que el reclamo de un pasajero de un paseo o una excursión puede no tener límite alguno. El dueño debe presentarla dentro de los seis meses siguientes a recibir un aviso por escrito de un reclamo, y luego el tribunal fija una fecha límite para quienes reclaman. Tener un abogado desde temprano le ayuda a responder a tiempo.',
      },
      {
        question: 'Me lesioné trabajando en un bote. ¿Qué opciones tengo?',
        answer:
          'Si usted es tripulante, la Ley Jones y la ley marítima general pueden permitirle reclamar contra su empleador, incluida la manutención y curación. Los trabajadores de muelles y puertos muchas veces están cubiertos por otra ley federal de compensación. Podemos ayudarle a saber qué reglas se aplican a su trabajo.',
      },
      {
        question: '¿Cuánto tiempo tengo para presentar un reclamo por lesiones en un bote?',
        answer:
          'Generalmente tres años, según la RCW 4.16.080(2) o el límite marítimo federal. Un reclamo contra un organismo de gobierno necesita un reclamo por escrito y una espera de 60 días antes de la demanda, y un caso de limitación del dueño de la embarcación puede acortar el tiempo que usted tiene en la práctica para actuar.',
      },
    ],
  },
  closing: {
    heading: 'Hable con nuestro equipo de lesiones en el agua',
    body: 'Ya sea que su accidente haya ocurrido en un lago, en un río o en el Puget Sound, podemos explicarle qué leyes se aplican y cuánto puede valer su reclamo. Llámenos para una consulta gratuita.',
  },
  structuredData: {
    serviceType: 'Abogado de accidentes de bote',
  },
} as const satisfies WordsOf<typeof boatingAccident>;
