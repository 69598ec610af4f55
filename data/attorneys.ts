// The four attorneys, each with the invented name and the slug of its /lawyers/<slug> address.
// Prose here never repeats a name, the firm name, a phone number or an address, so the firm can
// change each of them in one place.
import { claimStat, firm } from './firm';
import type { AttorneyData } from './types';

// Figures that need a word of explanation carry it as a note (a tooltip and small print); a claim's
// note is its basis (data/firm.ts).
const successRateStat = claimStat('successRate', 'Success rate in the firm’s injury cases');
const experienceStat = claimStat('combinedExperience', 'Years of combined experience on our team');
const reviewsStat = claimStat('reviews', '5-star reviews on Google');
const noFeeStat = {
  value: '$0',
  label: 'Attorney’s fee unless we recover money for you',
  note: `We work on a contingency fee in injury cases: our fee is a share of what we recover for you. ${firm.fees.costs}`,
};

/** Portrait art until photos exist: the drawn monogram of blocks/ui/practice-art.tsx, described as drawn. */
const monogram = (initials: string) => ({ initials, alt: `Initials ${initials} on a gray head-and-shoulders silhouette` });

export const attorneys = {
  whitfield: {
    name: 'Daniel Whitfield',
    slug: 'daniel-whitfield',
    title: 'Managing Partner',
    sourceLabel: 'lawyer-bio',
    legacyPaths: ['/about-whitfield', '/daniel-whitfield'],
    managingPartner: true,
    practice: 'injury',
    externalSite: 'https://danielwhitfield.example',
    portrait: monogram('DW'),
    meta: {
      title: 'Managing Partner & Personal Injury Trial Lawyer in Kent, WA',
      description:
        'Our managing partner, a former deputy prosecutor, leads the firm’s injury practice in Kent: car, truck, and wrongful-death cases. Free consultation.',
      keywords: [
        'Kent personal injury lawyer',
        'managing partner',
        'Super Lawyer Kent WA',
        'former prosecutor injury attorney',
        'car accident attorney Kent',
        'wrongful death lawyer King County',
      ],
      canonicalHost: 'primary',
    },
    hero: {
      headline: 'A Former Prosecutor Who Now Fights for the Injured',
      subheadline:
        'Our managing partner learned how cases are built as a King County deputy prosecutor, and now builds them for injured people and their families. Your consultation is free.',
    },
    teamBlurb: 'Our managing partner is a former deputy prosecutor who leads the injury practice and reviews every serious case himself.',
    focus: [
      'Car and truck accident injuries',
      'Wrongful death claims',
      'Catastrophic and traumatic brain injuries',
      'Motorcycle accidents',
      'Pedestrian and bicycle collisions',
      'Underinsured motorist and insurance disputes',
    ],
    biography: [
      'Our managing partner began his career on the other side of the courtroom. As a deputy prosecuting attorney in King County, he learned how cases are built from the ground up: how police reports are written, how evidence is preserved and how juries weigh what they hear. He brings that same discipline to every injury claim he takes on today.',
      'He left the prosecutor’s office after seeing how often injured people were pushed into quick, low settlements by insurers who knew no one was in their corner. Since then, he has represented drivers, passengers, pedestrians, and families who lost someone they love, in cases ranging from rear-end collisions on Highway 167 to fatal crashes on Interstate 5.',
      'As managing partner, he leads the firm’s injury practice and a team that includes nine former prosecutors. He reviews every serious case personally, works closely with accident reconstruction and medical experts, and prepares each file as though it will be tried to a jury, because insurers pay fair value only when they believe a case is ready for trial.',
      'What he values most are the calls from former clients who were able to pay their medical bills, keep their homes and get back to their families after the worst stretch of their lives.',
      'Every case starts with a free consultation. Outside the office, he lives in the Kent Valley with his family and spends weekend mornings walking the trail around Lake Meridian.',
    ],
    recognition: [
      'Named a Super Lawyer every year since 2019',
      'More than 15 years of experience in Washington courtrooms',
      'Former deputy prosecuting attorney, King County',
      'Member, Washington State Association for Justice',
    ],
    education: ['J.D., University of Washington School of Law', 'B.A., Political Science, Western Washington University'],
    admissions: ['Washington State Bar', 'U.S. District Court, Western District of Washington', 'U.S. Court of Appeals for the Ninth Circuit'],
    stats: [successRateStat, experienceStat, reviewsStat, noFeeStat],
  },

  vega: {
    name: 'Marisol Vega',
    slug: 'marisol-vega',
    title: 'Senior Trial Attorney',
    sourceLabel: 'marisol-vega-bio',
    legacyPaths: ['/marisol-vega-bio'],
    managingPartner: false,
    practice: 'injury',
    portrait: monogram('MV'),
    meta: {
      title: 'Truck Accident & Wrongful Death Trial Attorney in Kent, WA',
      description:
        'A senior trial attorney who takes on trucking companies and represents grieving families in wrongful-death cases across Puget Sound. Free consultation.',
      keywords: [
        'truck accident lawyer Kent WA',
        'wrongful death attorney Washington',
        'semi truck crash lawyer',
        'trucking accident trial attorney',
        'commercial vehicle accident lawyer King County',
      ],
      canonicalHost: 'alternate',
    },
    hero: {
      headline: 'Trucking and Wrongful-Death Cases, Built for Trial',
      subheadline:
        'She takes on trucking companies and their insurers for injured people and grieving families across the Puget Sound region. The consultation is free.',
    },
    teamBlurb: 'Our senior trial attorney handles trucking and wrongful-death cases, preparing each one for a jury from the first week.',
    focus: [
      'Semi-truck and commercial vehicle crashes',
      'Wrongful death claims for surviving families',
      'Federal trucking safety rule violations',
      'Driver fatigue and hours-of-service cases',
      'Delivery van and company vehicle collisions',
      'Jury trials in King and Pierce counties',
    ],
    biography: [
      'She has built her practice around the two kinds of cases insurers fight hardest: crashes involving commercial trucks, and claims brought by families after a death. Both demand fast action, careful preparation and a lawyer who is ready to try the case.',
      'In a trucking case, the evidence that matters most is usually in the company’s hands: electronic logging data, the engine control module, dispatch records, maintenance files and the driver’s qualification file. She sends preservation demands early, brings reconstruction experts to the scene, and uses federal motor carrier safety rules to show where a carrier cut corners.',
      'Her wrongful-death work begins with the family. She takes the time to learn who their loved one was, then builds a case that shows a jury the full loss: income and support, companionship and guidance, and the medical and funeral costs that followed. She brings claims under Washington’s wrongful-death and survival statutes and works with the estate’s personal representative from the start.',
      'She began her career at a Seattle firm that defended insurance companies. That experience taught her how adjusters value claims, which arguments they lean on, and where those arguments fall apart in front of a jury.',
      'Today she tries cases in King, Pierce and Snohomish county courts and in federal court in Seattle and Tacoma, and she works side by side with our managing partner on the firm’s most serious injury and death cases.',
    ],
    recognition: ['Member, Washington State Association for Justice', 'Member, American Association for Justice Trucking Litigation Group'],
    education: ['J.D., Seattle University School of Law', 'B.A., University of Washington'],
    admissions: ['Washington State Bar', 'U.S. District Court, Western District of Washington', 'U.S. District Court, Eastern District of Washington'],
    stats: [successRateStat, experienceStat, reviewsStat, noFeeStat],
  },

  okafor: {
    name: 'Thomas Okafor',
    slug: 'thomas-okafor',
    title: 'Criminal Defense Partner',
    sourceLabel: 'thomas-okafor-bio',
    legacyPaths: ['/thomas-okafor-bio'],
    managingPartner: false,
    practice: 'criminal-defense',
    portrait: monogram('TO'),
    meta: {
      title: 'Kent Criminal Defense & DUI Lawyer, Former Prosecutor | WA',
      description:
        'A former prosecutor defending DUI, assault, domestic violence and felony charges in Kent Municipal Court and King County Superior Court. Free consultation.',
      keywords: [
        'Kent criminal defense lawyer',
        'DUI lawyer Kent WA',
        'domestic violence defense attorney King County',
        'assault charge lawyer Kent',
        'felony defense King County Superior Court',
        'former prosecutor defense attorney',
      ],
      canonicalHost: 'primary',
    },
    hero: {
      headline: 'A Former Prosecutor, Now Defending People Charged in King County',
      subheadline:
        'DUI, assault, domestic violence and felony cases move quickly. He steps in early to protect your license, your record and your future, and he is available 24/7 for urgent matters.',
    },
    teamBlurb:
      'Our criminal defense partner is a former prosecutor who defends people charged with DUI, assault, domestic violence and felony offenses in Kent and across King County.',
    focus: [
      'DUI and physical control charges',
      'Department of Licensing license-suspension hearings',
      'Assault and harassment charges',
      'Domestic violence charges and no-contact orders',
      'Felony defense in King County Superior Court',
      'Misdemeanor defense in Kent Municipal Court',
      'Vacating convictions after a case is resolved',
    ],
    biography: [
      'Our criminal defense partner spent the early part of his career as a prosecutor, deciding which cases to charge and how to try them. He knows how the government builds a case, which weaknesses worry prosecutors, and when an offer is worth taking. Today he uses that knowledge only for the accused.',
      'He leads the firm’s criminal defense practice, representing people charged with DUI, assault and domestic violence offenses in Kent Municipal Court, and people facing felony charges in King County Superior Court at the Maleng Regional Justice Center in Kent and the courthouse in downtown Seattle.',
      'In a DUI case he works on two fronts at once: the criminal charge, and the separate Department of Licensing action against your driving privilege, which has a short deadline to request a hearing. He reviews the reason for the stop, body-camera video and breath-test maintenance records, and he challenges evidence that was gathered unlawfully.',
      'Domestic violence charges often arrive with a no-contact order that can keep a person out of their own home and away from their children. He works to modify those orders where the law allows, and he prepares every case for trial while pressing for a dismissal, a reduced charge or a deferred outcome.',
      'He is one of the firm’s former prosecutors. Because arrests rarely happen during business hours, he is available 24/7 for urgent matters, and every first consultation is free and confidential.',
    ],
    recognition: [
      'Leads the firm’s criminal defense practice',
      'Member, Washington Association of Criminal Defense Lawyers',
      'Member, King County Bar Association',
    ],
    education: ['J.D., Gonzaga University School of Law', 'B.A., Criminal Justice, Washington State University'],
    admissions: ['Washington State Bar', 'U.S. District Court, Western District of Washington'],
    stats: [
      claimStat('formerProsecutors', 'Former prosecutors on our team'),
      experienceStat,
      { value: '24/7', label: 'Available for urgent matters' },
      { value: 'Free', label: 'First consultation, kept confidential' },
    ],
  },

  halvorsen: {
    name: 'Ingrid Halvorsen',
    slug: 'ingrid-halvorsen',
    title: 'Maritime & Premises Attorney',
    sourceLabel: 'ingrid-halvorsen-bio',
    legacyPaths: ['/ingrid-halvorsen-bio'],
    managingPartner: false,
    practice: 'injury',
    portrait: monogram('IH'),
    meta: {
      title: 'Boating, Maritime & Premises Liability Attorney in Washington',
      description:
        'She leads our boating accident cases and handles maritime and premises liability claims across Puget Sound and the rest of Washington. Free consultation.',
      keywords: [
        'boating accident lawyer Washington',
        'maritime injury attorney Puget Sound',
        'premises liability lawyer Kent WA',
        'slip and fall attorney King County',
        'Jones Act lawyer Washington',
      ],
      canonicalHost: 'alternate',
    },
    hero: {
      headline: 'Hurt on the Water or on Someone Else’s Property?',
      subheadline:
        'She leads our boating accident cases and represents people injured on vessels, docks, and unsafe property across Puget Sound. The consultation is free.',
    },
    teamBlurb:
      'Our maritime and premises attorney leads the firm’s boating accident cases and represents people hurt on vessels, docks and dangerous property.',
    focus: [
      'Recreational boating and personal watercraft accidents',
      'Ferry, charter and passenger vessel injuries',
      'Jones Act and general maritime claims for injured crew',
      'Marina, dock and moorage injuries',
      'Slip and fall and unsafe property claims',
      'Negligent security at apartments and businesses',
    ],
    biography: [
      'She is the lead attorney on the firm’s boating accident cases. She grew up around the water in Kitsap County and learned early how quickly conditions on Puget Sound can change, a background that helps her ask the right questions after a collision, a capsizing or a fall overboard.',
      'Boating claims are not ordinary car-crash claims. Depending on where and how an injury happened, federal maritime law may apply instead of, or alongside, Washington law, and the deadlines, damages and defenses can differ. She studied maritime law in law school and settles those questions at the start, so a claim is filed in the right court and on time.',
      'She represents recreational boaters, passengers on charters and tour boats, personal watercraft riders, and crew members hurt while working on the water. With marine surveyors and reconstruction experts, she examines the vessel, the operator’s conduct, the weather and visibility, and whether alcohol, speed or inexperience played a part.',
      'On land, she handles premises liability claims against property owners, stores, apartment complexes and businesses that let dangerous conditions go unrepaired. She proves the four elements these cases turn on: a duty of care, a breach of that duty, causation, and real damages.',
      'She offers a free consultation and takes injury cases on a contingency fee, set out in a written fee agreement before any work begins.',
    ],
    recognition: [
      'Lead attorney on the firm’s boating accident cases',
      'Member, Maritime Law Association of the United States',
      'Member, Washington State Association for Justice',
    ],
    education: ['J.D., Tulane University Law School, Certificate in Maritime Law', 'B.A., University of Puget Sound'],
    admissions: ['Washington State Bar', 'U.S. District Court, Western District of Washington', 'U.S. Court of Appeals for the Ninth Circuit'],
    stats: [successRateStat, experienceStat, reviewsStat, noFeeStat],
  },
} as const satisfies Record<string, AttorneyData>;

export type AttorneyId = keyof typeof attorneys;
