// Copy for /kent-wa/assault-lawyer. Plain strings only: the firm's name, phone and host are
// composed in by the page from data/firm.ts. Degrees per chapter 9A.36 RCW and definitions per
// RCW 9A.04.110 as amended through 2024; fees per RPC 1.5 (no fee that depends on the outcome).
import type { CriminalAreaData } from '../types';

export const assault = {
  slug: 'assault-lawyer',
  sourceLabel: 'assault-defense-lawyer',
  navLabel: 'Assault Charges',
  card: 'A fight, a shove, or self-defense that police saw differently? How the four degrees of assault work, and why self-defense matters.',
  firmName: 'primary',
  meta: {
    title: 'Kent Assault Defense Lawyer | Former Prosecutor | Free Consult',
    description:
      'Charged with assault in Kent, WA? A former prosecutor defends fourth-degree to first-degree assault and self-defense cases. Free, confidential consultation.',
    keywords: [
      'Kent assault lawyer',
      'assault defense attorney Kent WA',
      'fourth degree assault Washington',
      'second degree assault King County',
      'self-defense lawyer Washington',
      'RCW 9A.36',
      'Maleng Regional Justice Center assault',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Charged With Assault in Kent? Your Side of the Story Matters.',
    subheadline:
      'A fight, a shove, or a moment of self-defense can turn into a charge that follows you for years. Talk to a former prosecutor today, free and in confidence.',
    available247: true,
  },
  body: [
    {
      type: 'content-section',
      heading: 'What Counts as Assault in Washington',
      body: [
        'Many people are surprised by how little it takes. Washington’s assault statutes, chapter 9A.36 RCW, do not define the word “assault” itself, so courts use long-standing definitions. An assault can be an intentional touch or strike that is harmful or offensive, an attempt to hurt someone, or an act meant to make someone fear they are about to be hurt.',
        'No injury is required. A push in a parking lot, a grab of an arm during an argument, or a swing that misses can all be charged. What changes is the degree of the charge, and that depends mostly on three things: how badly someone was hurt, whether a weapon was involved, and who the other person was.',
        'Assault charges are often filed together with others, such as harassment for threats (RCW 9A.46.020), malicious mischief for broken property, or reckless endangerment. When the people involved are family or household members or partners, the case is also marked as domestic violence, which brings its own rules.',
      ],
    },
    {
      type: 'table',
      heading: 'The Four Degrees of Assault',
      intro: [
        'Washington grades assault from fourth degree, the most common charge, up to first degree. The degree decides which court hears the case and what the sentence can be.',
      ],
      caption: 'Degrees of assault under chapter 9A.36 RCW',
      columns: ['Charge', 'What it usually involves'],
      rows: [
        [
          'Fourth degree (RCW 9A.36.041)',
          'Any assault that does not fit a higher degree. A gross misdemeanor: up to 364 days in jail and a $5,000 fine. It can become a class C felony when domestic violence against an intimate partner is proven and the person has two or more qualifying prior convictions within ten years.',
        ],
        [
          'Third degree (RCW 9A.36.031)',
          'Assault on someone protected on the job, such as a police officer, firefighter, transit operator, or nurse, or causing bodily harm with a weapon through criminal negligence, among other situations. A class C felony.',
        ],
        [
          'Second degree (RCW 9A.36.021)',
          'Intentionally assaulting someone and recklessly causing substantial bodily harm, such as a broken bone; assault with a deadly weapon; or strangulation or suffocation. A class B felony.',
        ],
        [
          'First degree (RCW 9A.36.011)',
          'Assault with intent to cause great bodily harm using a firearm, a deadly weapon, or force likely to cause great bodily harm or death, or actually causing great bodily harm. A class A felony.',
        ],
      ],
    },
    {
      type: 'content-section',
      heading: 'Why the Words in the Police Report Matter',
      body: [
        'The line between a misdemeanor and a felony often comes down to a few defined words. RCW 9A.04.110 sets out three levels of harm, and the prosecutor has to prove the one charged.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Bodily harm', text: 'Physical pain or injury, illness, or an impairment of physical condition.' },
          {
            title: 'Substantial bodily harm',
            text: 'A temporary but substantial disfigurement, a temporary but substantial loss or impairment of a body part’s function, or a fracture of any body part.',
          },
          {
            title: 'Great bodily harm',
            text: 'Harm that creates a probability of death, or causes significant serious permanent disfigurement or a significant permanent loss or impairment of a body part’s function.',
          },
        ],
      },
      after: [
        'Medical records often tell a different story than the first report written at the scene. A cut that was described as a fracture, or swelling that healed in a week, can be the difference between second and fourth degree. We read those records closely.',
        'Felony assaults carry more than a longer sentence. A finding that a firearm or other deadly weapon was used adds time that must be served (RCW 9.94A.533), and first- and second-degree assault are “most serious offenses” under Washington’s persistent offender law, often called strikes (RCW 9.94A.030).',
      ],
    },
    {
      type: 'content-section',
      heading: 'Self-Defense Is a Complete Defense',
      body: [
        'Washington law allows you to use reasonable force to protect yourself or someone else from being hurt, and to stop someone from taking or damaging your property, as long as the force is no more than necessary (RCW 9A.16.020). You generally do not have to retreat from a place where you have a right to be.',
        'If there is some evidence that you acted in self-defense, the burden is on the prosecutor: the state must prove beyond a reasonable doubt that you did not act in lawful self-defense. That is a heavy burden, and it is one of the main reasons assault cases go to trial.',
        'There is more. If a jury finds that you acted in lawful self-defense, RCW 9A.16.110 generally requires the state to repay your reasonable costs of defense, including lost time and legal fees.',
        'Self-defense is judged on what a reasonable person would have believed in your position, knowing what you knew at that moment. That is why the details you remember now, about the other person’s size, words, threats, and earlier behavior, matter so much. Write them down for yourself, keep the notes private, and bring them to your meeting with us rather than sending them.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What Happens Next After an Assault Arrest',
      body: ['Assault cases begin quickly, often before anyone has heard your side. This is the usual path in Kent and King County courts.'],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Arrest or citation',
            text: 'Some people are booked into jail. Others are cited and released with a date for court, or hear nothing until a summons arrives.',
          },
          {
            title: 'First appearance and release conditions',
            text: 'If you are held, a judge usually sees you by the next court day. A no-contact order protecting the other person is common, even when the two of you live together or work together.',
          },
          {
            title: 'The charging decision',
            text: 'The Kent city prosecutor handles misdemeanors from the city; the King County Prosecuting Attorney’s Office decides felonies. Within the first 72 hours after a felony arrest, someone held in jail is usually either charged or released.',
          },
          {
            title: 'Arraignment',
            text: 'You plead not guilty, and the judge reviews the release conditions and any no-contact order. This is often the first chance to ask that an order be changed.',
          },
          {
            title: 'Evidence and investigation',
            text: 'We get the police reports, body-camera video, 911 calls, photographs, and medical records, and we find the witnesses and video the police did not.',
          },
          {
            title: 'Negotiation, motions, or trial',
            text: 'With the evidence in hand we push for a dismissal or reduction, and prepare for trial if the prosecutor will not move.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'What Not to Do After an Assault Charge',
      body: ['Almost everyone charged with assault wants to set the record straight. Please do it through us, not on your own.'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Do not contact the other person',
            text: 'Not directly, not through friends, and not online. If a no-contact order exists, any contact is a new crime, and asking someone to change their story can be charged as tampering with a witness (RCW 9A.72.120).',
          },
          { title: 'Do not give a statement to police', text: 'Explaining yourself to a detective rarely ends a case. It usually adds evidence to it.' },
          {
            title: 'Do not throw anything away',
            text: 'Keep your clothing, your phone, and any messages from before and after the incident. They can support self-defense.',
          },
          { title: 'Do not post about what happened', text: 'Even a post that sounds like self-defense can be read as an admission.' },
          {
            title: 'Do not go near the other person’s home or work',
            text: 'Not even to collect your things. If you need belongings, we can arrange a lawful way to get them.',
          },
          { title: 'Do not miss court', text: 'A missed hearing usually leads to a warrant and tighter release conditions.' },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'How a Former Prosecutor Handles an Assault Charge',
      body: [
        'Our criminal defense partner has sat where the assault prosecutor sits, so he knows how a charge is chosen: the degree usually follows the injury, the weapon, and the first officer’s impression of who started it.',
        'Each of those can be tested. Injuries can be less serious than first reported. An object called a weapon may not meet the legal definition. The person described as the aggressor may not have thrown the first punch. We build the case on those points early, while video still exists and memories are fresh.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Video, fast',
            text: 'Businesses along Meeker Street and in Kent Station, bars, apartment complexes, and doorbells record over their footage within days or weeks. We ask for it immediately.',
          },
          {
            title: 'Witnesses the police missed',
            text: 'The people who saw the start of the fight are often not the ones who talked to officers at the end of it.',
          },
          {
            title: 'The medical record',
            text: 'We compare what was charged with what a doctor actually found.',
          },
          {
            title: 'A realistic negotiation',
            text: 'A felony reduced to a misdemeanor, a misdemeanor resolved with a continuance or deferral, or a dismissal when the proof is not there.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Consequences Beyond the Sentence',
      body: [
        'An assault conviction is treated as a crime of violence by many employers, landlords, and licensing boards. It can affect custody decisions and, for people who are not U.S. citizens, immigration status.',
        'It can also cost you your firearm rights. Any felony conviction, and a conviction for fourth-degree assault or certain other offenses committed against a family or household member or intimate partner, makes it unlawful to possess a firearm in Washington (RCW 9.41.040). Federal law has its own ban for misdemeanor domestic violence convictions.',
        'Some assault convictions can later be vacated, but not all of them, and domestic violence convictions have extra conditions. Getting the right result now is far easier than repairing a record later.',
      ],
    },
    {
      type: 'attorney-spotlight',
      heading: 'A Former Prosecutor in Your Corner',
      body: [
        'Our criminal defense partner once decided which assault cases to charge. He now defends people accused of assault and harassment in Kent Municipal Court and King County Superior Court.',
        'He prepares every assault case for trial, because that is where self-defense is decided, while pressing for the dismissal or reduction the evidence supports.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Fees You Can Plan Around',
      body: [
        'We begin with a free, confidential consultation. You tell us what happened, we tell you honestly what we see, and you decide what to do.',
        'Lawyers may not charge a fee in a criminal case that depends on how it turns out (RPC 1.5(d)(2)). Our fee is a flat fee or an hourly rate, written into an agreement before you hire us that lists what it includes, so you can plan around it.',
      ],
    },
  ],
  faq: {
    heading: 'Assault Charge Questions',
    style: 'plain',
    items: [
      {
        question: 'The other person started it. Why was I the one arrested?',
        answer:
          'Officers arriving at the end of a fight have to make quick decisions, and they often arrest whoever seems to have done the most damage. That decision is not the end of the story. Self-defense, and proof of who started it, can lead to a dismissal or an acquittal.',
      },
      {
        question: 'Nobody was hurt. Can it still be assault?',
        answer:
          'Yes. An offensive touch, or an act meant to make someone fear being hurt, can be fourth-degree assault without any injury. The lack of injury still matters: it affects the degree, the strength of the case, and what the prosecutor is willing to offer.',
      },
      {
        question: 'The other person wants to drop the charges. Can they?',
        answer:
          'No. Once a case is filed, the prosecutor decides whether it goes forward. What the other person wants can influence that decision, but please let us be the ones to raise it. Contacting them yourself can create a new charge.',
      },
      {
        question: 'Will I lose my right to own a gun?',
        answer:
          'A felony conviction takes away firearm rights in Washington. So does a conviction for fourth-degree assault against a family or household member or intimate partner. While the case is open, a court order may also require you to surrender firearms. Ask us before you do anything with a gun you own.',
      },
      {
        question: 'Can a felony assault charge be reduced to a misdemeanor?',
        answer:
          'Often it can, when the injury, the weapon, or the intent does not fit the felony that was charged. A reduction from second-degree to fourth-degree assault changes the court, the sentence, and the record, and it is one of the most common goals in these cases.',
      },
      {
        question: 'What will my defense cost?',
        answer:
          'The consultation is free. After that we quote a flat fee or an hourly rate, depending on the degree and the court, and we put it in writing before you hire us. Criminal defense fees never depend on the outcome.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Assault Defense Lawyer Today',
    body: 'Call us now, before you talk to the police or anyone involved. The consultation is free and confidential, and early action can save the video and witnesses your defense depends on.',
  },
  structuredData: { serviceType: 'Assault Defense Lawyer' },
} as const satisfies CriminalAreaData;
