// The privacy pages' words on the calls and texts started from the site (lead-core/contact-taps.ts,
// src/client/contact-taps.ts) and on texts to the firm's number (lead-core/inbound-text.ts), one
// section in each language, added to the end of each privacy page (issue 30).
export const contactCountsSection = {
  en: {
    heading: 'Taps on Our Call and Text Links, and Texts to Our Number',
    body: [
      'When you tap a link on our site that calls or texts us, your browser tells our server the page you were on and whether it was a call or a text, and we add one to that page’s count for the week. The count holds nothing else: no cookie, no identifier, not your IP address or anything after a question mark in the page’s address, and it is never linked to you or to anything you send us; without JavaScript nothing is counted. If you text our number, we keep your phone number, your texts and how many photos came with them (we do not open the photos) as we keep what you send through our form, and our reply says how to stop our texts.',
    ],
  },
  es: {
    heading: 'Toques en nuestros enlaces para llamar o enviar textos, y textos a nuestro número',
    body: [
      'Cuando toca un enlace de nuestro sitio para llamarnos o enviarnos un texto, su navegador le dice a nuestro servidor en qué página estaba y si fue una llamada o un texto, y sumamos uno al conteo semanal de esa página. El conteo no guarda nada más: ni cookies, ni identificadores, ni su dirección IP, ni lo que va después de un signo de interrogación en la dirección de la página, y nunca se vincula con usted ni con nada que nos envíe; sin JavaScript no se cuenta nada. Si nos envía un texto a nuestro número, guardamos su número de teléfono, sus textos y cuántas fotos venían con ellos (no abrimos las fotos) como guardamos lo que nos envía por nuestro formulario, y nuestra respuesta le dice cómo dejar de recibir nuestros textos.',
    ],
  },
} as const;
