// Spanish copy of the truck-accident page (data/practice/truck-accident.ts), for the /es/ pages of
// issue 15. Like the English, it uses the firm's alternate name and canonical host (spec §1 quirk),
// and its title is the spec's question in Spanish.
import type { truckAccident } from '../../practice/truck-accident';
import type { WordsOf } from '../../types';
import { contingencyFeeEs, injuryCostsEs } from '../injury-fee';

export const truckAccidentEs = {
  slug: 'abogado-accidentes-de-camion',
  navLabel: 'Accidentes de camión',
  tile: { title: 'Accidentes de camión' },
  meta: {
    title: '¿Se lesionó en un accidente de camión en Kent?',
    description:
      '¿Lo chocó un camión de carga en la I-5, la SR 167 o el valle de Kent? Preservamos los datos de la caja negra y reclamamos a cada responsable. Consulta gratis.',
    keywords: [
      'abogado de accidentes de camión en Kent',
      'abogado de accidentes de tráiler Kent WA',
      'choque con camión en el valle de Kent',
      'abogado de accidentes de camión en la I-5',
      'accidente de camión en la SR 167',
      'infracción de horas de servicio FMCSA',
      'responsabilidad de la compañía de transporte en Washington',
      'abogado de accidentes de 18 ruedas condado de King',
    ],
  },
  hero: {
    headline: '¿Se lesionó en un accidente de camión en Kent? Nos enfrentamos a las compañías de transporte.',
    subheadline:
      'Las compañías de transporte mandan investigadores enseguida. Nosotros actuamos aún más rápido para proteger las pruebas. Consulta gratis, y no cobramos honorarios de abogado a menos que obtengamos una compensación para usted.',
  },
  body: [
    {
      heading: 'Por qué ocurren los accidentes de camión en Kent y el valle de Kent',
      body: [
        'El valle de Kent es uno de los centros de almacenes y distribución más grandes de la costa oeste. Todos los días, tráileres, camiones de caja y camionetas de reparto llevan mercancía entre los almacenes del valle, los puertos de Seattle y Tacoma y las autopistas: la I-5, la SR 167 y la carretera 18. Calles locales como West Valley Highway, 84th Avenue South y South 212th Street tienen mucho tráfico de camiones junto a quienes van y vienen del trabajo.',
        'Un tractocamión con remolque completamente cargado puede pesar hasta 80,000 libras, el límite federal habitual en las autopistas interestatales, unas 20 veces más que un auto común. Necesita mucho más espacio para frenar y tiene grandes puntos ciegos por todos lados. Cuando un conductor o una compañía de transporte toma atajos, las consecuencias rara vez son leves.',
        'Muchos choques de camión nacen de una decisión de la compañía, no solo de un error del conductor: un horario de entregas imposible de cumplir, una reparación de frenos que se dejó para después o un conductor contratado sin las verificaciones debidas. Eso importa, porque cambia quién puede ser responsable.',
      ],
      list: {
        items: [
          {
            title: 'Cansancio del conductor',
            text: 'Los turnos largos y los horarios de entrega apretados llevan a los conductores más allá de los límites seguros.',
          },
          {
            title: 'Exceso de velocidad y manejar demasiado cerca',
            text: 'Sobre todo en el tráfico de arrancar y frenar de la SR 167 y la I-5 cerca de Kent.',
          },
          {
            title: 'Vueltas abiertas y puntos ciegos',
            text: 'Camiones que giran para entrar a los almacenes y a las intersecciones estrechas del valle.',
          },
          {
            title: 'Carga excesiva o mal asegurada',
            text: 'La carga que se mueve provoca volcaduras y que el remolque se doble en tijera; las reglas federales para asegurar la carga están en 49 CFR, parte 393.',
          },
          {
            title: 'Mal mantenimiento',
            text: 'Frenos gastados, llantas lisas y luces rotas que se debieron reparar.',
          },
          {
            title: 'Manejar distraído o bajo los efectos del alcohol o de drogas',
            text: 'Los teléfonos, las pantallas de despacho, el alcohol y las drogas hacen más lentos los reflejos.',
          },
        ],
      },
    },
    {
      heading: 'Las reglas federales del transporte de carga y las pruebas de una infracción',
      body: [
        'Los conductores de camiones comerciales siguen reglas más estrictas que los demás. La Administración Federal de Seguridad de Autotransportes (FMCSA) limita cuánto tiempo pueden manejar con sus reglas de horas de servicio de 49 CFR, parte 395, que forman parte de las normas federales de seguridad de las partes 390 a 399. En general, un conductor que transporta carga puede manejar como máximo 11 horas después de 10 horas seguidas fuera de servicio, no puede manejar después de la hora 14 desde que empezó su jornada y debe tomar un descanso de 30 minutos después de 8 horas acumuladas al volante. También hay límites semanales: no puede manejar después de 60 horas de servicio en 7 días, o de 70 horas en 8 días.',
        'Hoy la mayoría de los camiones lleva un dispositivo electrónico de registro (ELD) que anota el tiempo de manejo de forma automática. El módulo de control del motor, al que muchos llaman la caja negra, registra la velocidad, el frenado y el acelerador en los momentos anteriores a un choque. Muchas flotas usan también cámaras en el tablero, rastreo por GPS y mensajes de despacho. Juntas, estas pruebas pueden mostrar a un conductor cansado, un camión con exceso de velocidad o una compañía que presionó con sus horarios.',
        'Estas pruebas no duran. En general, las reglas federales exigen a las compañías guardar los registros de horas de servicio solo seis meses, y los datos de la caja negra se pueden sobrescribir cuando el camión vuelve a la carretera. Por eso enviamos de inmediato a la compañía de transporte una carta de preservación de pruebas, en la que le exigimos conservar cada registro, cada descarga de datos y cada video relacionado con su choque.',
      ],
    },
    {
      heading: 'Qué hacer después de un accidente de camión',
      body: [
        'Después de un choque con un camión, la compañía de transporte y su aseguradora muchas veces tienen un equipo de respuesta en el lugar en cuestión de horas. Usted merece que alguien proteja sus intereses con la misma rapidez.',
        'Su salud es lo primero. Si está leyendo esto desde una cama de hospital, concéntrese en el último paso y deje el resto en nuestras manos.',
      ],
      list: {
        items: [
          {
            title: 'Llame al 911',
            text: 'Pida ayuda médica y asegúrese de que la policía llegue al lugar y haga un informe.',
          },
          {
            title: 'Reciba atención médica de inmediato',
            text: 'Las lesiones graves por choques con camiones muchas veces se atienden en Harborview Medical Center en Seattle o en Valley Medical Center en Renton. Siga cada plan de tratamiento.',
          },
          {
            title: 'Anote los datos del camión',
            text: 'Tome fotos del camión, del remolque, del nombre de la compañía y del número USDOT pintado en la puerta de la cabina, además de la licencia y los datos del seguro del conductor.',
          },
          {
            title: 'Tome fotos del lugar',
            text: 'Capte la posición de los vehículos, las marcas de frenado, la carga derramada, el estado de la vía y sus lesiones.',
          },
          {
            title: 'Busque testigos',
            text: 'Otros conductores y los trabajadores de los almacenes cercanos muchas veces ven exactamente lo que pasó. Anote sus nombres y teléfonos.',
          },
          {
            title: 'No hable con la aseguradora de la compañía de transporte',
            text: 'Sus ajustadores trabajan para limitar lo que paga la compañía. No dé una declaración grabada ni firme nada.',
          },
          {
            title: 'Llámenos lo antes posible',
            text: 'Podemos enviar cartas de preservación de pruebas e iniciar nuestra propia investigación antes de que desaparezcan pruebas clave.',
          },
        ],
      },
    },
    {
      heading: 'Quién puede ser responsable de un accidente de camión',
      body: [
        'Un choque entre autos suele tener un conductor culpable y una póliza de seguro. Un choque con un camión puede involucrar a varias compañías, cada una con su propia aseguradora y sus propios abogados. Encontrar a cada responsable puede cambiar mucho lo que usted recibe.',
        'En general, las reglas federales exigen que las compañías interestatales que transportan carga general tengan al menos $750,000 de cobertura de responsabilidad civil (49 CFR, parte 387), y muchas tienen más. Cuando varias partes comparten la culpa, puede haber más cobertura para pagar lesiones graves y de largo plazo.',
      ],
      list: {
        items: [
          {
            title: 'El conductor del camión',
            text: 'Por exceso de velocidad, distracción, cansancio, intoxicación o infracciones de tránsito.',
          },
          {
            title: 'La compañía de transporte',
            text: 'Por la negligencia de su conductor, y por sus propias decisiones al contratar, capacitar, supervisar y programar a sus conductores.',
          },
          {
            title: 'El remitente o el cargador',
            text: 'Cuando la carga iba con exceso de peso, mal equilibrada o sin asegurar, muchas veces en el muelle de carga de un almacén.',
          },
          {
            title: 'La compañía de mantenimiento',
            text: 'Cuando los frenos, las llantas, las luces u otras piezas se inspeccionaron o repararon sin cuidado.',
          },
          {
            title: 'Los fabricantes de piezas',
            text: 'Cuando un freno, una llanta o una pieza de la dirección defectuosa causó o empeoró el choque.',
          },
        ],
      },
      after: [
        'A veces las compañías de transporte alegan que el conductor era un contratista independiente para no responder. Las reglas federales y la ley de Washington muchas veces no las dejan librarse tan fácilmente. Revisamos a fondo los contratos, los registros de despacho y quién controlaba realmente el trabajo.',
      ],
    },
    {
      heading: 'El plazo de tres años de Washington para los reclamos por accidentes de camión',
      body: [
        'En general, una demanda por lesiones en un choque con un camión debe presentarse dentro de los tres años siguientes al choque, según RCW 4.16.080(2). Si se pasa esa fecha, normalmente se pierde para siempre el reclamo contra el conductor, la compañía de transporte y cualquier otro responsable.',
        'Las pruebas se acaban mucho antes que el plazo legal. En general, las compañías deben guardar los registros de horas de servicio solo seis meses, los datos de la caja negra se pueden sobrescribir cuando el camión vuelve a circular y los videos de seguridad de los almacenes muchas veces se graban encima en pocos días. Esperar aunque sea unas semanas puede costarle la prueba de que el conductor se pasó de sus horas o de que el camión no era seguro.',
        'Si participó un vehículo del gobierno o un defecto de una vía pública, como un camión de volteo del condado o una zona de obras mal señalizada, primero hay que presentar un reclamo por escrito ante la entidad, y en general la demanda no se puede presentar hasta 60 días después (RCW 4.96.020 para los gobiernos locales, capítulo 4.92 RCW para el estado). En su consulta gratis identificaremos cada plazo que se aplica a usted.',
      ],
    },
    {
      heading: 'Por qué elegir nuestra firma después de un choque con un camión',
      body: [
        'Las compañías de transporte y sus aseguradoras tienen muchos recursos y están bien preparadas, y su defensa empieza el mismo día del choque. Usted necesita un equipo igual de listo: nuestros abogados aportan a esa lucha más de 150 años de experiencia combinada.',
        'Nueve exfiscales forman parte de nuestro equipo. Han armado casos a partir de informes policiales, descargas de datos y testimonios, y saben usar las reglas federales de seguridad para mostrar dónde un conductor o una compañía tomó atajos.',
        'Conocemos el valle de Kent, sus corredores de carga y los tribunales del condado de King. No podemos prometerle un resultado, pero preparamos cada caso de camión como si fuera a llegar a juicio, porque eso es lo que hace que la aseguradora de una compañía de transporte lo tome en serio.',
        `Llevamos los casos de camión con ${contingencyFeeEs()}. Sus costos pueden ser altos: la reconstrucción del accidente, las descargas de los datos del camión y los peritos en las reglas federales. Nosotros pagamos esos costos por adelantado. ${injuryCostsEs()}`,
      ],
    },
    {
      heading: 'La compensación después de un accidente de camión',
      body: [
        'Los choques con camiones suelen causar lesiones que cambian la vida: lesiones cerebrales, daños en la médula espinal, fracturas, quemaduras y amputaciones. Su reclamo debe tomar en cuenta el costo total de esas lesiones, hoy y en el futuro.',
        'Las compañías de transporte muchas veces alegan que el otro conductor también tuvo la culpa. Según la ley de culpa comparativa pura de Washington, RCW 4.22.005, tener parte de la culpa en general reduce lo que usted recibe en lugar de impedirle reclamar: si se determina que tuvo el 30% de la culpa, todavía recibiría el 70% de sus daños.',
        'Hay dos leyes que son las principales prohibiciones legales. RCW 5.40.060 impide el reclamo de una persona lesionada que estaba bajo los efectos del alcohol o de drogas cuando esa intoxicación fue una causa próxima de la lesión (una causa directa, sin la cual la lesión no habría ocurrido) y se determina que tuvo más del 50% de la culpa. RCW 4.24.420 impide el reclamo de quien se lesiona mientras comete un delito grave que fue una causa próxima de la lesión.',
      ],
      list: {
        items: [
          {
            title: 'Atención médica',
            text: 'Tratamiento de emergencia, cirugía, rehabilitación, terapia y atención futura.',
          },
          {
            title: 'Ingresos perdidos',
            text: 'Los salarios que dejó de ganar y la capacidad de generar ingresos que perdió por sus lesiones.',
          },
          {
            title: 'Dolor y sufrimiento',
            text: 'Dolor físico, trauma emocional y la pérdida de actividades que usted disfrutaba.',
          },
          {
            title: 'Adaptaciones de la casa y del vehículo',
            text: 'Rampas, acceso para silla de ruedas y modificaciones del vehículo cuando las lesiones son permanentes.',
          },
          { title: 'Daños materiales', text: 'La reparación o el reemplazo de su vehículo y sus pertenencias.' },
        ],
      },
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre accidentes de camión',
    items: [
      {
        question: '¿Quién paga por mis lesiones después de un accidente de camión?',
        answer:
          'Normalmente paga el seguro de la compañía de transporte, pero otras partes pueden compartir la responsabilidad, como el remitente, el cargador o una compañía de mantenimiento. Cada una puede tener su propio seguro. Las investigamos a todas para que usted no se quede solo con una parte de lo que le corresponde.',
      },
      {
        question: '¿Debo darle una declaración a la aseguradora de la compañía de transporte?',
        answer:
          'No, no antes de hablar con un abogado. Sus ajustadores están entrenados para hacer preguntas que luego se pueden usar en su contra. Deje que nosotros nos encarguemos de todo contacto con la compañía de transporte y su aseguradora.',
      },
      {
        question: '¿Cuánto tiempo guarda una compañía de transporte los registros de manejo?',
        answer:
          'En general, las reglas federales exigen a las compañías guardar los registros de horas de servicio y sus documentos de respaldo durante seis meses. Los datos de la caja negra se pueden perder incluso antes. Por eso es importante que nos llame pronto, para que podamos exigir que se preserven esas pruebas.',
      },
      {
        question: '¿Y si el conductor dice que era contratista independiente?',
        answer:
          'Eso no protege automáticamente a la compañía de transporte. Según las reglas federales y la ley de Washington, la compañía bajo cuya autorización circula el camión muchas veces sigue siendo responsable. Revisamos los contratos y los registros de despacho para saber quién controlaba realmente el viaje.',
      },
      {
        question: 'La compañía de transporte dice que yo tuve parte de la culpa. ¿Puedo recibir compensación de todos modos?',
        answer:
          'En general, sí. La regla de culpa comparativa de Washington, RCW 4.22.005, reduce lo que usted recibe según su porcentaje de culpa en lugar de eliminarlo, y la compañía tiene que respaldar con pruebas su alegato de que usted comparte la culpa. Hay dos principales prohibiciones legales: no recibe nada quien estaba bajo los efectos del alcohol o de drogas cuando eso fue una causa próxima de la lesión y tiene más del 50% de la culpa (RCW 5.40.060), ni quien se lesionó mientras cometía un delito grave que fue una causa próxima de la lesión (RCW 4.24.420).',
      },
      {
        question: '¿Cuánto tiempo tengo para presentar un reclamo por accidente de camión en Washington?',
        answer:
          'En general, tres años desde el choque, según RCW 4.16.080(2), y un reclamo contra una entidad del gobierno exige antes un reclamo por escrito ante la entidad y un período de espera. En un caso de camión, el plazo que más importa es el de las pruebas: registros que se guardan seis meses y datos de la caja negra que se pueden sobrescribir. Llámenos pronto para que podamos exigir que se preserven.',
      },
      {
        question: '¿Cuánto me cuesta un caso de accidente de camión?',
        answer: `Nada por adelantado. La consulta es gratis, y llevamos los casos de camión con ${contingencyFeeEs()}. ${injuryCostsEs({ aside: 'por mucho que hayan costado los peritos y las descargas de datos' })} Cada condición está en ese contrato, que usted ve antes de decidir.`,
      },
    ],
  },
  closing: {
    heading: 'Hable hoy con un abogado de accidentes de camión en Kent',
    body: 'La compañía de transporte ya está armando su caso. Empiece a armar el suyo. Llámenos o llene el formulario para una consulta gratis; no cobramos honorarios de abogado a menos que obtengamos una compensación para usted.',
  },
  structuredData: { serviceType: 'Abogado de accidentes de camión' },
} as const satisfies WordsOf<typeof truckAccident>;
