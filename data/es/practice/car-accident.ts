// Spanish copy of the car-accident page (data/practice/car-accident.ts), for the /es/ pages of
// issue 15. Written for Spanish-speaking readers rather than translated word for word; the
// statutes, exceptions, claims and fee terms are the English page's.
import type { carAccident } from '../../practice/car-accident';
import type { WordsOf } from '../../types';
import { contingencyFeeEs, injuryCostsEs } from '../injury-fee';

export const carAccidentEs = {
  slug: 'abogado-accidentes-de-auto',
  navLabel: 'Accidentes de auto',
  tile: { title: 'Accidentes de auto' },
  meta: {
    title: 'Abogado de accidentes de auto en Kent, WA | Consulta gratis',
    description:
      '¿Herido en un choque en Kent, WA? Reclamamos gastos médicos, salarios perdidos y dolor y sufrimiento. Consulta gratis; sin honorarios si no hay compensación.',
    keywords: [
      'abogado de accidentes de auto en Kent',
      'abogado de accidentes de carro Kent WA',
      'abogado de lesiones Kent WA',
      'accidente de auto en la SR 167',
      'abogado de accidentes en la I-5',
      'abogado de accidentes de auto condado de King',
      'plazo para demandar por accidente de auto en Washington',
      'culpa comparativa Washington',
    ],
  },
  hero: {
    headline: '¿Se lesionó en un accidente de auto en Kent? Luchamos por lo que usted merece.',
    subheadline:
      'Consulta gratis, y no cobramos honorarios de abogado a menos que obtengamos una compensación para usted. Nuestros abogados se encargan de las aseguradoras para que usted se concentre en recuperarse.',
  },
  body: [
    {
      heading: 'Causas comunes de los accidentes de auto en Kent',
      body: [
        'Kent está donde se cruzan algunas de las vías más transitadas de la región de Puget Sound. Quienes viajan a diario por la SR 167 y la I-5, los camiones de carga que van a los almacenes del valle de Kent y los conductores locales de Meeker Street, Kent-Kangley Road y West Valley Highway comparten los mismos carriles, muchas veces a las mismas horas.',
        'La mayoría de los choques aquí no son casualidades. Ocurren porque alguien tomó una decisión al volante: mirar el teléfono, ir demasiado pegado al auto de adelante en el tráfico lento o acelerar con la luz amarilla. Encontrar esa decisión, y probarla, es el centro de su reclamo.',
        'El clima del noroeste también influye. La lluvia, los reflejos en el pavimento mojado y la oscuridad temprana del invierno hacen más peligroso manejar sin cuidado, pero no lo justifican. En Washington, los conductores deben bajar la velocidad y adaptarse a las condiciones.',
      ],
      list: {
        items: [
          {
            title: 'Manejar distraído',
            text: 'Escribir mensajes, mirar redes sociales o programar el GPS. La ley de Washington sobre la conducción distraída, RCW 46.61.672, en general prohíbe sostener un teléfono u otro aparato electrónico mientras se maneja, incluso detenido en el tráfico o en un semáforo; entre las pocas excepciones está llamar al 911 en una emergencia.',
          },
          {
            title: 'Choques por detrás',
            text: 'Los frenazos repentinos en la SR 167 y la I-5 sorprenden a quienes manejan demasiado cerca del vehículo de adelante.',
          },
          {
            title: 'Manejar bajo los efectos del alcohol o de drogas',
            text: 'El alcohol, el cannabis y otras drogas hacen más lentos los reflejos y nublan el juicio.',
          },
          {
            title: 'Exceso de velocidad',
            text: 'Sobre todo en la carretera 18 y en los tramos largos y rectos de las vías del valle.',
          },
          {
            title: 'No ceder el paso',
            text: 'Vueltas a la izquierda e intersecciones concurridas en Meeker Street, Central Avenue y James Street.',
          },
          {
            title: 'Cambios de carril peligrosos',
            text: 'Al incorporarse cerca de las rampas de entrada y de los carriles exprés de peaje de la SR 167, donde los espacios se cierran rápido.',
          },
        ],
      },
      after: ['Si no sabe bien qué causó su choque, no se preocupe. Averiguarlo es nuestro trabajo.'],
    },
    {
      heading: 'Qué hacer después de un accidente de auto en Kent',
      body: [
        'Las primeras horas y los primeros días después de un choque son confusos. Estos pasos protegen primero su salud y después su reclamo.',
        'Haga lo que pueda. Si sus lesiones no le permitieron ocuparse de algunos de ellos, no pasa nada. El informe policial, los expedientes médicos y las declaraciones de los testigos muchas veces se pueden reunir después, y nosotros podemos hacer ese trabajo por usted.',
      ],
      list: {
        items: [
          {
            title: 'Llame al 911 y vea si hay heridos',
            text: 'Pida ayuda médica si alguien está lesionado. Un informe policial deja un registro oficial de lo que pasó.',
          },
          {
            title: 'Reciba atención médica el mismo día',
            text: 'Vaya a una clínica de urgencias, a una sala de emergencias como la de Valley Medical Center en Renton, o a su propio médico. Las conmociones cerebrales y el latigazo cervical muchas veces no dan síntomas hasta horas o días después.',
          },
          {
            title: 'Documente el lugar',
            text: 'Tome fotos de cada vehículo, de la vía, de los semáforos, de las marcas de frenado y de sus lesiones. Anote los nombres y teléfonos de los testigos.',
          },
          {
            title: 'Intercambie información',
            text: 'Los conductores que participan en un choque deben detenerse, dar su nombre, su dirección, su compañía de seguros y número de póliza y el número de placa, mostrar su licencia de conducir y dar ayuda razonable a cualquier persona herida (RCW 46.52.020).',
          },
          {
            title: 'Presente un informe si la policía no lo hizo',
            text: 'Cuando ningún agente hace el informe del choque, cada conductor debe presentar un informe por escrito dentro de los cuatro días siguientes si alguien resultó herido o murió, o si los bienes de una sola persona sufrieron daños de $1,000 o más, el límite que la Patrulla Estatal fija por reglamento conforme a RCW 46.52.030.',
          },
          {
            title: 'Tenga cuidado con los ajustadores de seguros',
            text: 'Avísele del choque a su propia aseguradora, pero no le dé una declaración grabada a la aseguradora del otro conductor antes de hablar con un abogado.',
          },
          {
            title: 'No publique nada en redes sociales',
            text: 'Las aseguradoras buscan publicaciones y fotos que puedan usar para decir que usted no está realmente lesionado.',
          },
          {
            title: 'Llámenos para una consulta gratis',
            text: 'Le explicaremos sus opciones y empezaremos a proteger las pruebas de inmediato.',
          },
        ],
      },
    },
    {
      heading: 'El plazo de tres años de Washington para presentar una demanda',
      body: [
        'Por lesiones en un choque de auto, Washington en general da tres años desde el día del choque para presentar una demanda, según RCW 4.16.080(2). Los tribunales aplican esa fecha con rigor a conductores y pasajeros: una demanda presentada tarde puede ser desestimada, por más clara que sea la culpa del otro conductor.',
        'Tres años parecen mucho tiempo, pero los casos sólidos se construyen temprano. Los videos de los negocios y de las cámaras de tráfico muchas veces se borran en cuestión de días o semanas. Los testigos se mudan y los recuerdos se desvanecen. Los autos se reparan o se venden como chatarra. Cuanto antes empecemos, más pruebas podremos salvar.',
        'Algunos casos tienen reglas adicionales. Si participó un vehículo del gobierno o una vía pública peligrosa, como un camión de la ciudad, un autobús de King County Metro o una intersección mal diseñada, primero hay que presentar un reclamo por escrito ante la entidad, y en general la demanda no se puede presentar hasta 60 días después (RCW 4.96.020 para ciudades, condados y otros gobiernos locales; capítulo 4.92 RCW para el estado). Su propia póliza de seguro también tiene reglas de aviso para la cobertura PIP y la de motorista con seguro insuficiente.',
        'El plazo puede suspenderse en situaciones limitadas, por ejemplo mientras un pasajero lesionado sea menor de 18 años (RCW 4.16.190). No cuente con una excepción. Llámenos y calcularemos cuánto tiempo le queda a su caso.',
      ],
    },
    {
      heading: '¿Y si usted tuvo parte de la culpa?',
      body: [
        'Los ajustadores de seguros muchas veces dicen que el choque fue en parte culpa suya. A veces es una táctica para asustarlo y que acepte menos o abandone el reclamo. En Washington, esa táctica no debería funcionar.',
        'La ley de culpa comparativa pura de Washington, RCW 4.22.005, en general reduce lo que recibe un conductor según su propio porcentaje de culpa, en lugar de impedirle reclamar. Si usted tuvo el 30% de la culpa, todavía puede recibir el 70% de sus daños. En un reclamo de $100,000, eso significa $70,000.',
        'Dos leyes son las principales que impiden el reclamo por completo. Según RCW 5.40.060, una persona lesionada que estaba bajo los efectos del alcohol o de drogas no recibe nada si esa intoxicación fue una causa próxima de la lesión (una causa directa, sin la cual la lesión no habría ocurrido) y se determina que tuvo más del 50% de la culpa. Según RCW 4.24.420, quien se lesiona mientras comete un delito grave no recibe nada si ese delito fue una causa próxima de la lesión. Esas son las dos principales prohibiciones legales; algunas otras reglas, como la asunción del riesgo o, para una lesión en el trabajo, la compensación laboral (título 51 RCW), también pueden acabar con un reclamo, pero lo más común es que tener parte de la culpa solo reduzca la indemnización.',
        'El ajustador no es quien fija los porcentajes. La culpa se discute con pruebas: el informe policial, las fotos, los datos del vehículo, las declaraciones de los testigos y, cuando hace falta, la reconstrucción del accidente. Nuestros abogados rechazan la culpa que no le corresponde, para que su parte sea solo la que los hechos respalden.',
      ],
    },
    {
      heading: 'Por qué los conductores lesionados en Kent eligen nuestra firma',
      body: [
        'Cuando usted está lesionado, necesita un equipo que conteste el teléfono, le explique lo que está pasando y esté listo para ir a juicio si la aseguradora no es justa. Así trabajamos.',
        'Nueve exfiscales forman parte de nuestro equipo. Saben cómo se arma la investigación policial de un choque y dónde se queda corta: un testigo al que nadie entrevistó, un diagrama hecho con la versión de un solo conductor o la cámara de un negocio por la que nadie preguntó.',
        'Nuestro socio director, reconocido como Super Lawyer cada año desde 2019, ha representado a conductores, pasajeros y peatones lesionados en choques a lo largo de más de 15 años de ejercicio. Ningún abogado puede prometer un resultado, y nosotros no lo haremos, pero su caso recibirá verdadera atención de personas que conocen Kent, los tribunales del condado de King y las aseguradoras que venden pólizas de auto aquí.',
      ],
      list: {
        items: [
          { title: 'Consulta gratis', text: 'Hable con nosotros sobre su choque sin costo y sin compromiso.' },
          {
            title: 'No cobramos honorarios de abogado a menos que obtengamos una compensación para usted',
            text: `Trabajamos con ${contingencyFeeEs()}, así que usted no paga nada por adelantado. ${injuryCostsEs()}`,
          },
          {
            title: 'Listos para ir a juicio',
            text: 'Las aseguradoras saben qué firmas sí van a los tribunales. Preparamos cada caso como si fuera a llegar a juicio.',
          },
        ],
      },
    },
    {
      heading: 'La compensación que usted puede recibir',
      body: [
        'La ley de Washington permite que una persona lesionada reciba compensación por daños económicos y no económicos. Los daños económicos son las cuentas y pérdidas que se pueden sumar. Los no económicos son las maneras en que el choque ha cambiado su vida.',
        'No adivinamos estas cifras. Reunimos sus expedientes médicos, sus talones de pago y las opiniones de sus médicos, y hablamos con usted y con su familia sobre cómo es ahora su vida diaria.',
      ],
      list: {
        items: [
          {
            title: 'Gastos médicos',
            text: 'Atención de emergencia, hospitalización, cirugía, fisioterapia, medicamentos y tratamiento futuro.',
          },
          {
            title: 'Salarios perdidos',
            text: 'El tiempo de trabajo que pierde mientras se recupera, incluidos los días de enfermedad y de vacaciones que tuvo que usar.',
          },
          {
            title: 'Pérdida de capacidad para generar ingresos',
            text: 'Si sus lesiones limitan el trabajo que podrá hacer en los próximos años.',
          },
          { title: 'Dolor y sufrimiento', text: 'Dolor físico, angustia emocional, ansiedad y noches sin dormir.' },
          {
            title: 'Pérdida del disfrute de la vida',
            text: 'Deportes, pasatiempos y actividades en familia que ya no puede hacer como antes.',
          },
          {
            title: 'Daños materiales',
            text: 'La reparación o el reemplazo de su vehículo y sus pertenencias, además de un auto de alquiler.',
          },
        ],
      },
      after: [
        'Su propia póliza puede ayudarle de inmediato. En Washington, las aseguradoras de autos deben ofrecer la protección contra lesiones personales (PIP), que paga gastos médicos y parte de los salarios perdidos sin importar quién causó el choque, y su póliza la incluye a menos que usted la haya rechazado por escrito. La cobertura de motorista con seguro insuficiente (UIM), que se ofrece en las mismas condiciones, puede responder cuando el conductor culpable tiene muy poco seguro o no tiene ninguno.',
        'Revisamos cada fuente de cobertura para no dejar nada sobre la mesa, y nos ocupamos de los gravámenes y las cuentas médicas para que usted no tenga que andar detrás de papeles mientras se recupera.',
      ],
    },
  ],
  faq: {
    heading: 'Preguntas sobre accidentes de auto que escuchamos todos los días',
    items: [
      {
        question: '¿Cuánto vale mi caso de accidente de auto?',
        answer:
          'Depende de sus lesiones, sus gastos médicos, los ingresos que perdió y cómo afecta el choque su vida diaria. El seguro disponible también cuenta. Podemos darle una opinión honesta cuando revisemos sus expedientes, y nunca le prometeremos una cifra que no podamos respaldar.',
      },
      {
        question: '¿Debo hablar con la aseguradora del otro conductor?',
        answer:
          'No está obligado a darles una declaración grabada, y por lo general es mejor no hacerlo antes de hablar con un abogado. Los ajustadores están entrenados para hacer preguntas que pueden servir para reducir su reclamo. Deje que nosotros atendamos esas llamadas.',
      },
      {
        question: '¿Y si no sentí ninguna lesión al principio?',
        answer:
          'Es muy común. La adrenalina puede esconder el dolor, y lesiones como las conmociones cerebrales y el latigazo cervical muchas veces aparecen uno o dos días después. Consulte a un médico en cuanto note síntomas y cuéntele del choque, porque las aseguradoras buscan interrupciones en el tratamiento.',
      },
      {
        question: '¿Puedo recibir compensación si tuve parte de la culpa?',
        answer:
          'Por lo general, sí. Según la regla de culpa comparativa de Washington, RCW 4.22.005, su compensación se reduce según su porcentaje de culpa en lugar de eliminarse: con el 30% de la culpa, todavía le corresponde el 70% de sus daños. Las dos principales prohibiciones legales son estrechas. Un conductor que estaba bajo los efectos del alcohol o de drogas no recibe nada si eso fue una causa próxima de la lesión y tiene más del 50% de la culpa (RCW 5.40.060), y tampoco recibe nada quien se lesiona mientras comete un delito grave que fue una causa próxima de la lesión (RCW 4.24.420).',
      },
      {
        question: '¿Cuánto tiempo tomará mi caso?',
        answer:
          'Muchos reclamos por accidentes de auto se resuelven en un plazo de varios meses a un año, una vez terminado el tratamiento y cuando ya sabemos el costo total de sus lesiones. Los casos que llegan a juicio tardan más. No vamos a apresurar un acuerdo antes de saber cuánto vale realmente su caso.',
      },
      {
        question: '¿Cuánto me cuesta contratar a un abogado de accidentes de auto?',
        answer: `Nada por adelantado, y la consulta es gratis. Trabajamos con honorarios de contingencia: solo cobramos honorarios si obtenemos dinero para usted, y son una parte de esa cantidad. ${injuryCostsEs({ aside: 'como las tarifas de presentación ante el tribunal, los expedientes médicos y los informes de peritos' })} Ese contrato establece el porcentaje y los costos antes de que usted firme nada.`,
      },
    ],
  },
  closing: {
    heading: 'Hable hoy con un abogado de accidentes de auto en Kent',
    body: 'No tiene que resolver esto solo. Llámenos o llene el formulario para una consulta gratis. Lo escucharemos, responderemos sus preguntas y le explicaremos sus opciones, y no cobramos honorarios de abogado a menos que obtengamos una compensación para usted.',
  },
  structuredData: { serviceType: 'Abogado de accidentes de auto' },
} as const satisfies WordsOf<typeof carAccident>;
