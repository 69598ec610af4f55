// Copy for /kent-wa/drug-charges-lawyer. Plain strings only: the firm's name, phone and host are
// composed in by the page from data/firm.ts. Chapter 69.50 RCW after State v. Blake (2021) and the
// 2023 law (2E2SSB 5536, in force July 1, 2023: knowing possession a gross misdemeanor, with
// pretrial diversion); search law under article I, section 7; fees per RPC 1.5.
import type { CriminalAreaData } from '../types';

export const drugCharges = {
  slug: 'drug-charges-lawyer',
  sourceLabel: 'drug-charges-defense-lawyer',
  navLabel: 'Drug Charges',
  card: 'Possession, possession with intent, or delivery? Washington’s drug laws changed in 2021 and 2023. What that means for your charge.',
  firmName: 'primary',
  meta: {
    title: 'Kent Drug Charges Lawyer | Possession & Delivery Defense',
    description:
      'Charged with drug possession or delivery in Kent, WA? A former prosecutor explains the 2023 law, diversion, and search defenses. Free, confidential consultation.',
    keywords: [
      'Kent drug lawyer',
      'drug possession attorney Kent WA',
      'possession with intent to deliver Washington',
      'RCW 69.50.4013',
      'State v. Blake',
      'drug diversion King County',
      'illegal search defense Washington',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Facing a Drug Charge in Kent? The Law Changed in 2023, and It Matters.',
    subheadline:
      'Possession, possession with intent, and delivery are charged very differently, and treatment or diversion may keep a conviction off your record. Talk to a former prosecutor today.',
    available247: true,
  },
  body: [
    {
      type: 'content-section',
      heading: 'How Washington’s Drug Laws Changed',
      body: [
        'In February 2021, in State v. Blake, the Washington Supreme Court struck down the state’s old drug possession law. That law made possession a felony even when a person did not know the drugs were there, and the court held that violated due process.',
        'The legislature answered twice. A temporary 2021 law made knowing possession a misdemeanor. Since July 1, 2023, knowingly possessing a controlled substance or a counterfeit substance is a gross misdemeanor (RCW 69.50.4013 and RCW 69.50.4011). The 2023 law also encourages prosecutors to send these cases to pretrial diversion and treatment, and requires a court to dismiss the charge when a person completes the diversion program.',
        'If you were convicted of simple drug possession before the Blake decision, that conviction can generally be vacated, and Washington set up a process to refund the fines and fees paid on it. Ask us; it may be one of the easiest things we ever do for you.',
        'Selling, making, or possessing drugs with intent to sell are a different matter. Those remain felonies, and they are where the stakes are highest.',
      ],
    },
    {
      type: 'table',
      heading: 'Common Drug Charges in Washington',
      intro: [
        'Drug crimes are in chapter 69.50 RCW, the Uniform Controlled Substances Act. The charge, and the sentence, depend on what the state says you were doing with the drug and which drug it was.',
      ],
      caption: 'Drug offenses commonly charged in King County under chapter 69.50 RCW',
      columns: ['Charge', 'What it means'],
      rows: [
        [
          'Possession (RCW 69.50.4013)',
          'Knowingly possessing a controlled substance without a valid prescription. A gross misdemeanor since July 2023, with diversion and treatment options.',
        ],
        [
          'Possession with intent to deliver (RCW 69.50.401)',
          'Possession plus evidence that you meant to sell or hand the drug to someone else, usually inferred from quantity, packaging, scales, cash, or messages. A felony: class B for drugs such as fentanyl, heroin, cocaine, and methamphetamine, and class C for many others.',
        ],
        [
          'Delivery or manufacture (RCW 69.50.401)',
          'Selling, giving, or making a controlled substance, including a single hand-to-hand sale to an undercover officer. A felony graded the same way.',
        ],
        [
          'Near a school, school bus stop, or park (RCW 69.50.435)',
          'Delivery or possession with intent within a protected zone can double the maximum penalty and add a sentence enhancement.',
        ],
        [
          'Cannabis offenses',
          'Adults 21 and over may possess limited amounts, such as up to an ounce of usable cannabis (RCW 69.50.360). Selling without a license, growing beyond the law, and possession by someone under 21 remain offenses, and driving with THC in your blood is a DUI question.',
        ],
      ],
    },
    {
      type: 'content-section',
      heading: 'Searches: Where Drug Cases Are Won or Lost',
      body: [
        'Nearly every drug case begins with a stop or a search, and Washington protects privacy more strongly than federal law. Article I, section 7 of the state constitution says no one shall be disturbed in their private affairs, or their home invaded, without authority of law. Evidence found in an unlawful search can be suppressed, and without the drugs there is usually no case.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Pretext stops',
            text: 'Police may not use a minor traffic violation as an excuse to investigate something else they have no basis to suspect (State v. Ladson, 1999).',
          },
          {
            title: 'Consent at your door',
            text: 'When officers come to your home without a warrant and ask to search, they must tell you that you can refuse, limit, or withdraw consent (State v. Ferrier, 1998).',
          },
          {
            title: 'Your car',
            text: 'Washington sharply limits searches of a vehicle after an arrest. Officers generally need a warrant or a specific, narrow exception.',
          },
          {
            title: 'Your phone',
            text: 'Searching the contents of a phone generally requires a warrant, and a warrant must be limited to what the evidence supports.',
          },
          {
            title: 'Informants and warrants',
            text: 'A warrant based on a tip must show why the informant is believable and how they know what they claim. Many do not.',
          },
        ],
      },
      after: [
        'We challenge unlawful stops and searches with a motion to suppress (CrR 3.6 in superior court, CrRLJ 3.6 in district and municipal court), and we ask for every report, video, and warrant affidavit needed to bring it.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What Happens Next After a Drug Arrest',
      body: ['Drug cases often move slower at first than people expect, and then very fast. This is the usual path.'],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Arrest, booking, or a referral',
            text: 'Some people are booked into jail. Others are released, and some are referred by the officer to services instead of being booked at all.',
          },
          {
            title: 'First appearance and release',
            text: 'If you are held, a judge usually sees you by the next court day and decides release and conditions, which can include drug testing or treatment.',
          },
          {
            title: 'The lab',
            text: 'The state has to prove what the substance is, usually through the Washington State Patrol crime laboratory. Testing can take weeks or months.',
          },
          {
            title: 'Charging',
            text: 'After a felony arrest, someone held in jail is usually either charged or released within about 72 hours, but many drug felonies are filed later, by summons, once the lab results are back.',
          },
          {
            title: 'Arraignment',
            text: 'You plead not guilty and learn the exact charge. This is when diversion and treatment options begin to be discussed.',
          },
          {
            title: 'Motions, diversion, negotiation, or trial',
            text: 'A motion to suppress often decides the case. If it does not, we negotiate for diversion, a reduction, or a sentencing alternative, or try the case.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'What Not to Do After a Drug Arrest',
      body: ['Small choices made in the first days after an arrest can close doors that would otherwise stay open. Avoid these.'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Do not consent to searches',
            text: 'Say clearly and calmly, “I do not consent to a search.” Never physically resist; we challenge the search in court.',
          },
          { title: 'Do not unlock your phone or give your passcode', text: 'Ask for a lawyer instead.' },
          {
            title: 'Do not explain where anything came from',
            text: 'Statements about who owned the drugs, or what you planned to do with them, often become the state’s best evidence of intent.',
          },
          {
            title: 'Do not contact anyone else charged in the case',
            text: 'Conversations with a co-defendant can be used against both of you.',
          },
          {
            title: 'Do not use while on release',
            text: 'If the court ordered testing, a positive test can send you back to jail and hurt your chances at diversion.',
          },
          { title: 'Do not skip an assessment or a court date', text: 'Treatment and diversion depend on showing the court you follow through.' },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Treatment, Diversion, and Sentencing Alternatives',
      body: [
        'For many people, the best outcome is not only about the charge but about getting the right help. Washington offers several paths, and which one fits depends on the charge, your history, and the court.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Pretrial diversion for possession',
            text: 'Under the 2023 law, a possession charge can be diverted to treatment or services, and is dismissed when the program is completed.',
          },
          {
            title: 'Suspended sentences with treatment',
            text: 'After a possession conviction, the court can suspend the sentence while you take part in an assessment and recommended treatment, and later vacate the conviction.',
          },
          {
            title: 'Drug court',
            text: 'King County has long-running drug diversion programs that can end in a dismissal for people who complete them.',
          },
          {
            title: 'DOSA',
            text: 'Despite its name, the drug offender sentencing alternative (RCW 9.94A.660) is not only for drug crimes: for a felony that is not a violent or sex offense, and a case that meets its other criteria, it trades part of a prison sentence for treatment and supervision.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'How a Former Prosecutor Looks at a Drug Case',
      body: [
        'Our criminal defense partner has read drug files from the other side, as a prosecutor. He knows that a drug case usually rests on three things the state must prove: that the search was lawful, that the substance is what the state says it is, and that it was yours. He leads the firm’s criminal defense practice and reads every drug file with those three questions in mind.',
        'That last point is harder to prove than it sounds. Drugs found in a shared car or apartment belong to someone, but being near them is not the same as possessing them. The state must show you had dominion and control. And a charge of intent to deliver needs more than a quantity: prosecutors look for packaging, scales, cash, and messages, and each of those can have an innocent explanation.',
        'We also look hard at informants, who are often working off their own charges, and at the lab, where a chain of custody or testing problem can keep a result out of evidence.',
      ],
    },
    {
      type: 'attorney-spotlight',
      heading: 'A Former Prosecutor Who Knows Where Drug Cases Break',
      body: [
        'Our criminal defense partner once charged cases himself. He now challenges unlawfully gathered evidence in Kent Municipal Court and King County Superior Court, and looks for the diversion or treatment path that protects a client’s record.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Consequences to Plan For, and Our Fees',
      body: [
        'A drug conviction can affect far more than a sentence. For anyone who is not a U.S. citizen, even a possession conviction can carry severe immigration consequences, so please tell us about your status in confidence. Drug convictions can also matter to employers, landlords, professional licenses, and family courts.',
        'Your first consultation is free and confidential. A criminal defense fee in Washington cannot depend on the outcome (RPC 1.5(d)(2)), so we quote a flat fee or an hourly rate and put it in a written agreement before you hire us.',
      ],
    },
  ],
  faq: {
    heading: 'Drug Charge Questions',
    style: 'plain',
    items: [
      {
        question: 'Is drug possession still a crime in Washington?',
        answer:
          'Yes. State v. Blake struck down the old law in 2021, but since July 1, 2023, knowingly possessing a controlled substance without a valid prescription is a gross misdemeanor under RCW 69.50.4013. The same law added diversion and treatment options that can lead to a dismissal.',
      },
      {
        question: 'The drugs were found in a car I was riding in. Are they legally mine?',
        answer:
          'Not automatically. Being close to drugs is not enough: the state must prove you knowingly had dominion and control over them. Who owned the car, where the drugs were, and what was said all matter, and so does whether the search was lawful in the first place.',
      },
      {
        question: 'Can I get treatment instead of jail?',
        answer:
          'Often, yes. Possession charges can be diverted to treatment, courts can suspend a sentence while you complete treatment, and for eligible felonies the drug offender sentencing alternative offers treatment and supervision in place of part of a prison term.',
      },
      {
        question: 'I was convicted of possession years ago. Can it be cleared?',
        answer:
          'If the conviction was for simple possession under the law struck down in State v. Blake, it can generally be vacated, and money you paid on it can be refunded. Other old convictions may be vacated under the ordinary rules once you are eligible.',
      },
      {
        question: 'Is cannabis legal now?',
        answer:
          'For adults 21 and over, in limited amounts, yes. Selling without a license, possessing more than the limits, and driving under the influence of cannabis are still crimes, and cannabis remains illegal under federal law.',
      },
      {
        question: 'How much will a drug defense cost?',
        answer:
          'The consultation is free. After it, we quote a flat fee or an hourly rate based on the charge and the court, and we put it in writing before you hire us. Criminal defense fees never depend on the result.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Drug Charges Lawyer Today',
    body: 'Call us before you talk to police, agree to a search, or sign up for any program. The consultation is free and confidential, and we answer urgent calls day and night.',
  },
  structuredData: { serviceType: 'Drug Charges Defense Lawyer' },
} as const satisfies CriminalAreaData;
