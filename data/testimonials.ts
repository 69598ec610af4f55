// The six client testimonials of the home page (spec §1). No dollar amounts, no attorney or firm
// names: clients are named by first name and last initial only.
import type { TestimonialData } from './types';

/**
 * Whether the quotes below are real clients' words, each used with the client's written consent.
 * They are SAMPLES written for this site, so this is false and the page says so (RPC 7.1): set it
 * true only once every quote is replaced by a real one.
 */
export const testimonialsAreVerified: boolean = false;

/** The line under the quotes, for either state. */
export const testimonialsSource = {
  verified: 'Testimonials are from real clients, shared with their permission.',
  sample: 'These quotes are illustrative samples written for this website, not the words of actual clients.',
} as const;

export const testimonials = [
  {
    quote:
      'A semi merged into my lane on Highway 167, and for weeks I could not drive or work. They dealt with the trucking company’s insurer, found the problems in the driver’s logbook, and called me back every single time I had a question. I never felt like just a file number.',
    name: 'Renee T.',
    matter: 'Truck accident, Kent',
  },
  {
    quote:
      'After my husband was killed in a crosswalk, I could not face the phone calls or the paperwork. They took all of it off my shoulders and treated his memory with real respect. Every step was explained in plain words, and no one ever rushed me.',
    name: 'Linda M.',
    matter: 'Wrongful death, Tacoma',
  },
  {
    quote:
      'The other driver’s insurance company tried to blame me for my own crash because I was on a motorcycle. My lawyer tracked down a witness and the intersection video, and that was the end of that argument. I got my bike and my health back without going broke.',
    name: 'Marcus L.',
    matter: 'Motorcycle accident, Auburn',
  },
  {
    quote:
      'Our daughter was bitten by a neighbor’s dog on her way home from school. They were gentle with her and patient with us, and they made sure the claim covered her scar treatment and her counseling. We are so glad we called.',
    name: 'Priya S.',
    matter: 'Dog bite, Renton',
  },
  {
    quote:
      'I was thrown from a friend’s boat when another boat cut across our bow near Manchester. I had no idea maritime law worked differently until she walked me through it. She knew exactly which experts to bring in and kept me informed from start to finish.',
    name: 'Erik J.',
    matter: 'Boating accident, Port Orchard',
  },
  {
    quote:
      'I was arrested for DUI on a Friday night and called first thing Saturday, sure I was about to lose my license and my job. He picked up, explained the license hearing deadline, and had the request filed in time. The breath test was thrown out, the charge was reduced, and I still have my job.',
    name: 'Jason K.',
    matter: 'DUI defense, Kent',
  },
] as const satisfies readonly TestimonialData[];
