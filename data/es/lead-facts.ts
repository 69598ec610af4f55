// Spanish twins of the facts in data/legal/lead-facts.ts, for the Spanish Privacy Policy (issue 15)
// and the Spanish Consumer Health Data Privacy Policy (issue 31). What each recipient gets is the
// English file's `recipientParts`, one list; only the words of each part are Spanish here.
// Same facts, same period (the one number of data/ip-hash-retention.ts), written for Spanish readers;
// a fact changed there must change here too (tests/unit/translated-site-copy.test.ts compares the keys).
import { campaignCountShownFrom } from '../campaign-counts';
import { ipHashKeptAtMostSeconds } from '../ip-hash-retention';
import { leadMessages } from '../lead-messages';
import { listOf as listOfEn, recipientParts, type leadFacts, type LeadPart, type Recipient } from '../legal/lead-facts';

const smallNumbers = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

// “Hora” is feminine, “minuto” and “segundo” masculine: one is “una hora” but “un minuto”.
const units = {
  hour: { size: 3600, one: 'una hora', many: 'horas' },
  minute: { size: 60, one: 'un minuto', many: 'minutos' },
  second: { size: 1, one: 'un segundo', many: 'segundos' },
} as const;

/** A period in Spanish words, as the pages write it: 3600 → “una hora”, 1800 → “30 minutos”. */
export function spokenDurationEs(seconds: number): string {
  const unit = seconds % 3600 === 0 ? units.hour : seconds % 60 === 0 ? units.minute : units.second;
  const count = seconds / unit.size;
  return count === 1 ? unit.one : `${smallNumbers[count] ?? count} ${unit.many}`;
}

/** How long the address hash is kept at most, in Spanish words. */
export const ipHashRetentionEs = spokenDurationEs(ipHashKeptAtMostSeconds);

/** Each part of `leadParts` (data/legal/lead-facts.ts), in Spanish. */
export const leadPartsEs = {
  name: 'su nombre',
  firstName: 'su nombre de pila',
  phone: 'su número de teléfono',
  email: 'su correo electrónico',
  caseType: 'el tipo de caso',
  message: 'su mensaje',
  page: 'la página desde la que nos escribió',
  language: 'el idioma en que nos escribió',
  received: 'cuándo llegó',
  age: 'cuánto tiempo hace que llegó',
  reference: 'nuestros números de referencia del envío',
  browser: 'la cadena de agente de usuario de su navegador',
  visitNote: 'la nota de cómo nos encontró (si marcó la casilla para ello)',
  intakeLink: 'un enlace privado a su página de recepción',
  firmName: 'el nombre de nuestra firma',
  arrived: 'que su solicitud llegó',
  whenToExpect: 'cuándo esperar nuestra llamada',
  numberToCall: 'el número para llamarnos ahora',
  optOut: 'cómo dejar de recibir mensajes respondiendo STOP',
  adClickId: 'el identificador de clic en el anuncio de Google (gclid)',
  signedAt: 'la fecha en que nos contrató',
} as const satisfies Record<LeadPart, string>;

const listOf = (items: readonly string[], and = 'y') => listOfEn(items, and);
const parts = (recipient: Recipient) => listOf(recipientParts[recipient].carries.map((part: LeadPart) => leadPartsEs[part]));
const never = (recipient: Recipient) =>
  listOf(
    recipientParts[recipient].never.map((part: LeadPart) => leadPartsEs[part]),
    'ni',
  );

/** The words of the form's optional text box, in Spanish. */
export const confirmationBoxEs = 'Envíenme un mensaje de texto para confirmar mi solicitud';

export const leadFactsEs = {
  stored:
    'Su envío se guarda en la base de datos de nuestra firma, que funciona en el servidor que aloja este sitio web o con una empresa que aloja la base de datos por nosotros. De ahí va a estos destinatarios, y a nadie más:',
  recipients: [
    {
      title: 'Nuestro equipo de recepción de casos, por correo electrónico',
      text: `un correo electrónico, por medio de la empresa que entrega y almacena nuestro correo, con ${parts('email')}, pero nunca el hash de su dirección IP, para que alguien pueda devolverle la llamada.`,
    },
    {
      title: 'Las personas de guardia, por mensaje de texto',
      text: `si nuestro equipo de recepción lo tiene configurado, un mensaje de texto por medio de Twilio, la empresa que entrega nuestros mensajes de texto, al teléfono de la persona de guardia y, si nadie se ha comunicado con usted a tiempo, recordatorios y avisos con el mismo contenido a ese teléfono y a un teléfono de respaldo. Cada mensaje lleva ${parts('intakeText')}, pero nunca ${never('intakeText')}, porque un mensaje de texto no va cifrado.`,
    },
    {
      title: 'La página de recepción',
      text: `el correo y los mensajes enlazan a una página para nuestro equipo de recepción que muestra ${parts('intakePage')}, nunca ${never('intakePage')}. Cuando alguien de nuestro equipo toca allí Reached them, No answer, Not a case o Signed (lo contactamos, no contestó, no es un caso, firmó), guardamos ese paso con su envío, con quién lo tocó y cuándo.`,
    },
    {
      title: 'Nuestros propios sistemas, por webhook',
      text: `si lo tenemos configurado, una copia firmada de su envío va a la dirección de nuestro propio sistema que fija nuestra configuración, con ${parts('webhook')}.`,
    },
    {
      title: 'Nuestro programa de gestión de casos',
      text: `si lo tenemos configurado, su envío se copia en Clio Grow, el programa que usamos para dar seguimiento a las consultas, con ${parts('crm')}.`,
    },
    {
      title: 'Usted, solo si lo pide',
      text: `si marca “${confirmationBoxEs}”, un solo mensaje de texto por medio de Twilio al número que nos dio, con ${parts('confirmationText')}, y nada sobre su caso; como máximo un mensaje a un mismo número cada 24 horas.`,
    },
    {
      title: 'Google Ads, solo con su consentimiento',
      text: `si marcó la casilla sobre cómo nos encontró, llegó a nosotros desde un anuncio de Google y después nos contrata, subimos ${parts('googleAds')} a Google Ads (Google LLC), para que Google cuente qué anuncio nos trajo un cliente. Nada más sobre usted ni sobre su caso va a Google.`,
    },
  ],
  processors:
    'las empresas que alojan nuestro sitio web y nuestra base de datos, la empresa que entrega y almacena nuestro correo electrónico, Twilio, que entrega nuestros mensajes de texto, Clio, cuyo programa de gestión de casos usamos, y la empresa que opera el sistema al que envía nuestro webhook, si no es nuestro',
  purposes: [
    'responderle, devolverle la llamada y programar su consulta gratis (el correo de recepción, los mensajes de texto y la página de recepción)',
    'evaluar su asunto y si podemos ayudarle, y dar seguimiento a su consulta (nuestro programa de gestión de casos y nuestros propios sistemas)',
    'verificar que no haya conflictos de intereses y llevar los registros que exigen las reglas para abogados (RPC 1.7, 1.9, 1.10 y 1.18)',
    'ver qué tan rápido respondimos y qué consultas se convirtieron en casos, en nuestros propios informes',
    'frenar el correo no deseado y los envíos automáticos repetidos (el hash de su dirección IP)',
    'encontrar y corregir problemas del sitio (los datos de la página y del navegador)',
    'enviarle el mensaje de confirmación, solo si usted lo pide',
    'saber cuáles de nuestras páginas, búsquedas y anuncios nos traen a las personas, y decirle a Google Ads cuál de sus anuncios nos trajo un cliente, solo si usted marca la casilla sobre cómo nos encontró',
    'cumplir con la ley, una orden judicial u otro proceso legal, y proteger nuestros derechos',
  ],
  legalProcess:
    'No se la damos a nadie más, salvo cuando lo exigen la ley, una orden judicial o las reglas para abogados. No la usamos para hacerle publicidad ni para venderle nada, no armamos perfiles con ella y no la combinamos con nada sobre usted que venga de otra parte.',
  ipHash: `Usamos el hash solo para limitar cuántos mensajes se pueden enviar desde una misma conexión en poco tiempo, y nuestros sistemas lo eliminan, a más tardar, ${ipHashRetentionEs} después de que usted envía el formulario.`,
  visitNote:
    'Mientras usted navega por nuestro sitio, su navegador guarda una nota de cómo nos encontró: la primera página de nuestro sitio que abrió, la dirección del sitio que lo trajo a nosotros (si su navegador la comparte) y las etiquetas de campaña o los identificadores de clic en anuncios que tenga la dirección de esa primera página (utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid, wbraid y msclkid). La nota no es una cookie. Queda en el almacenamiento de sesión de su navegador, solo para esa pestaña, y desaparece cuando usted cierra la pestaña; nuestras páginas no se la envían a nadie, y solo nos llega si usted marca la casilla opcional de nuestro formulario y lo envía.',
  visitNoteKept: `Si usted marca la casilla opcional “${leadMessages.es.attributionConsent}”, nuestro formulario envía esa nota junto con sus respuestas y la guardamos con su envío, y también anotamos cuándo la marcó y qué texto aceptó. La usamos solo para saber cuáles de nuestras páginas, búsquedas y anuncios nos traen a las personas y cuáles terminan en casos y, para un anuncio de Google, para informar a Google Ads cuando usted se convierte en nuestro cliente, como se explica más abajo.`,
  visitNoteNotKept: `Si deja la casilla sin marcar, nuestro formulario no envía nada de la nota: ni la primera página, ni el sitio que lo trajo, ni etiquetas de campaña, ni identificadores de clic, y envía la dirección de la página en la que está sin lo que vaya después de un signo de interrogación o de una almohadilla (#), donde viajan esos datos. Lo único que nos dice de su visita es su tipo, uno de seis: un anuncio de Google, un anuncio de Microsoft, otra campaña etiquetada, un buscador, otro sitio o una visita directa. Sumamos uno a un conteo semanal de ese tipo, guardado aparte de su envío y del de cualquier otra persona, sin nombre de campaña ni nada más; nuestro informe muestra el conteo de una semana para un tipo solo a partir de ${campaignCountShownFrom} envíos y junta los más pequeños, para que un conteo no se pueda relacionar con una persona.`,
  noReidentification:
    'Guardamos esos conteos solo de esa forma anonimizada. No intentaremos volver a identificarlos ni relacionarlos con usted ni con ningún envío, y quien los reciba de nosotros debe comprometerse a lo mismo (RCW 19.373.010).',
  keptUntilDeleted:
    'Guardamos su envío mientras lo necesitemos para responderle y evaluar su asunto y, después, mientras lo necesitemos para nuestros registros como abogados, incluidos los que llevamos para verificar que no haya conflictos de intereses. Ningún envío se borra solo: lo eliminamos cuando usted nos lo pide o cuando ya no lo necesitamos.',
  ipHashDeleted: `La única excepción es el hash de su dirección IP, que nuestros sistemas eliminan, a más tardar, ${ipHashRetentionEs} después de que usted envía el formulario.`,
  howToAsk:
    'Para hacer una solicitud, escríbanos o llámenos con los datos que aparecen al final de esta página, o envíenos una carta a nuestra oficina, e indíquenos el nombre, el número de teléfono y el correo electrónico que usó en el formulario para que podamos encontrar su envío. Es posible que le hagamos una o dos preguntas para confirmar que la solicitud viene de usted.',
  whatWeDelete:
    'Cuando eliminamos un envío, lo borramos de nuestra base de datos, junto con los pasos que anotó nuestro equipo de recepción y el registro de sus entregas, y eliminamos la copia guardada de su correo en nuestro servidor.',
  copiesAlreadySent:
    'Eso no alcanza las copias ya enviadas, así que también las quitamos: eliminamos el correo de nuestro buzón de recepción, pedimos a las personas de guardia que borren los mensajes de texto de sus teléfonos, borramos el envío de nuestro programa de gestión de casos y de nuestros propios sistemas, pedimos a las empresas que lo procesan por nosotros que borren sus copias y, si informamos a Google Ads de que nos contrató, le pedimos a Google que lo retire. Las copias de respaldo desaparecen cuando vencen los respaldos.',
  conflictRecord:
    'Queda un registro breve: para verificar que no haya conflictos de intereses, como lo exigen las reglas para abogados, guardamos en nuestros registros de conflictos su nombre, los nombres de quienes estén del otro lado de su asunto y la fecha en que nos contactó, aun después de eliminar su envío. Le avisamos cuando lo guardamos, y no lo usamos para nada más.',
  whoCanSee:
    'En nuestra firma, solo las personas que atienden las consultas y los abogados que las evalúan pueden ver su envío. Fuera de nuestra firma, solo lo reciben los destinatarios de arriba, las empresas que lo procesan por nosotros actúan solo en nuestro nombre, y los mensajes de texto quedan en los teléfonos de guardia hasta que se borran. Nuestro sitio se sirve por una conexión cifrada.',
} as const satisfies { readonly [Fact in keyof typeof leadFacts]: (typeof leadFacts)[Fact] extends string ? string : readonly unknown[] };
