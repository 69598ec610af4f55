// Copy for /kent-wa/criminal-defense-lawyer, the overview of the criminal-defense group. Plain
// strings only: the firm's name, phone and host are composed in by the page from data/firm.ts.
// Court rules as amended through 2025 (in-custody arraignment within days since CrR/CrRLJ 4.1's
// September 2025 amendment); fees per RPC 1.5 (no fee that depends on the outcome).
import type { CriminalAreaData } from '../types';

export const criminalDefense = {
  slug: 'criminal-defense-lawyer',
  sourceLabel: 'criminal-defense-lawyer',
  navLabel: 'Criminal Defense Overview',
  card: 'Just arrested, or charged by mail? What the next 72 hours look like, your rights, and which court will hear your case.',
  firmName: 'primary',
  meta: {
    title: 'Kent Criminal Defense Lawyer | A Former Prosecutor on Your Side',
    description:
      'Arrested or charged in Kent, WA? A former prosecutor defends misdemeanors and felonies in Kent Municipal Court and King County courts. Free, confidential consultation.',
    keywords: [
      'Kent criminal defense lawyer',
      'criminal defense attorney Kent WA',
      'Maleng Regional Justice Center',
      'Kent Municipal Court lawyer',
      'King County criminal defense',
      'former prosecutor defense attorney',
      'arrested in Kent what happens next',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Arrested or Charged in Kent? Talk to a Former Prosecutor Now.',
    subheadline:
      'The first days after an arrest shape everything that follows. We explain what happens next, protect your rights, and start building your defense today.',
    available247: true,
  },
  body: [
    {
      type: 'content-section',
      heading: 'What Happens Next: The First 72 Hours',
      body: [
        'An arrest moves fast and nobody stops to explain it. Here is the usual order of events in King County. Knowing it will not make the night easier, but it can keep you from making a choice you regret.',
      ],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Booking',
            text: 'Fingerprints, photographs, and a search of your belongings. Someone arrested in Kent may be held in a city jail or in a King County jail, at the Maleng Regional Justice Center in Kent or the downtown Seattle jail.',
          },
          {
            title: 'A judge reviews the arrest',
            text: 'When someone is arrested without a warrant and held, a judge must decide within 48 hours whether there was probable cause for the arrest (CrR 3.2.1).',
          },
          {
            title: 'First appearance',
            text: 'If you are still held, you are brought before a judge as soon as practicable, usually by the next court day. Often this happens by video from the jail.',
          },
          {
            title: 'Release and bail',
            text: 'Washington’s court rules presume that you will be released on your promise to return (CrR 3.2 and CrRLJ 3.2). A judge can still set bail or conditions, such as no contact with a person, no alcohol, or electronic monitoring, if there is a real risk that you will not come back or that someone is in danger.',
          },
          {
            title: 'Charged or released',
            text: 'After a felony arrest, the prosecutor decides what to file. Someone held in King County is usually either charged or released within about 72 hours, not counting weekends and holidays. A charge can also come later, by mail, weeks or months after a release.',
          },
          {
            title: 'Arraignment',
            text: 'The first hearing on the formal charge, where you plead not guilty. If you are held in jail, or released on conditions in the same case (routine after a DUI or domestic violence arrest), it must come within 3 days of the charge being filed; otherwise, within 14 days of your first appearance after the filing.',
          },
        ],
      },
      after: [
        'If a family member was arrested, you can help by finding out where they are held and when their first hearing is, and by calling us. Please do not discuss the facts of the case with them on the jail phone: those calls are recorded.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Your Rights From the First Question',
      body: [
        'You have the right to remain silent. The Fifth Amendment and article I, section 9 of Washington’s constitution protect you from being made to give evidence against yourself. Saying “I want to talk to a lawyer, and I do not want to answer questions” is polite, lawful, and enough.',
        'You have the right to a lawyer. After an arrest, Washington’s court rules require that you be told of that right and be given a way to reach a lawyer as soon as practicable (CrR 3.1 and CrRLJ 3.1). If you cannot afford a lawyer, the court appoints one. You are also free to hire the lawyer you choose at any point in the case.',
        'You have strong privacy rights. Article I, section 7 of Washington’s constitution protects your home, your car, and your phone more strongly than the federal Fourth Amendment in several ways. Evidence taken in an unlawful stop or search can be suppressed, which means the jury never hears about it.',
        'You have the right to a speedy trial. Under CrR 3.3 and CrRLJ 3.3, a trial generally must start within 60 days of arraignment if you are held in jail, or 90 days if you are out, although delays agreed or allowed by the court are common.',
      ],
    },
    {
      type: 'table',
      heading: 'Which Court Will Hear Your Case',
      intro: [
        'Where your case is filed depends on where it happened, who made the arrest, and how serious the charge is. Each court has its own calendars, its own prosecutors, and its own habits, and knowing them matters.',
      ],
      caption: 'The courts that hear criminal cases from Kent and South King County',
      columns: ['Court', 'What it hears'],
      rows: [
        [
          'Kent Municipal Court',
          'Misdemeanors and gross misdemeanors charged by the City of Kent for events inside city limits: DUI, fourth-degree assault, domestic violence, third-degree theft, and driving with a suspended license, among others.',
        ],
        [
          'King County District Court',
          'Misdemeanors and gross misdemeanors from unincorporated King County and from cities that contract with the county, and many cases filed after a Washington State Patrol stop.',
        ],
        [
          'King County Superior Court',
          'Every felony in the county. South County cases are often heard at the Maleng Regional Justice Center, 401 Fourth Avenue North in Kent; others at the King County Courthouse in Seattle.',
        ],
      ],
    },
    {
      type: 'table',
      heading: 'How Washington Classifies Crimes',
      intro: [
        'The maximums below come from RCW 9A.20.021. They are ceilings, not what most people receive. Felony sentences are set mainly by the standard ranges of the Sentencing Reform Act (chapter 9.94A RCW), which depend on the offense and your criminal history.',
      ],
      caption: 'Classes of crimes in Washington and their maximum penalties (RCW 9A.20.021)',
      columns: ['Class', 'Maximum penalty'],
      rows: [
        ['Misdemeanor', 'Up to 90 days in jail and a $1,000 fine.'],
        ['Gross misdemeanor', 'Up to 364 days in jail and a $5,000 fine.'],
        ['Class C felony', 'Up to 5 years in prison and a $10,000 fine.'],
        ['Class B felony', 'Up to 10 years in prison and a $20,000 fine.'],
        ['Class A felony', 'Up to life in prison and a $50,000 fine.'],
      ],
    },
    {
      type: 'content-section',
      heading: 'What Not to Do While Your Case Is Open',
      body: [
        'Most damage to a criminal case is done by the person charged, in the days right after the arrest, while trying to make things better. Please avoid all of these.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Do not talk to the police about the case without a lawyer',
            text: 'Not at the station, not on the phone, and not when a detective calls to “get your side of the story.”',
          },
          {
            title: 'Do not contact the person who accused you',
            text: 'If there is a no-contact order, even a friendly text is a new crime. If there is not, contact can still be described as pressure.',
          },
          {
            title: 'Do not discuss the facts on a jail phone or in writing',
            text: 'Jail calls, texts, emails, and direct messages are routinely collected and read by prosecutors.',
          },
          {
            title: 'Do not post about it',
            text: 'Deleting posts after an arrest can cause problems too. Leave social media alone and ask us what to do.',
          },
          {
            title: 'Do not miss a hearing or break a release condition',
            text: 'Either one can lead to a bench warrant, a return to jail, and a harder negotiation.',
          },
          {
            title: 'Do not plead guilty because it seems quicker',
            text: 'A conviction can follow you into job applications, housing, professional licenses, and immigration matters for years.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'How a Former Prosecutor Uses What He Knows',
      body: [
        'A prosecutor decides what to charge, what to offer, and when a case is too weak to try. Our criminal defense partner, who leads the firm’s criminal defense practice, once made those decisions himself. Now he makes the case for the other side, and he knows which arguments a prosecutor takes seriously because he used to weigh them. He is one of the nine former prosecutors on the firm’s legal team.',
        'Washington law gives prosecutors written standards for when to charge and when to decline (RCW 9.94A.411). We hold the state to them. Before charges are filed, that can mean giving the prosecutor reasons not to file at all. After charges are filed, it means testing every piece of evidence and every witness before we recommend any offer to you.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'We read the file the way a prosecutor does',
            text: 'We look for the gap between what the police report says and what the state can prove in court.',
          },
          {
            title: 'We investigate on our own',
            text: 'Video from businesses and homes, phone records, witnesses the police never called, and the scene itself.',
          },
          {
            title: 'We bring the motions that matter',
            text: 'Suppressing evidence from an unlawful stop, search, or interrogation can end a case or change its value.',
          },
          {
            title: 'We prepare for trial from the start',
            text: 'An offer improves when the other side knows the defense is ready to pick a jury.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Outcomes We Work Toward',
      body: [
        'Every case is different, and no honest lawyer promises a result. These are the outcomes we pursue, depending on the evidence, the court, and your history.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'No charge filed', text: 'Early contact with the prosecutor sometimes keeps a case from being filed at all.' },
          { title: 'Dismissal', text: 'Because the evidence was suppressed, a witness cannot prove the case, or the state cannot meet its burden.' },
          {
            title: 'Diversion or a continuance',
            text: 'Many courts offer pretrial diversion or a stipulated order of continuance, where the charge is dismissed if you meet conditions for a set time.',
          },
          { title: 'A reduced charge', text: 'A lesser offense, or a misdemeanor instead of a felony, with a lighter sentence and a lighter record.' },
          {
            title: 'A sentencing alternative',
            text: 'Such as the first-time offender waiver (RCW 9.94A.650) or the drug offender sentencing alternative (RCW 9.94A.660), where the law allows one.',
          },
          { title: 'Not guilty', text: 'When the state will not be reasonable, we try the case.' },
        ],
      },
      after: [
        'Later, many convictions can be vacated once the waiting period has passed and the conditions are met (RCW 9.96.060 for misdemeanors and RCW 9.94A.640 for felonies). A vacated conviction is cleared from your public record for most purposes, and we can tell you when you become eligible.',
      ],
    },
    {
      type: 'attorney-spotlight',
      heading: 'Meet the Partner Who Leads Our Criminal Defense Practice',
      body: [
        'Our criminal defense partner began his career as a prosecutor. Today he leads the firm’s criminal defense practice, representing people in Kent Municipal Court, King County District Court, and King County Superior Court at the Maleng Regional Justice Center and in Seattle.',
        'He prepares every case for trial while pressing for a dismissal, a reduced charge, or a deferred outcome, and he is available 24/7 for urgent matters.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Clear Fees, Agreed in Writing',
      body: [
        'The first consultation is free and confidential. Bring the papers you were given and we will tell you, in plain words, what you are facing and what we would do about it.',
        'In a criminal case, Washington forbids any fee that depends on the result (RPC 1.5(d)(2)). We charge a flat fee or an hourly rate instead. Before you hire us, you get a written fee agreement that says what the fee covers, from the first hearing through motions and, if it comes to that, trial.',
      ],
    },
  ],
  faq: {
    heading: 'Questions From People Who Were Just Arrested',
    style: 'plain',
    items: [
      {
        question: 'Do I have to talk to the police?',
        answer:
          'No. You must give your name in some situations, and you should never lie or run, but you do not have to answer questions about what happened. Say you want a lawyer and stop talking. Asking for a lawyer and staying silent generally cannot be used against you at trial.',
      },
      {
        question: 'The other person does not want to press charges. Will the case be dropped?',
        answer:
          'Not necessarily. In Washington the prosecutor, not the alleged victim, decides whether to file or dismiss a charge. The other person’s wishes can matter to the prosecutor, which is one reason to have a lawyer talk to the prosecutor early.',
      },
      {
        question: 'Should I hire a lawyer or wait for a public defender?',
        answer:
          'If you qualify, the court will appoint a public defender, and many of them are excellent. Some people choose to hire a lawyer so that one person handles the case from the first day, including before charges are filed. Either way, do not face a prosecutor alone.',
      },
      {
        question: 'Will an arrest show up on a background check?',
        answer:
          'An arrest and a charge can appear on some checks even without a conviction. A dismissal helps, and many convictions can later be vacated under RCW 9.96.060 or RCW 9.94A.640. We will tell you what your record will show and how to improve it.',
      },
      {
        question: 'How long will my case take?',
        answer:
          'A misdemeanor often takes a few months, and a felony can take a year or more. Speedy-trial rules set the outer limits, but many defendants agree to more time when it helps the defense investigate or negotiate.',
      },
      {
        question: 'What should I bring to the free consultation?',
        answer:
          'Every paper you were given: the citation or charging document, any release order or no-contact order, and any notice from the Department of Licensing. Also bring a list of your upcoming court dates and any questions you have written down.',
      },
      {
        question: 'How much does a criminal defense lawyer cost?',
        answer:
          'It depends on the charge and the court. We quote a flat fee or an hourly rate after the free consultation and put it in a written agreement before you hire us. Washington does not allow fees that depend on the outcome of a criminal case.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Criminal Defense Lawyer Now',
    body: 'Call us first, day or night, before you speak with anyone else about the case. The consultation is free and confidential, and the sooner we start, the more we can do.',
  },
  structuredData: { serviceType: 'Criminal Defense Lawyer' },
} as const satisfies CriminalAreaData;
