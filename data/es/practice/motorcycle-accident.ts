// Spanish copy of the motorcycle-accident page (data/practice/motorcycle-accident.ts), for the /es/
// pages of issue 15. Like the English (spec §1), it states 24/7 availability for urgent matters.
import type { motorcycleAccident } from '../../practice/motorcycle-accident';
import type { WordsOf } from '../../types';
import { contingencyFeeEs, injuryCostsEs } from '../injury-fee';

export const motorcycleAccidentEs = {
  slug: 'abogado-accidentes-de-motocicleta',
  navLabel: 'Accidentes de motocicleta',
  tile: { title: 'Accidentes de motocicleta' },
  meta: {
    title: 'Abogado de accidentes de moto en Kent | Consulta gratis, 24/7',
    description:
      '¿Herido en un choque de moto en Kent, WA? Combatimos los prejuicios contra motociclistas y las ofertas bajas. Disponibles 24/7 para urgencias. Consulta gratis.',
    keywords: [
      'abogado de accidentes de moto en Kent',
      'abogado de accidentes de motocicleta Kent WA',
      'abogado de choques de moto condado de King',
      'accidente de moto por vuelta a la izquierda',
      'ley de casco para motociclistas en Washington',
      'pasar entre carriles en moto Washington',
      'accidente de moto en la carretera 18',
      'abogado para motociclistas lesionados',
    ],
  },
  hero: {
    headline: 'Abogados de accidentes de motocicleta en Kent que defienden a los motociclistas',
    subheadline:
      'Disponibles las 24 horas, los 7 días de la semana, para asuntos urgentes. Consulta gratis, y no cobramos honorarios de abogado a menos que obtengamos una compensación para usted. Combatimos los prejuicios contra los motociclistas para que lo traten con justicia.',
  },
  body: [
    {
      heading: 'Cómo ocurren los choques de motocicleta en los alrededores de Kent',
      body: [
        'Los motociclistas de la zona de Kent conocen bien las vías: la SR 167 por el valle, la carretera 18 hacia la I-90, Maple Valley Highway, Green River Road y Kent-Kangley Road. También saben que el peligro viene menos de la vía que de los conductores que no los ven.',
        'El choque de moto más común es el de un auto que da vuelta a la izquierda frente a un motociclista que viene en sentido contrario. La ley de Washington ya dice quién debe esperar: según RCW 46.61.185, el conductor que da vuelta a la izquierda debe ceder el paso al tráfico que viene de frente y que está dentro de la intersección o tan cerca que representa un peligro inmediato. “Nunca vi la moto” no es una defensa. Es admitir que el conductor no miró con suficiente cuidado.',
        'Un motociclista no tiene cinturón de seguridad, bolsa de aire ni carrocería de acero. Hasta un impacto a baja velocidad puede lanzarlo al pavimento, y por eso los choques de moto causan con tanta frecuencia fracturas, raspaduras profundas por el asfalto, lesiones de columna y lesiones cerebrales.',
      ],
      list: {
        items: [
          {
            title: 'Choques al dar vuelta a la izquierda',
            text: 'Un conductor cruza frente a una moto que viene en sentido contrario en una intersección o en una entrada de vehículos.',
          },
          {
            title: 'Cambios de carril peligrosos',
            text: 'Un conductor se cambia de carril sin revisar el punto ciego, algo común en la I-5 y la SR 167.',
          },
          {
            title: 'Choques por detrás',
            text: 'Un conductor no se detiene detrás de un motociclista en un semáforo o en el tráfico que va frenando.',
          },
          {
            title: 'Conductores distraídos',
            text: 'Bastan unos segundos mirando el teléfono para no ver una moto.',
          },
          {
            title: 'Vías peligrosas',
            text: 'Baches, grava, pavimento disparejo y escombros que un auto apenas nota pueden tumbar a un motociclista.',
          },
          { title: 'Puertas de autos', text: 'Un conductor estacionado abre la puerta justo cuando pasa un motociclista.' },
        ],
      },
    },
    {
      heading: 'Prejuicios contra los motociclistas, el casco y el paso entre carriles: qué significan para su reclamo',
      body: [
        'Muchos motociclistas enfrentan una suposición injusta después de un choque: que los motociclistas son imprudentes y que seguramente ellos lo causaron. Los ajustadores de seguros saben que algunos miembros del jurado comparten ese prejuicio, y lo usan para ofrecer menos. Nosotros respondemos con hechos: las pruebas físicas, los relatos de los testigos, las grabaciones de las cámaras y, cuando hace falta, peritos en reconstrucción de accidentes.',
        'Washington exige que todo conductor y pasajero de motocicleta use un casco que cumpla con la norma federal del DOT, según RCW 46.37.530. Si usted no llevaba casco, de todos modos tiene un reclamo. La aseguradora puede alegar que un casco habría reducido una lesión en la cabeza, pero ese argumento no toca su pierna fracturada, sus raspaduras ni el hecho de que el conductor causó el choque.',
        'Pasar entre carriles o entre filas de vehículos es ilegal en Washington según RCW 46.61.608. Aun así, no pone fin a su reclamo. Si un conductor también actuó sin cuidado, por ejemplo al cambiarse de carril sin mirar, ese conductor sigue siendo responsable de su parte.',
        'La ley de culpa comparativa pura de Washington, RCW 4.22.005, es la razón por la que ninguna de estas dos cuestiones termina el caso: la parte de culpa del propio motociclista, sea por el casco o por su posición en el carril, en general reduce la indemnización en esa proporción y nada más. Un motociclista al que se le asigna el 30% de la culpa todavía podría recibir el 70% de sus daños, y solo cuenta en su contra la parte que las pruebas respalden.',
        'Otras dos leyes ponen límites firmes a los motociclistas. Según RCW 5.40.060, un motociclista que estaba bajo los efectos del alcohol o de drogas no recibe nada si esa intoxicación fue una causa próxima de la lesión (una causa directa, sin la cual la lesión no habría ocurrido) y se determina que tuvo más del 50% de la culpa. Según RCW 4.24.420, un motociclista que se lesiona mientras comete un delito grave no recibe nada si ese delito fue una causa próxima de la lesión.',
        'No deje que un ajustador le diga que su caso se acabó por el casco o por su posición en el carril. Hable primero con nosotros.',
      ],
    },
    {
      heading: 'Qué hacer después de un accidente de motocicleta',
      body: [
        'Las lesiones en moto muchas veces son peores de lo que parecen al principio. Estos pasos protegen su recuperación y su derecho a una compensación.',
        'Estamos disponibles las 24 horas, los 7 días de la semana, para asuntos urgentes. Si usted o un familiar está en el hospital en este momento, llámenos a cualquier hora y le ayudaremos a ver qué sigue.',
      ],
      list: {
        items: [
          {
            title: 'Llame al 911',
            text: 'Pida ayuda médica y un informe policial. No mueva a un motociclista herido a menos que haya un peligro inmediato.',
          },
          {
            title: 'Hágase revisar por un médico',
            text: 'Vaya a la sala de emergencias o a Valley Medical Center en Renton aunque se sienta bien. Las lesiones en la cabeza y las internas pueden pasar inadvertidas durante horas.',
          },
          {
            title: 'Guarde su equipo',
            text: 'No tire su casco, su chaqueta ni sus botas. Los daños en su equipo ayudan a mostrar cómo ocurrió el choque.',
          },
          {
            title: 'Tome fotos de todo',
            text: 'Su moto, el otro vehículo, la intersección, las marcas de frenado, los peligros de la vía y sus lesiones.',
          },
          {
            title: 'Reúna los datos de los testigos',
            text: 'Nombres y teléfonos de todas las personas que vieron el choque, incluidos otros motociclistas.',
          },
          {
            title: 'No hable de la culpa con la aseguradora',
            text: 'Rechace con cortesía dar una declaración grabada a la compañía de seguros del conductor.',
          },
          {
            title: 'Llámenos',
            text: 'Cuanto antes empecemos, antes podremos asegurar los videos y otras pruebas.',
          },
        ],
      },
    },
    {
      heading: 'El plazo de tres años de Washington para presentar una demanda',
      body: [
        'En Washington, un motociclista lesionado en general tiene tres años desde el día del choque para presentar una demanda por lesiones personales, según RCW 4.16.080(2). Después de esa fecha, el reclamo puede quedar prohibido para siempre, por muy mal que haya actuado el conductor.',
        'No espere a que el plazo esté cerca. Los videos de vigilancia de los negocios cercanos muchas veces se borran en pocos días, y cada vez es más difícil encontrar a los testigos. Su moto puede repararse o venderse como chatarra antes de que alguien la examine, y su casco y su equipo muestran la fuerza del impacto solo mientras se guarden tal como quedaron.',
        'Si en el choque participó un vehículo del gobierno o un peligro en una vía pública, como un bache o grava suelta que quedó después de unas obras, primero hay que presentar un reclamo por escrito ante la entidad, y en general la demanda no se puede presentar hasta 60 días después (RCW 4.96.020 para los gobiernos locales, capítulo 4.92 RCW para el estado). Podemos decirle qué plazos se aplican a su caso.',
      ],
    },
    {
      heading: 'Por qué los motociclistas eligen nuestra firma',
      body: [
        'Tratamos a los motociclistas con respeto. Sabemos que la mayoría maneja con cuidado, y nos aseguramos de que las aseguradoras y los jurados lo vean a usted como una persona, no como un estereotipo.',
        'Nuestros abogados aportan más de 150 años de experiencia combinada a construir cada caso a partir de las pruebas físicas, para que sean los hechos, y no las suposiciones sobre los motociclistas, los que decidan quién actuó sin cuidado.',
        'Quienes nos reseñan en Google nos han dejado más de 400 reseñas de 5 estrellas. Ningún abogado puede garantizar un resultado, pero sí podemos prometerle que lo mantendremos informado, y puede comunicarse con nosotros las 24 horas, los 7 días de la semana, para asuntos urgentes.',
        `Trabajamos con ${contingencyFeeEs()}. ${injuryCostsEs({ aside: 'como el estudio del choque que haga un perito en reconstrucción' })}`,
      ],
    },
    {
      heading: 'La compensación para motociclistas lesionados',
      body: [
        'Las lesiones en moto pueden significar meses de tratamiento, tiempo sin trabajar y, a veces, cambios permanentes en su vida. La ley de Washington le permite reclamar por todo eso, no solo por las cuentas que tiene hoy.',
        'Trabajamos con sus médicos para entender la atención que necesitará en el futuro, y nos aseguramos de documentar cada pérdida antes de negociar.',
      ],
      list: {
        items: [
          {
            title: 'Gastos médicos',
            text: 'Atención de emergencia, cirugía, injertos de piel por las raspaduras del asfalto, fisioterapia y tratamiento futuro.',
          },
          {
            title: 'Salarios perdidos',
            text: 'Los ingresos que dejó de recibir mientras se recuperaba y la reducción de su capacidad para generar ingresos.',
          },
          {
            title: 'Dolor y sufrimiento',
            text: 'Dolor físico, ansiedad, problemas para dormir y angustia emocional.',
          },
          {
            title: 'Cicatrices y desfiguración',
            text: 'Las raspaduras y las cicatrices de cirugía que cambian cómo usted se ve y se siente.',
          },
          {
            title: 'Pérdida del disfrute de la vida',
            text: 'Incluida la pérdida de andar en moto, si sus lesiones no le permiten volver a hacerlo.',
          },
          {
            title: 'Moto y equipo',
            text: 'La reparación o el reemplazo de su motocicleta, su casco y su equipo de protección.',
          },
        ],
      },
      after: [
        'Si el conductor que lo chocó tenía poco seguro o ninguno, su propia cobertura de motorista con seguro insuficiente puede ayudarle. Revisamos cada póliza que pueda aplicarse.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre accidentes de motocicleta',
    items: [
      {
        question: '¿Puedo recibir compensación aunque no llevaba casco?',
        answer:
          'Sí. No llevar casco no impide por sí solo su reclamo. La aseguradora puede alegar que un casco habría reducido una lesión en la cabeza, pero eso no tiene nada que ver con sus otras lesiones ni con quién causó el choque.',
      },
      {
        question: 'Iba pasando entre carriles cuando me chocaron. ¿Tengo un caso?',
        answer:
          'Es posible. Pasar entre carriles es ilegal en Washington según RCW 46.61.608, pero con la regla de culpa comparativa de RCW 4.22.005 su parte de la culpa en general reduce lo que recibe en lugar de ponerle fin, y un conductor descuidado sigue siendo responsable de su parte. Las dos principales prohibiciones legales se aplican cuando usted estaba bajo los efectos del alcohol o de drogas, eso fue una causa próxima de su lesión y se determina que tuvo más del 50% de la culpa (RCW 5.40.060); o usted estaba cometiendo un delito grave que fue una causa próxima de su lesión (RCW 4.24.420). Otras reglas, como la asunción del riesgo, pueden impedir un reclamo en casos menos comunes.',
      },
      {
        question: 'El conductor dijo que nunca me vio. ¿Eso lo ayuda?',
        answer:
          'No. Los conductores tienen el deber de estar atentos a las motocicletas, y el conductor que da vuelta a la izquierda debe ceder el paso al tráfico que viene de frente lo bastante cerca para ser un peligro, según RCW 46.61.185. No ver a un motociclista que estaba a la vista suele ser una prueba de manejo descuidado, no una defensa.',
      },
      {
        question: '¿Cuánto tiempo tengo para presentar un reclamo por accidente de motocicleta?',
        answer:
          'En general, tres años desde el choque, según RCW 4.16.080(2), y un reclamo contra una entidad del gobierno exige antes un reclamo por escrito ante la entidad. La grava, las marcas de frenado y los videos de los negocios desaparecen mucho antes, así que es mejor que nos llame pronto.',
      },
      {
        question: '¿Puedo comunicarme con ustedes fuera del horario de oficina?',
        answer:
          'Sí. Estamos disponibles las 24 horas, los 7 días de la semana, para asuntos urgentes. Si usted o un ser querido acaba de lesionarse, llámenos a cualquier hora.',
      },
      {
        question: '¿Tengo que pagar algo para contratar a un abogado de accidentes de motocicleta?',
        answer: `Nada por adelantado. La consulta es gratis, y llevamos los casos de motociclistas con ${contingencyFeeEs()}. ${injuryCostsEs()}`,
      },
    ],
  },
  closing: {
    heading: '¿Se lesionó en su moto? Hable hoy con nosotros.',
    body: 'Estamos disponibles las 24 horas, los 7 días de la semana, para asuntos urgentes. Llámenos o llene el formulario para una consulta gratis con un abogado de accidentes de motocicleta en Kent. No cobramos honorarios de abogado a menos que obtengamos una compensación para usted.',
  },
  structuredData: { serviceType: 'Abogado de accidentes de motocicleta' },
} as const satisfies WordsOf<typeof motorcycleAccident>;
