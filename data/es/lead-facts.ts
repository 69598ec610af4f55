// Spanish twins of the facts in data/legal/lead-facts.ts, for the Spanish Privacy Policy (issue 15).
// Same facts, same period (the one number of data/ip-hash-retention.ts), written for Spanish readers;
// a fact changed there must change here too (tests/unit/translated-site-copy.test.ts compares the keys).
import { ipHashKeptAtMostSeconds } from '../ip-hash-retention';
import { leadMessages } from '../lead-messages';
import type { leadFacts } from '../legal/lead-facts';

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

export const leadFactsEs = {
  whereItGoes:
    'Su envío se guarda en la base de datos de nuestra firma, que funciona en el servidor que aloja este sitio web o con una empresa que aloja la base de datos por nosotros. Un correo electrónico con sus respuestas y los datos de arriba, pero nunca el hash de su dirección IP, llega a nuestro equipo de recepción de casos para que alguien pueda devolverle la llamada. Si nuestro equipo de recepción lo tiene configurado, un mensaje de texto llega al teléfono de la persona de guardia con su nombre, su número de teléfono, el tipo de caso y la página desde la que nos escribió, pero nunca su mensaje ni su correo electrónico, porque un mensaje de texto no va cifrado; y su envío se copia en el programa de gestión de casos que usamos para dar seguimiento a las consultas.',
  processors:
    'las empresas que alojan nuestro sitio web y nuestra base de datos, la empresa que entrega y almacena nuestro correo electrónico, la empresa que entrega nuestros mensajes de texto y la empresa cuyo programa de gestión de casos usamos',
  ipHash: `Usamos el hash solo para limitar cuántos mensajes se pueden enviar desde una misma conexión en poco tiempo, y nuestros sistemas lo eliminan, a más tardar, ${ipHashRetentionEs} después de que usted envía el formulario.`,
  visitNote:
    'Mientras usted navega por nuestro sitio, su navegador guarda una nota de cómo nos encontró: la primera página de nuestro sitio que abrió, la dirección del sitio que lo trajo a nosotros (si su navegador la comparte) y las etiquetas de campaña o los identificadores de clic en anuncios que tenga la dirección de esa primera página (utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid, wbraid y msclkid). La nota no es una cookie. Queda en el almacenamiento de sesión de su navegador, solo para esa pestaña, y desaparece cuando usted cierra la pestaña; nuestras páginas no se la envían a nadie, y solo nos llega si usted envía nuestro formulario.',
  visitNoteKept: `Nuestro formulario envía esa nota junto con sus respuestas. La guardamos con su envío solo si usted marca la casilla opcional “${leadMessages.es.attributionConsent}”, y en ese caso también anotamos cuándo la marcó y qué texto aceptó. La usamos solo para saber cuáles de nuestras páginas, y cuáles búsquedas y anuncios, nos traen a las personas.`,
  visitNoteNotKept:
    'Si deja la casilla sin marcar, no guardamos nada de la nota con su envío, y guardamos la dirección de la página desde la que envió el formulario sin lo que vaya después de un signo de interrogación o de una almohadilla (#), donde viajan las etiquetas de campaña y los términos de búsqueda. Lo único que conservamos de la nota es una unidad más en un conteo semanal de los envíos que nos trajo cada campaña, bajo su fuente, su medio y el nombre de la campaña (por ejemplo, google, cpc y el nombre de la campaña), o bajo el nombre del sitio que lo trajo, o como visita directa. Ese conteo no guarda nada más, y no está vinculado a usted ni a ningún envío.',
  keptUntilDeleted:
    'Guardamos su envío mientras lo necesitemos para responderle y evaluar su asunto y, después, mientras lo necesitemos para nuestros registros como abogados, incluidos los que llevamos para verificar que no haya conflictos de intereses. Ningún envío se borra solo: lo eliminamos cuando usted nos lo pide o cuando ya no lo necesitamos.',
  ipHashDeleted: `La única excepción es el hash de su dirección IP, que nuestros sistemas eliminan, a más tardar, ${ipHashRetentionEs} después de que usted envía el formulario.`,
  howToAsk:
    'Para hacer una solicitud, escríbanos o llámenos con los datos que aparecen al final de esta página, o envíenos una carta a nuestra oficina, e indíquenos el nombre, el número de teléfono y el correo electrónico que usó en el formulario para que podamos encontrar su envío. Es posible que le hagamos una o dos preguntas para confirmar que la solicitud viene de usted.',
  whatWeDelete:
    'Cuando eliminamos un envío, lo borramos de nuestra base de datos, eliminamos el correo electrónico que le avisó de él a nuestro equipo de recepción de casos y cualquier copia guardada de ese correo, lo borramos de nuestro programa de gestión de casos y les informamos de su solicitud a las empresas que lo procesan por nosotros.',
} as const satisfies { readonly [Fact in keyof typeof leadFacts]: string };
