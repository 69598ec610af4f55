// Spanish copy of the Kent office page (the `kent` entry of data/offices.ts), for the /es/ pages of
// issue 15. Written for Spanish-speaking readers in Kent and South King County, not word for word.
// Only the words are here: the address, coordinates, flags and communities are the English entry's,
// which pages.config.ts reads, so a moved office moves in both languages. The page answers at
// /es/<the office's city segment>/<pageSlug>, what a Spanish speaker searches for; a lead from its
// form is labelled with the city and that segment, as the English page's is.
import type { OfficeWords } from '../types';
import { contingencyFeeEs } from './injury-fee';

export const kentOfficeEs = {
  pageSlug: 'abogado-de-lesiones-personales',
  sourceLabel: 'kent-abogado-de-lesiones-personales',
  meta: {
    title: 'Abogado de lesiones personales en Kent, WA | Consulta gratis',
    description:
      '¿Se lesionó en Kent o en el sur del condado de King? Abogados locales que conocen las vías y los tribunales del valle. Consulta gratis; urgencias 24/7.',
    keywords: [
      'abogado de lesiones personales en Kent',
      'abogado de accidentes de auto Kent WA',
      'abogado de accidentes de camión Kent',
      'abogado de lesiones en el sur del condado de King',
      'abogado de muerte por negligencia Kent',
      'abogado de defensa criminal en Kent',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Abogados de lesiones personales en Kent que conocen el valle',
    subheadline: `¿Se lesionó en un choque en la carretera 167, en East Hill o en cualquier parte del valle de Kent? Pida una consulta gratis, y si su asunto es urgente, llámenos 24/7. Llevamos los casos de lesiones con ${contingencyFeeEs()}.`,
  },
  localAdvocates: {
    heading: 'Abogados locales al servicio de Kent y del sur del condado de King',
    body: [
      'Nuestra oficina principal está en West Meeker Street, a minutos de las vías donde ocurren muchos de los peores choques del valle. Kent queda entre Seattle y Tacoma, y sabemos lo que eso significa en la calle: la carretera 167 en hora pico, los tráileres que van y vienen entre la zona de almacenes y los puertos, las pendientes empinadas de James Street y Kent-Kangley Road, y los cruces concurridos de Central Avenue y 84th Avenue South.',
      'Las demandas por lesiones y los casos penales del sur del condado de King se ven en el Maleng Regional Justice Center de Kent, uno de los dos juzgados del King County Superior Court, mientras que los delitos menores de la ciudad van al Kent Municipal Court. Nuestros abogados se presentan en estas salas semana tras semana, así que conocemos las reglas locales, los calendarios y lo que los jueces esperan de los abogados que tienen delante.',
      'Las personas lesionadas en Kent suelen recibir atención en MultiCare Auburn Medical Center, en Valley Medical Center de Renton o, después de los choques más graves, en Harborview Medical Center de Seattle. Reunimos esos expedientes, tratamos con las aseguradoras y lo mantenemos informado para que usted se concentre en recuperarse. Ofrecemos una consulta gratis y estamos disponibles 24/7 para asuntos urgentes.',
    ],
  },
  caseTypes: [
    {
      practice: 'car',
      text: 'Los choques por detrás y en cruces de la carretera 167, Kent-Kangley Road y Central Avenue son de los casos más comunes que llevamos para conductores de Kent.',
    },
    {
      practice: 'truck',
      text: 'La zona de almacenes de Kent llena de tráileres las calles todo el día. Actuamos rápido para preservar bitácoras, videos de las cámaras en el tablero y datos de la caja negra.',
    },
    {
      practice: 'motorcycle',
      text: 'En East Hill y en las vías hacia Covington y Maple Valley, los motociclistas se topan con conductores que no se fijan. Nos oponemos cuando la aseguradora culpa al motociclista.',
    },
    {
      practice: 'dog-bite',
      text: 'En Washington, el dueño de un perro tiene responsabilidad objetiva por la mayoría de las mordeduras. Ayudamos a las familias de Kent a obtener compensación por gastos médicos, cicatrices y el miedo que deja un ataque.',
    },
    {
      practice: 'wrongful-death',
      text: 'Cuando un choque o un descuido le quita la vida a un ser querido, guiamos a las familias de Kent en su reclamo por muerte por negligencia, con paciencia y cuidado.',
    },
    {
      practice: 'catastrophic',
      text: 'Las lesiones cerebrales, los daños en la médula espinal y las amputaciones lo cambian todo. Armamos reclamos que cubren toda una vida de cuidados, no solo la primera cuenta del hospital.',
    },
    {
      practice: 'boating',
      text: 'Los navegantes de Kent salen al lago Meridian, al lago Washington y a Puget Sound. Nuestra abogada de casos marítimos lleva choques entre embarcaciones, volcaduras y caídas por la borda.',
    },
    {
      practice: 'premises',
      text: 'Muchas caídas en supermercados, escaleras de apartamentos y estacionamientos de Kent se deben a un peligro que alguien debió reparar. Averiguamos quién es responsable.',
    },
  ],
  serviceTypes: [
    'Lesiones personales',
    'Reclamos por accidentes de auto',
    'Reclamos por accidentes de camión',
    'Reclamos por muerte por negligencia',
    'Responsabilidad por accidentes en propiedades',
    'Defensa criminal',
  ],
} as const satisfies OfficeWords;
