// Spanish copy of the firm-wide pages (data/site-copy.ts), for the /es/ pages of issue 15: home,
// contact, thank-you, terms and privacy. Written for Spanish-speaking readers in Kent and South King
// County, not word for word; the facts, citations, claims and fee terms are the English pages'.
// Plain strings only. As in English, the firm's name, phones, addresses and attorney names are
// composed in by the code, and so are the fee lines the templates place.
//
// Claims are written in the fixed Spanish forms the claim notes will be attached by (“tasa de éxito
// del 97%”, “más de 150 años de experiencia combinada”, “nueve exfiscales”, “Super Lawyer cada año
// desde 2019”, “más de 15 años de experiencia”); meta titles and descriptions state none. A block
// that mentions a contingency fee states the fee line and who pays the case costs, except a hero:
// its template places those fee terms right under it, so the hero only names the contingency fee. Headings are in sentence case, as Spanish writes them.
import { contactCountsSection } from '../legal/contact-counts';
import type { ContactCopy, HomeCopy, LegalPageCopy, ThankYouCopy } from '../site-copy';
import { ipHashRetentionEs, leadFactsEs } from './lead-facts';
import { contingencyFeeEs, injuryCostsEs } from './injury-fee';

/* ------------------------------------------------------------------------------------------ */
/* Home                                                                                       */
/* ------------------------------------------------------------------------------------------ */

export const homeCopyEs = {
  meta: {
    title: 'Abogados de lesiones y defensa criminal en Kent | Consulta gratis',
    description:
      '¿Se lesionó en un accidente o enfrenta cargos en Kent, WA? Hable con un abogado litigante en una consulta gratis. Lesiones y defensa criminal; urgencias 24/7.',
    keywords: [
      'abogado de lesiones personales en Kent',
      'abogado de defensa criminal en Kent',
      'abogado de accidentes de auto Kent WA',
      'abogado de accidentes de camión Kent',
      'abogado de muerte por negligencia Washington',
      'abogados exfiscales',
      'consulta gratis con abogado',
      'abogado de lesiones con honorarios de contingencia',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: '¿Se lesionó o enfrenta cargos en Kent? Estamos listos para luchar por usted.',
    subheadline: `Su consulta es gratis y atendemos llamadas urgentes 24/7. Si usted se lesionó, llevamos su caso con ${contingencyFeeEs()}.`,
  },
  videos: {
    heading: 'Conózcanos antes de llamar',
    intro: `Dos videos cortos: conozca al equipo de litigio que llevaría su caso y vea cómo funcionan los honorarios de contingencia en un caso de lesiones: no cobramos honorarios de abogado a menos que obtengamos una compensación para usted. ${injuryCostsEs()} Cada video se carga solo cuando usted decide verlo.`,
  },
  form: {
    sourceLabel: 'pagina-de-inicio',
    heading: 'Pida su consulta gratis',
    intro:
      'Cuéntenos brevemente qué pasó y cuál es la mejor manera de comunicarnos con usted. Alguien de nuestro equipo le devolverá la llamada, normalmente en un día hábil. No tiene ningún costo ni compromiso. Lo que nos envíe es confidencial, aunque no tomemos su caso; mientras verificamos que no haya conflictos de intereses, basta con un resumen breve, y repasamos los detalles juntos cuando hablemos.',
  },
  settlements: {
    heading: 'Resultados que hemos logrado para nuestros clientes',
    intro:
      'Detrás de cada cifra hay una persona que confió en nosotros en uno de los momentos más difíciles de su vida. Cada caso es distinto, y los resultados anteriores no garantizan un resultado similar en el suyo.',
    asSamples: {
      heading: 'Resultados de muestra, no casos reales',
      intro:
        'Estas tarjetas muestran cómo se verán aquí nuestros resultados cuando los publiquemos. Las cifras y las historias de abajo son ejemplos escritos para este sitio web, no resultados que hayamos obtenido.',
    },
  },
  spotlight: {
    heading: 'Conozca a nuestro socio director',
    body: [
      'Nuestro socio director tiene más de 15 años de experiencia en los tribunales de Washington, primero como fiscal adjunto del condado de King y hoy al lado de personas lesionadas y sus familias, y ha sido nombrado Super Lawyer cada año desde 2019.',
      'Los clientes suelen recordar algo más sencillo: les devuelve las llamadas, les explica cada opción con palabras claras y prepara cada caso como si fuera a llegar a juicio.',
    ],
  },
  practice: {
    heading: 'Cómo podemos ayudarle',
    intro:
      'Llevamos casos de lesiones graves en Kent y en todo Washington. Elija el tipo de caso que tiene para conocer sus derechos, los plazos que se aplican y la compensación que podría corresponderle.',
  },
  allStar: {
    heading: 'Un equipo estelar de su lado',
    body: 'Nueve exfiscales y más de 150 años de experiencia combinada. Recuperamos dinero en 412 de 425 casos de lesiones cerrados, 2019–2025. Nuestros abogados saben cómo arma un caso la otra parte porque muchos de ellos lo hacían antes, y ahora ponen ese conocimiento a trabajar para usted.',
  },
  testimonials: {
    heading: 'Lo que dicen nuestros clientes',
    intro:
      'Personas lesionadas, familias en duelo y personas que enfrentan cargos acuden a nosotros en momentos difíciles. Esto es lo que suelen contarnos sobre su experiencia con nosotros.',
    asSamples: {
      heading: 'Citas de muestra, no de clientes reales',
      intro:
        'Las citas de abajo son ejemplos escritos para este sitio web, para mostrar cómo se verán aquí las opiniones. No son las palabras de clientes reales.',
    },
  },
  aboutPartner: {
    heading: 'Un socio director que toma su caso como algo personal',
    body: [
      'Nuestro socio director sigue empezando cada caso como siempre lo ha hecho: escuchando. Antes de hablar de pólizas de seguro o de fechas en el tribunal, quiere saber si usted puede trabajar, cómo está su familia y qué es lo que más le preocupa.',
      'Dirige nuestra firma con una idea sencilla: quien se lesionó, o quien enfrenta cargos, merece un abogado listo para ir a juicio desde el primer día. Las aseguradoras y los fiscales tratan un caso de otra manera cuando saben que el abogado sentado frente a ellos no va a dar marcha atrás.',
      'Encabeza un equipo de abogados litigantes, entre ellos varios exfiscales, que saben cómo piensa la otra parte y usan ese conocimiento a su favor.',
    ],
    ctaBox: {
      heading: 'Hable con nosotros hoy. Es gratis.',
      body: 'Su primera consulta no le cuesta nada y no tiene ningún compromiso. Llame ahora o envíenos el formulario. Atendemos llamadas urgentes 24/7.',
    },
  },
  location: {
    heading: 'Visite nuestra oficina en Kent',
    directions: [
      'Nuestra oficina está en Kent, a pocos minutos de la SR 167, con fácil acceso desde la I-5 y la carretera 18. Si se pierde en el camino, llámenos y lo guiamos hasta aquí.',
      'Desde la SR 167: tome la salida de la carretera 516 (Kent-Des Moines Road y Willis Street) y siga las señales hacia el centro de Kent.',
      'Desde la I-5: tome la salida 149 hacia la carretera 516, Kent-Des Moines Road, y siga hacia el este, colina abajo hasta el valle, en dirección al centro de Kent.',
      'Desde la carretera 18: tome la SR 167 hacia el norte en dirección a Kent, luego use la salida de la carretera 516 y siga las indicaciones anteriores.',
      'En tren: la estación Sounder de Kent está en el centro de Kent. Desde allí hay un trayecto corto en taxi o en auto por aplicación hasta nuestra oficina, o llámenos y le explicamos la ruta.',
      'Estacionamiento: hay estacionamiento para visitantes en nuestro edificio. Si no encuentra lugar, llámenos desde su auto y le ayudamos.',
      'Accesibilidad: el edificio tiene una entrada accesible sin escalones y un elevador hasta nuestro piso. Si necesita cualquier otra adaptación, o si sus lesiones le dificultan el viaje, díganoslo cuando llame y buscaremos otra forma de reunirnos.',
    ],
  },
} as const satisfies HomeCopy;

/* ------------------------------------------------------------------------------------------ */
/* Contact                                                                                    */
/* ------------------------------------------------------------------------------------------ */

export const contactCopyEs = {
  meta: {
    title: 'Contacte a nuestros abogados en Kent | Consulta gratis',
    description:
      'Pida una consulta gratis con nuestros abogados de lesiones y defensa criminal en Kent. Solemos devolverle la llamada en un día hábil; urgencias, 24/7.',
    keywords: [
      'contactar a un abogado en Kent WA',
      'consulta gratis con abogado',
      'abogado de lesiones personales en Kent',
      'abogado de defensa criminal en Kent',
      'hablar con un abogado hoy',
      'abogado de lesiones con honorarios de contingencia',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Hable con un abogado hoy. Es gratis.',
    subheadline: `Llámenos o envíe el formulario de abajo. La consulta no le cuesta nada, y llevamos los casos de lesiones con ${contingencyFeeEs()}.`,
  },
  intro: [
    'Ya sea que se haya lesionado en un choque, que haya perdido a un ser querido o que le acaben de presentar cargos por un delito, cuanto antes hable con un abogado, más opciones suele tener. Las pruebas se pierden, los testigos se mudan y los plazos legales siguen corriendo.',
    'Envíe el formulario o llámenos. Si su asunto es urgente, por ejemplo un arresto, una fecha en el tribunal esta misma semana o un ajustador de seguros que lo presiona para que dé una declaración grabada, por favor llame. Atendemos llamadas urgentes 24/7.',
  ],
  nextSteps: {
    heading: 'Qué pasa después de que se comunica con nosotros',
    body: ['Esto es lo que puede esperar. Nada le cuesta y no tiene ningún compromiso hasta que decida contratarnos.'],
    list: {
      style: 'steps',
      items: [
        {
          title: 'Le devolvemos la llamada',
          text: 'Alguien de nuestro equipo lee su mensaje y lo llama, normalmente en un día hábil. Si usted nos llama, muchas veces puede hablar con alguien de inmediato.',
        },
        {
          title: 'Verificamos que no haya conflictos',
          text: 'Antes de entrar en detalles, confirmamos que no representamos ya a otra persona involucrada en su asunto. Esto lo protege a usted.',
        },
        {
          title: 'Su consulta gratis',
          text: 'Usted nos cuenta qué pasó y nos pregunta todo lo que quiera. Le explicamos sus derechos, los plazos que se aplican y las opciones que tiene, con palabras claras.',
        },
        {
          title: 'Usted decide',
          text: `Si podemos ayudarle, le explicamos cómo llevaríamos su caso y cuánto costaría, y ponemos los honorarios en un acuerdo por escrito antes de empezar. En los casos de lesiones, eso significa honorarios de contingencia: no cobramos honorarios de abogado a menos que obtengamos una compensación para usted. ${injuryCostsEs()} La decisión es suya, sin presiones.`,
        },
        {
          title: 'Nos ponemos a trabajar',
          text: 'Una vez que nos contrata, actuamos rápido para preservar las pruebas, tratar con las aseguradoras o con la fiscalía, y mantenerlo informado en cada paso.',
        },
      ],
    },
    after: [
      'Lo que nos envíe es confidencial, aunque no tomemos su caso. Mientras verificamos que no haya conflictos de intereses, por favor limítese a un resumen breve; repasamos los detalles juntos cuando sepamos que podemos ayudarle.',
    ],
  },
  sourceLabel: 'formulario-de-contacto',
  hoursHeading: 'Horario de oficina',
  officesHeading: 'Nuestras oficinas',
} as const satisfies ContactCopy;

/* ------------------------------------------------------------------------------------------ */
/* Thank you (shown after the form is sent without JavaScript)                               */
/* ------------------------------------------------------------------------------------------ */

export const thankYouCopyEs = {
  meta: {
    title: 'Gracias: recibimos su mensaje | Abogados en Kent',
    description:
      'Gracias por comunicarse con nuestros abogados de lesiones y defensa criminal en Kent. Alguien de nuestro equipo lo llamará, normalmente en un día hábil.',
    keywords: ['gracias', 'mensaje recibido', 'consulta gratis', 'abogado de lesiones personales en Kent', 'abogado de defensa criminal en Kent'],
    canonicalHost: 'primary',
  },
  heading: 'Gracias. Recibimos su mensaje.',
  body: [
    'Su mensaje ya llegó a nuestro equipo. Gracias por confiárnoslo.',
    'Alguien de nuestro equipo le devolverá la llamada al número que nos dio, normalmente en un día hábil. Su consulta es gratis y no tiene ningún compromiso.',
    'Si su asunto es urgente, por ejemplo un arresto, una fecha próxima en el tribunal o una aseguradora que lo presiona para que dé una declaración, por favor llámenos ahora. Atendemos llamadas urgentes 24/7.',
  ],
} as const satisfies ThankYouCopy;

/* ------------------------------------------------------------------------------------------ */
/* Terms of Use                                                                               */
/* ------------------------------------------------------------------------------------------ */

// The English type pins its heading ('Terms of Use'); the Spanish page has its own.
export const termsCopyEs = {
  meta: {
    title: 'Términos de uso | Abogados de lesiones y defensa criminal en Kent',
    description:
      'Los términos para usar nuestro sitio web: información general, no asesoría legal. Usar el sitio o enviar el formulario no lo convierte en nuestro cliente.',
    keywords: ['términos de uso', 'aviso legal', 'publicidad de abogados', 'sin relación abogado-cliente', 'firma de abogados en Washington'],
    canonicalHost: 'primary',
  },
  heading: 'Términos de uso',
  updated: '2026-11-01',
  intro: [
    'Estos términos se aplican a todas las personas que usan este sitio web. Al usar el sitio, o al marcar la casilla de nuestro formulario de contacto, usted los acepta. Léalos junto con nuestra Política de privacidad.',
    'Si no está de acuerdo, por favor no use el sitio ni el formulario. Siempre puede llamarnos.',
  ],
  sections: [
    {
      heading: 'Información general, no asesoría legal',
      body: [
        'Todo lo que aparece en este sitio web es información general sobre las leyes de Washington y sobre nuestros servicios. No es asesoría legal sobre su situación, y puede que no refleje los cambios más recientes de la ley.',
        'Cada caso depende de sus propios hechos. Por favor, no actúe, ni decida dejar de actuar, por algo que haya leído aquí sin antes hablar con un abogado sobre su propia situación.',
      ],
    },
    {
      heading: 'No se crea una relación abogado-cliente',
      body: [
        'Usar este sitio web, enviar nuestro formulario de contacto o llamarnos no lo convierte en nuestro cliente ni crea una relación abogado-cliente.',
        'No tenemos la intención de representar a nadie hasta haber verificado que no hay conflictos de intereses y hasta que usted y nuestra firma hayamos acordado que lo representaremos, y confirmaremos ese acuerdo por escrito.',
      ],
    },
    {
      heading: 'Lo que nos cuenta antes de contratarnos',
      body: [
        'Cuando usted se comunica con nosotros para contratarnos, ya sea por el formulario, por correo electrónico o por teléfono, la Regla de Conducta Profesional 1.18 de Washington lo protege como cliente potencial. Aunque nunca lleguemos a representarlo, no podemos usar ni revelar lo que nos cuente, salvo en las formas limitadas que las reglas permiten para la información de un excliente.',
        'Aun así, al principio solo le pedimos un resumen breve. Antes de escuchar los detalles, verificamos que no representemos ya a alguien de la otra parte en su asunto. Si fuera así, tal vez no podríamos tomar su caso, y los detalles que ya hubiéramos escuchado también podrían limitar lo que podemos hacer por el cliente al que representamos. Un resumen breve nos permite hacer esa verificación sin que pase ninguna de las dos cosas.',
      ],
      list: {
        style: 'bullets',
        items: [
          'Mantenga breve su primer mensaje: el tipo de caso, más o menos cuándo ocurrió, quién más estuvo involucrado y la mejor hora para comunicarnos con usted.',
          'Por favor, no nos envíe documentos ni expedientes médicos hasta que se los pidamos.',
          'Si enfrenta cargos, no describa los hechos por escrito. Solo díganos que necesita hablar con nosotros y lo llamaremos.',
        ],
      },
      after: [
        'Comunicarse con nosotros no lo convierte en nuestro cliente, y no lo representamos hasta que ambos lo hayamos acordado por escrito. Mientras tanto, esté pendiente usted mismo de cualquier plazo de su asunto.',
      ],
    },
    {
      heading: 'Publicidad de abogados y resultados anteriores',
      body: [
        'Este sitio web es publicidad de abogados.',
        'Los resultados, acuerdos y reseñas de clientes que aparecen en este sitio describen asuntos anteriores. Los resultados anteriores no garantizan un resultado similar. El resultado de cualquier caso depende de sus propios hechos y de la ley, y lo que decimos sobre nuestra tasa de éxito y nuestra experiencia describe nuestra trayectoria, no es una promesa sobre su caso.',
      ],
    },
    {
      heading: 'Con licencia en Washington',
      body: [
        'Nuestros abogados tienen licencia para ejercer la abogacía en el estado de Washington. Este sitio web no pretende ofrecer servicios legales en ningún otro estado, y no aceptamos asuntos que no se nos permita llevar.',
      ],
    },
    {
      heading: 'Nuestro contenido',
      body: [
        'Los textos, imágenes, videos, logotipos y el diseño de este sitio web pertenecen a nuestra firma o se usan con permiso. Usted puede ver e imprimir páginas para su uso personal y no comercial. Por favor, no copie, vuelva a publicar ni venda nuestro contenido sin nuestro permiso por escrito.',
      ],
    },
    {
      heading: 'Enlaces a otros sitios web',
      body: [
        'Nuestro sitio tiene enlaces a otros sitios web, y puede mostrar contenido de ellos, como proveedores de videos y de mapas y redes sociales. No controlamos esos sitios y no somos responsables de su contenido ni de sus prácticas de privacidad. Un enlace no significa que los respaldemos.',
      ],
    },
    {
      heading: 'Ley aplicable',
      body: [
        'Estos términos se rigen por las leyes del estado de Washington. Cualquier disputa sobre este sitio web o sobre estos términos se resolverá en los tribunales estatales o federales ubicados en el condado de King, Washington.',
      ],
    },
    {
      heading: 'Cambios a estos términos',
      body: [
        'Podemos actualizar estos términos de vez en cuando. La fecha al principio de esta página indica cuándo cambiaron por última vez. Si sigue usando el sitio después de un cambio, acepta los términos actualizados.',
      ],
    },
  ],
} as const satisfies LegalPageCopy<string>;

/* ------------------------------------------------------------------------------------------ */
/* Privacy Policy                                                                             */
/* ------------------------------------------------------------------------------------------ */

// The facts the Consumer Health Data Privacy Policy shares come from ./lead-facts.ts (the Spanish
// twins of data/legal/lead-facts.ts), in the same places as the English page's.
export const privacyCopyEs = {
  meta: {
    title: 'Política de privacidad | Abogados de lesiones y defensa en Kent',
    description:
      'Qué recopila nuestro sitio web y por qué: solo lo que usted envía en el formulario. Sin cookies, sin analítica ni rastreadores, y nunca vendemos sus datos.',
    keywords: [
      'política de privacidad',
      'privacidad del formulario de contacto',
      'sin cookies',
      'sin rastreo',
      'información personal',
      'privacidad de una firma de abogados',
    ],
    canonicalHost: 'primary',
  },
  heading: 'Política de privacidad',
  updated: '2026-12-01',
  intro: [
    'Esta política explica qué recopila nuestro sitio web, dónde se guarda, quién lo ve y por cuánto tiempo. La escribimos breve y clara porque el sitio recopila muy poco.',
    'En resumen: recibimos solo lo que usted nos envía en el formulario de contacto, más algunos datos que llegan con él. El sitio no instala cookies ni usa herramientas de analítica o rastreadores de publicidad, y nunca vendemos su información. Si nos cuenta sobre una lesión o sobre su salud, también se aplica nuestra Política de privacidad de datos de salud del consumidor.',
  ],
  sections: [
    {
      heading: 'Lo que usted nos envía',
      body: ['Cuando usted envía nuestro formulario de contacto, guardamos:'],
      list: {
        style: 'bullets',
        items: ['su nombre', 'su número de teléfono', 'su correo electrónico', 'el tipo de caso que elige', 'su mensaje, si decide escribir uno'],
      },
      after: [
        'Lo que nos envíe es confidencial, aunque no tomemos su caso (RPC 1.18). Mientras verificamos que no haya conflictos de intereses, basta con un resumen breve; repasamos los detalles en privado una vez que hayamos hablado.',
      ],
    },
    {
      heading: 'Lo que guardamos junto con su envío',
      body: ['Junto con sus respuestas, guardamos algunos datos sobre el envío mismo:'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Qué formulario usó',
            text: 'una etiqueta corta que nombra la página donde estaba el formulario, como nuestra página de accidentes de camión o nuestra página de contacto.',
          },
          { title: 'Cuándo llegó', text: 'la fecha y la hora en que lo recibimos.' },
          {
            title: 'El idioma en que nos escribió',
            text: 'inglés o español, según la página donde estaba el formulario, para devolverle la llamada en ese idioma.',
          },
          {
            title: 'Un número de referencia',
            text: 'un número aleatorio que su navegador crea para cada envío, para que un formulario enviado dos veces se guarde una sola vez.',
          },
          {
            title: 'Cómo lo procesamos',
            text: 'si nuestro filtro de correo no deseado lo marcó, si se entregó el correo electrónico que le avisa de él a nuestro equipo de recepción de casos (cuándo, después de cuántos intentos y el último error de entrega, si lo hubo) y cuándo nuestro equipo de recepción de casos se comunicó con usted por primera vez.',
          },
          {
            title: 'Una verificación de formularios enviados dos veces',
            text: 'un código cifrado que se obtiene de sus respuestas y del hash de su dirección IP, para que las mismas respuestas enviadas dos veces desde una misma conexión en poco tiempo se guarden una sola vez. Nuestros sistemas lo eliminan junto con el hash de su dirección IP.',
          },
          {
            title: 'Un hash de su dirección IP',
            text: `un código cifrado que se obtiene de la dirección de su conexión y que se guarda ${ipHashRetentionEs} como máximo (vea “Cómo protegemos el formulario contra el abuso” más abajo).`,
          },
        ],
      },
    },
    {
      heading: 'Lo que su navegador envía con el formulario',
      body: [
        'Si su navegador ejecuta los scripts de nuestro sitio web, el formulario también envía estos datos, que usamos para responder a su solicitud y para corregir problemas del sitio. Sin scripts, el formulario envía solo sus respuestas, cuál formulario usó y si marcó la casilla opcional que se describe más abajo, y su navegador no guarda ninguna nota de su visita.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'La página en la que estaba',
            text: 'la dirección y el título de la página desde la que envió el formulario.',
          },
          {
            title: 'Su navegador',
            text: 'la cadena de agente de usuario (user-agent) de su navegador, un texto corto que indica cuál es su navegador y su sistema operativo.',
          },
          {
            title: 'Cómo nos encontró',
            text: 'la nota de su visita que se describe en la sección siguiente, que el formulario envía, y nosotros guardamos, solo si usted marca la casilla opcional; sin ella, solo el tipo de visita.',
          },
        ],
      },
    },
    {
      heading: 'Cómo nos encontró, solo si usted lo permite',
      body: [leadFactsEs.visitNote, leadFactsEs.visitNoteKept, leadFactsEs.visitNoteNotKept, leadFactsEs.noReidentification],
    },
    {
      heading: 'Adónde va su información',
      body: [leadFactsEs.stored],
      list: { style: 'bullets', items: leadFactsEs.recipients },
      after: [`Las empresas que la manejan por nosotros lo hacen solo en nuestro nombre y según nuestras instrucciones: ${leadFactsEs.processors}.`],
    },
    {
      heading: 'Cómo protegemos el formulario contra el abuso',
      body: [
        `Para frenar el correo no deseado y los envíos automáticos repetidos, guardamos con su envío un hash unidireccional con sal de su dirección IP. Un hash es un código cifrado que se obtiene de la dirección; no guardamos la dirección misma. ${leadFactsEs.ipHash}`,
        'Nuestro servidor web no lleva un registro de visitas: no anota su dirección IP, su navegador ni las páginas que lee. Cuando una página no se encuentra o falla, escribe una línea con la dirección de esa página, y nada sobre usted. Las empresas que alojan nuestro sitio web, nuestra base de datos y nuestro correo electrónico pueden llevar sus propios registros técnicos de conexiones, que pueden incluir direcciones IP, por un tiempo limitado y según sus propias condiciones.',
      ],
    },
    {
      heading: 'Lo que nunca recopilamos',
      body: [
        'Nuestro sitio web no instala cookies. Lo único que guarda en su navegador es la nota de cómo nos encontró que se describe arriba, en el almacenamiento de sesión de esa pestaña. No usamos herramientas de analítica, rastreadores de publicidad ni píxeles de seguimiento, y nada en nuestras páginas lo sigue por internet. Nunca recopilamos:',
      ],
      list: {
        style: 'bullets',
        items: [
          'su dirección IP misma (solo el hash de corta duración descrito arriba)',
          'su ubicación',
          'qué páginas lee, ni nada más sobre los visitantes que no envían el formulario',
        ],
      },
    },
    {
      heading: 'Videos y mapas',
      body: [
        'Nuestros videos vienen de YouTube y el mapa de nuestra oficina viene de Google Maps. Ninguno de los dos se carga cuando usted abre una página. En su lugar ve un recuadro, y el video o el mapa se carga solo cuando usted hace clic para cargarlo.',
        'Nuestros videos usan el modo de privacidad mejorada de YouTube. Una vez que usted decide cargar un video o el mapa, su navegador se conecta con ese proveedor, y la política de privacidad del proveedor se aplica a ese contenido, incluidas las cookies que pueda instalar.',
      ],
    },
    {
      heading: 'Cómo usamos su información',
      body: ['Usamos lo que nos envía para estos fines, y para ningún otro:'],
      list: { style: 'bullets', items: leadFactsEs.purposes },
      after: [leadFactsEs.legalProcess],
    },
    {
      heading: 'Nunca vendemos su información',
      body: ['No vendemos, alquilamos ni intercambiamos su información.'],
    },
    {
      heading: 'Cuánto tiempo la guardamos',
      body: [leadFactsEs.keptUntilDeleted, leadFactsEs.ipHashDeleted],
    },
    {
      heading: 'Cómo ver o eliminar su información',
      body: [
        `Puede preguntarnos si tenemos un envío suyo, pedirnos una copia de todo lo que guardamos con él o pedirnos que lo eliminemos. ${leadFactsEs.howToAsk}`,
        leadFactsEs.whatWeDelete,
        leadFactsEs.copiesAlreadySent,
        leadFactsEs.conflictRecord,
      ],
    },
    {
      heading: 'Niños',
      body: [
        'Nuestro sitio web no está dirigido a menores de 13 años, y no recopilamos a sabiendas información de ellos. Si cree que un niño nos envió información, avísenos y la eliminaremos. Un padre, una madre o un tutor siempre puede comunicarse con nosotros en nombre de un menor.',
      ],
    },
    {
      heading: 'Cómo protegemos su información',
      body: [
        `${leadFactsEs.whoCanSee} Ningún sistema es perfectamente seguro, y esa es una razón más por la que el formulario solo necesita un resumen breve.`,
      ],
    },
    {
      heading: 'Cambios a esta política',
      body: ['Si cambiamos lo que el sitio recopila o la forma en que lo usamos, actualizaremos esta política y la fecha al principio de esta página.'],
    },
    contactCountsSection.es,
  ],
} as const satisfies LegalPageCopy<string>;
