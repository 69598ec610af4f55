// The home page's testimonials in Spanish (issue 15): each quote of data/testimonials.ts, in its
// order, and its matter; the client's name is the English entry's. They are samples written for
// this site in both languages, so the line under them says so; a real client's quote, once one
// replaces a sample, is shown in Spanish only as a translation, and the verified line says that.
import type { testimonials, testimonialsSource } from '../testimonials';
import type { TestimonialData, WordsForEach } from '../types';

export type TestimonialWords = Pick<TestimonialData, 'quote' | 'matter'>;

export const testimonialWordsEs = [
  {
    quote:
      'Un tráiler se metió a mi carril en la carretera 167, y por semanas no pude manejar ni trabajar. Ellos se encargaron de la aseguradora de la compañía de camiones, encontraron los problemas en la bitácora del chofer y me devolvieron la llamada cada vez que tuve una pregunta. Nunca me sentí como un número de expediente más.',
    matter: 'Accidente de camión, Kent',
  },
  {
    quote:
      'Cuando mi esposo murió atropellado en un cruce peatonal, yo no podía con las llamadas ni con los papeles. Ellos se hicieron cargo de todo y trataron su memoria con verdadero respeto. Me explicaron cada paso con palabras sencillas y nadie me apuró nunca.',
    matter: 'Muerte por negligencia, Tacoma',
  },
  {
    quote:
      'La aseguradora del otro conductor quiso culparme de mi propio choque porque iba en motocicleta. Mi abogado encontró a un testigo y el video del cruce, y ahí se acabó la discusión. Recuperé mi moto y mi salud sin quedar en la ruina.',
    matter: 'Accidente de motocicleta, Auburn',
  },
  {
    quote:
      'A nuestra hija la mordió el perro de un vecino cuando volvía de la escuela. Fueron muy delicados con ella y pacientes con nosotros, y se aseguraron de que el reclamo cubriera el tratamiento de su cicatriz y su terapia. Qué bueno que llamamos.',
    matter: 'Mordedura de perro, Renton',
  },
  {
    quote:
      'Salí disparado del bote de un amigo cuando otra embarcación se nos cruzó por la proa cerca de Manchester. No tenía idea de que la ley marítima funcionaba distinto hasta que ella me lo explicó. Sabía exactamente qué expertos traer y me mantuvo informado de principio a fin.',
    matter: 'Accidente de bote, Port Orchard',
  },
  {
    quote:
      'Me arrestaron por DUI un viernes en la noche y llamé el sábado a primera hora, seguro de que iba a perder mi licencia y mi trabajo. Él contestó, me explicó el plazo para pedir la audiencia de la licencia y presentó la solicitud a tiempo. La prueba de aliento quedó excluida, el cargo se redujo y todavía tengo mi trabajo.',
    matter: 'Defensa por DUI, Kent',
  },
] as const satisfies WordsForEach<typeof testimonials, TestimonialWords>;

export const testimonialsSourceEs = {
  verified: 'Testimonios de clientes reales, compartidos con su permiso y traducidos del inglés.',
  sample: 'Estas citas son ejemplos ilustrativos escritos para este sitio web, no las palabras de clientes reales.',
} as const satisfies Record<keyof typeof testimonialsSource, string>;
