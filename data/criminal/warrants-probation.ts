// Copy for /kent-wa/warrants-probation-lawyer. Plain strings only: the firm's name, phone and host
// are composed in by the page from data/firm.ts. Felony community custody sanctions per RCW
// 9.94A.633, 9.94A.6332 and 9.94A.737 (Department of Corrections limits in WAC 137-104-025), and
// suspended and deferred sentences in district and municipal courts per RCW 3.66.068 and
// 35.20.255, as amended through 2024; fees per RPC 1.5.
import type { CriminalAreaData } from '../types';

export const warrantsProbation = {
  slug: 'warrants-probation-lawyer',
  sourceLabel: 'warrants-probation-defense-lawyer',
  navLabel: 'Warrants & Probation Violations',
  card: 'Missed a court date, or told you violated probation? How a bench warrant can be cleared, and what happens at a violation hearing.',
  firmName: 'primary',
  meta: {
    title: 'Kent Warrant & Probation Violation Lawyer | Free Consult',
    description:
      'A bench warrant or probation violation in Kent or King County? A former prosecutor helps clear warrants and defends violation hearings. Free, confidential consultation.',
    keywords: [
      'Kent warrant lawyer',
      'quash bench warrant King County',
      'probation violation attorney Kent WA',
      'community custody violation Washington',
      'failure to appear Kent Municipal Court',
      'RCW 9.94A.633',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'A Warrant or Probation Violation in Kent? Take Care of It Before the Police Do.',
    subheadline:
      'A bench warrant can turn a routine traffic stop into a night in jail. We can often ask the court to recall it and set a new date, and we stand beside you at violation hearings.',
    available247: true,
  },
  body: [
    {
      type: 'content-section',
      heading: 'What a Warrant Means, and Why It Will Not Go Away',
      body: [
        'A warrant is a judge’s order to arrest you. It stays active until it is recalled or served, which means it can surface at a traffic stop years later, at a border crossing, during a background check, or when police come to your home for something unrelated.',
        'Most warrants we see are bench warrants. A court issues one when someone misses a hearing or does not do something the court ordered: pay a fine on schedule, finish a class or treatment, report to probation, or stay out of trouble. Others are arrest warrants on a new charge, issued when a prosecutor files a case and the judge decides you should be brought in rather than summoned.',
        'People on felony supervision can also face a warrant from the Department of Corrections for an alleged violation of community custody. Each kind of warrant is handled differently, and the first step is finding out exactly which one you have and which court or agency issued it.',
      ],
    },
    {
      type: 'content-section',
      heading: 'How a Warrant Can Be Cleared',
      body: [
        'Turning yourself in at a police station is not the only option, and often not the best one. Many courts in King County, including Kent Municipal Court, King County District Court, and King County Superior Court, let a lawyer ask for a warrant to be recalled, or quashed, and a new court date to be set. Some courts also let people appear in person at set times to clear a warrant. The rules differ from court to court and change, so we check before you go anywhere.',
        'When we ask to quash a warrant, we explain why the hearing was missed and show the judge you are ready to move forward: proof of a hospital stay, a new address where notices were not reaching you, or a class you have now finished. A judge who sees that is far more likely to keep you out of custody.',
        'Acting quickly matters for another reason. Missing court can itself become a separate crime in some cases, such as bail jumping (RCW 9A.76.170), depending on the charge and the kind of hearing that was missed.',
      ],
      list: {
        style: 'steps',
        items: [
          { title: 'Find out what the warrant is for', text: 'We confirm the court, the case, the reason, and any bail amount.' },
          {
            title: 'Pick the right way in',
            text: 'A motion to quash, an in-person warrant calendar, or, where needed, a planned surrender with bail ready and a hearing scheduled.',
          },
          {
            title: 'Fix what caused it',
            text: 'Enroll in the class, set up a payment plan, or gather the records that explain the missed date.',
          },
          { title: 'Appear with your lawyer', text: 'And keep every date that follows.' },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Probation Violations in District and Municipal Court',
      body: [
        'After a misdemeanor conviction, part of the jail sentence is usually suspended, or the sentence is deferred, on conditions. Common ones are no new criminal law violations, alcohol or domestic violence treatment, classes, community service, fines, no-contact orders, and reporting to a probation officer.',
        'District and municipal courts keep watch over those conditions for a set period: up to two years for most misdemeanors, and longer for DUI and some other offenses (RCW 3.66.068 for district courts and RCW 35.20.255 for municipal courts). If the court finds a violation, it can impose some or all of the jail time it suspended.',
        'You have rights at a violation hearing: written notice of what you are accused of, a hearing before a judge, a lawyer, and the chance to explain and to present evidence. The standard of proof is lower than at a trial, so preparation matters. If the violation is an unpaid fine that you could not afford to pay, the court generally cannot jail you for it (RCW 10.01.180); it can change how and when you pay.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Community Custody Violations on a Felony Sentence',
      body: [
        'People on felony community custody are supervised by the Department of Corrections. When a violation is alleged, the law sets out which authority decides it (RCW 9.94A.6332). Many violations are handled by the Department itself through its own hearing process (RCW 9.94A.737): a low-level violation can bring up to three days in confinement, and a high-level violation up to 30 days.',
        'Others go back to the sentencing judge in King County Superior Court, who can impose up to 60 days of confinement for each violation, or a community-based sanction instead, such as work crew, electronic home monitoring, or treatment (RCW 9.94A.633). For people sentenced under an alternative such as the drug offender sentencing alternative, a violation can lead to revocation of the alternative and a much longer sentence.',
        'Whether the case is decided by the Department or a judge, how the violation is presented makes a real difference: what happened, why, what you have done since, and what supervision can realistically look like from here.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What Happens Next When You Call Us',
      body: ['Here is how we usually handle a warrant or an alleged violation, from the first call to the hearing.'],
      list: {
        style: 'steps',
        items: [
          {
            title: 'We find the warrant or the allegation',
            text: 'Which court or agency issued it, when, why, and what it says about bail or custody.',
          },
          {
            title: 'We plan your appearance',
            text: 'A motion to quash, a court calendar, or a planned surrender, timed so you are not left in jail over a weekend if it can be avoided.',
          },
          {
            title: 'If you are arrested first',
            text: 'You usually see a judge by the next court day, sometimes after a transfer from another jail to the court that issued the warrant. Call us, or have family call, right away.',
          },
          {
            title: 'The first 72 hours',
            text: 'We gather the documents that explain what happened and show what you have done since: treatment records, receipts, work schedules, and medical records.',
          },
          {
            title: 'The hearing',
            text: 'We present your side, negotiate with the prosecutor or the Department where we can, and argue for the least restrictive sanction, or for none.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'What Not to Do With a Warrant or Violation',
      body: ['Waiting and hoping is the most common mistake, and the most expensive. Here are others to avoid.'],
      list: {
        style: 'bullets',
        items: [
          { title: 'Do not ignore it', text: 'Warrants do not expire on their own, and the longer one is out, the harder it is to explain.' },
          {
            title: 'Do not turn yourself in without a plan',
            text: 'Walking into a station late on a Friday can mean a weekend in jail before you see a judge.',
          },
          { title: 'Do not drive if your license is suspended', text: 'A traffic stop is the most common way warrants are served, and it adds a new charge.' },
          {
            title: 'Do not lie to your probation officer or community corrections officer',
            text: 'A false statement can become a violation of its own and costs you credibility at the hearing.',
          },
          {
            title: 'Do not stop treatment or classes',
            text: 'Keep going while the violation is pending. Proof that you stayed on track is often the best evidence you have.',
          },
          { title: 'Do not miss the new court date', text: 'A second missed date is very hard to explain.' },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'How a Former Prosecutor Handles Violation Hearings',
      body: [
        'Our criminal defense partner has stood at the other table in violation hearings. He knows what prosecutors and judges weigh: whether the violation was willful, whether it put anyone at risk, and whether the person has shown they can comply from now on. He leads the firm’s criminal defense practice, and he knows a hearing often turns on what you can show the judge you have already done.',
        'We answer those questions before the judge asks them. We bring the enrollment confirmation, the payment receipt, the letter from the counselor, or the hospital record. We propose realistic conditions. When the allegation is wrong, we challenge it, and when it is right, we argue for a sanction that keeps your job, your housing, and your progress intact.',
      ],
    },
    {
      type: 'attorney-spotlight',
      heading: 'Your Hearing, Handled by a Former Prosecutor',
      body: [
        'Our criminal defense partner appears in Kent Municipal Court, King County District Court, and King County Superior Court, where warrants are recalled and violation hearings are held every week. Because arrests rarely happen during business hours, he is available 24/7 for urgent matters.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What It Costs to Clear a Warrant',
      body: [
        'Start with a free, confidential consultation. Tell us what you know about the warrant or the violation, and we will tell you what we can do and how quickly.',
        'Because this is a criminal matter, Washington does not allow a fee that depends on the result (RPC 1.5(d)(2)). Warrant recalls and violation hearings are often handled for a flat fee, quoted up front and written into an agreement before you hire us.',
      ],
    },
  ],
  faq: {
    heading: 'Warrant and Probation Violation Questions',
    style: 'plain',
    items: [
      {
        question: 'How do I find out if I have a warrant?',
        answer:
          'Some courts publish warrant information or will tell you by phone, but asking in person at a police station can lead to an arrest on the spot. The safer way is to have a lawyer check for you, which we can usually do quickly.',
      },
      {
        question: 'If I go to court to clear the warrant, will I be arrested?',
        answer:
          'It depends on the court, the reason for the warrant, and your history. Many warrants can be recalled with a new court date and no time in custody, especially when a lawyer has arranged it in advance. Some judges do take people into custody, which is why we plan each appearance.',
      },
      {
        question: 'I missed court because I never got the notice. What now?',
        answer:
          'That happens often, usually after a move. It is a good reason to ask for the warrant to be recalled, and courts regularly accept it when it is explained promptly. Update your address with the court as soon as we clear the warrant.',
      },
      {
        question: 'What can happen at a probation violation hearing?',
        answer:
          'In district or municipal court, the judge can impose some or all of the jail time that was suspended, add conditions, or find no violation. On felony community custody, sanctions range from community-based options to confinement set by statute. Preparation and proof of compliance make a real difference.',
      },
      {
        question: 'Can you handle a warrant from another county?',
        answer: 'Often, yes. Tell us which court issued it. Where we do not appear regularly, we can still help you plan the safest way to clear it.',
      },
      {
        question: 'Will a warrant go away on its own if I wait?',
        answer:
          'No. A bench warrant generally stays active until it is served or the court recalls it, and it can surface at a traffic stop, an airport, or a background check for a job. Waiting also makes it harder to show the judge a good reason for the missed date. The sooner we ask for a recall, the better your options usually are, and the more likely you are to walk out of court the same day.',
      },
      {
        question: 'How much does it cost to clear a warrant or defend a violation?',
        answer:
          'The consultation is free. Warrant recalls and violation hearings are often handled for a flat fee, quoted in writing before you hire us. Criminal defense fees in Washington cannot depend on the outcome.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Warrant and Probation Lawyer Today',
    body: 'Call us now, before the warrant is served or the hearing date arrives. The consultation is free and confidential, and most warrants are easier to resolve the sooner we start.',
  },
  structuredData: { serviceType: 'Warrant and Probation Violation Defense Lawyer' },
} as const satisfies CriminalAreaData;
