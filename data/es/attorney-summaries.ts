// A short Spanish summary of each attorney (issue 15): the bios stay in English, and a Spanish page
// that links to a bio shows this beside the link. Drawn from each attorney's teamBlurb, focus and
// biography in data/attorneys.ts. As there, no name, firm name, phone or address is written here,
// so each is changed in one place; and no firm claim, so none needs its basis beside it.
import { attorneys, type AttorneyId } from '../attorneys';
import type { AttorneySummary } from '../translations';

/** The portrait as data/attorneys.ts draws it until photos exist, a monogram on a silhouette, described
 * in Spanish (the initials are read there); a photo's description will be written here per attorney. */
const monogramAlt = (id: AttorneyId) => `Iniciales ${attorneys[id].portrait.initials} sobre una silueta gris de cabeza y hombros`;

export const attorneySummariesEs = {
  whitfield: {
    title: 'Socio director',
    summary:
      'Nuestro socio director fue fiscal adjunto en el condado de King y hoy dirige la práctica de lesiones personales de la firma. Revisa personalmente cada caso grave, desde choques de autos y camiones hasta lesiones cerebrales y muertes por negligencia, y prepara cada expediente como si fuera a llegar a un jurado, porque las aseguradoras solo pagan un valor justo cuando creen que el caso está listo para juicio.',
    portraitAlt: monogramAlt('whitfield'),
  },
  vega: {
    title: 'Abogada litigante principal',
    summary:
      'Nuestra abogada litigante principal se encarga de los casos de accidentes de camiones y de muerte por negligencia, y prepara cada uno para un jurado desde la primera semana. Empezó su carrera en una firma de Seattle que defendía a compañías de seguros, así que sabe cómo valoran los reclamos los ajustadores y dónde se caen sus argumentos. Litiga en los tribunales de los condados de King, Pierce y Snohomish, y en los tribunales federales de Seattle y Tacoma.',
    portraitAlt: monogramAlt('vega'),
  },
  okafor: {
    title: 'Socio de defensa criminal',
    summary:
      'Nuestro socio de defensa criminal fue fiscal y hoy defiende a personas acusadas de DUI, agresión, violencia doméstica y delitos graves en Kent y en todo el condado de King. En un caso de DUI trabaja en dos frentes a la vez: el cargo penal y la audiencia ante el Departamento de Licencias, que tiene un plazo corto para pedirse. Está disponible las 24 horas, los 7 días de la semana, para asuntos urgentes, y la primera consulta es gratis y confidencial.',
    portraitAlt: monogramAlt('okafor'),
    // The criminal-defense pages are his: each says who he is for the charge it is about.
    onPage: {
      overview:
        'Nuestro socio de defensa criminal fue fiscal, y de esos años conserva lo que hoy usa solo a favor de los acusados: sabe cómo arma el gobierno un caso y qué debilidades le preocupan a la fiscalía. Lleva delitos menores en Kent y delitos graves en todo el condado de King, y cuando un caso ya terminó, ayuda a anular la condena si la ley lo permite.',
      dui: 'Nuestro socio de defensa criminal fue fiscal y hoy defiende cargos de DUI y de control físico de un vehículo. Revisa el motivo por el que lo detuvieron, el video de las cámaras corporales y los registros de mantenimiento del aparato de aliento, e impugna las pruebas obtenidas de forma ilegal.',
      assault:
        'Nuestro socio de defensa criminal fue fiscal y sabe cómo arma el estado un caso de agresión: qué pesa cada testigo, qué muestra el video y dónde flaquea la acusación. Revisa esas pruebas desde la primera audiencia e impugna las que se obtuvieron de forma ilegal.',
      'domestic-violence':
        'Nuestro socio de defensa criminal fue fiscal y sabe qué pruebas necesita la fiscalía en un caso de violencia doméstica y cuáles suelen faltar. Desde el primer día se ocupa tanto del cargo como de lo que la orden de no contacto significa para su vivienda y sus hijos.',
      drugs:
        'Nuestro socio de defensa criminal fue fiscal y sabe qué necesita el estado para probar una posesión o una venta de drogas. Revisa cada registro y cada detención para ver si respetaron sus derechos, y cuando un caso ya terminó, ayuda a anular una condena antigua si la ley lo permite.',
      theft:
        'Nuestro socio de defensa criminal fue fiscal y sabe que un caso de robo suele depender de dos cosas: la intención y el valor de lo que se llevó. Pide el video y los informes de la tienda, revisa cómo se calculó ese valor y le dice con franqueza si conviene negociar o ir a juicio.',
      warrants:
        'Nuestro socio de defensa criminal fue fiscal y sabe lo que un juez quiere ver antes de anular una orden de arresto o de decidir sobre una violación de la libertad condicional. Prepara cada comparecencia de antemano, para que usted llegue con un plan y con los documentos que muestran lo que ha hecho desde entonces.',
    },
  },
  halvorsen: {
    title: 'Abogada de casos marítimos y de propiedades',
    summary:
      'Nuestra abogada de casos marítimos y de propiedades dirige los casos de accidentes de embarcaciones de la firma y representa a personas lesionadas en barcos, muelles y propiedades peligrosas. Según dónde y cómo ocurrió la lesión, puede aplicarse la ley marítima federal en lugar de la ley de Washington, o junto con ella, y ella resuelve esa cuestión desde el principio para que el reclamo se presente a tiempo y ante el tribunal correcto. En tierra, lleva reclamos contra dueños de propiedades, tiendas y complejos de apartamentos que dejan sin reparar condiciones peligrosas.',
    portraitAlt: monogramAlt('halvorsen'),
  },
} as const satisfies Record<AttorneyId, AttorneySummary>;
