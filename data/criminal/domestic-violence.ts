// Copy for /kent-wa/domestic-violence-lawyer. Plain strings only: the firm's name, phone and host
// are composed in by the page from data/firm.ts. Chapter 10.99 RCW, mandatory arrest (RCW
// 10.31.100), order violations under RCW 7.105.450 (the 2022 recodification of chapter 26.50 RCW)
// and firearm surrender (RCW 9.41.800) as amended through 2024; the federal firearm ban with its
// 2022 dating-partner rule (18 U.S.C. 921(a)(33)(C)); fees per RPC 1.5.
import type { CriminalAreaData } from '../types';

export const domesticViolence = {
  slug: 'domestic-violence-lawyer',
  sourceLabel: 'domestic-violence-defense-lawyer',
  navLabel: 'Domestic Violence',
  card: 'Arrested after a domestic call, or served with a no-contact order? What the order means, what not to do, and how to get it reviewed.',
  firmName: 'primary',
  meta: {
    title: 'Kent Domestic Violence Defense Lawyer | No-Contact Orders',
    description:
      'Charged with domestic violence in Kent, WA, or bound by a no-contact order? A former prosecutor explains your rights and defends you. Free, confidential consultation.',
    keywords: [
      'Kent domestic violence lawyer',
      'DV defense attorney Kent WA',
      'no-contact order Washington',
      'RCW 10.99',
      'violation of no-contact order',
      'assault 4 DV King County',
      'Kent Municipal Court domestic violence',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Facing a Domestic Violence Charge in Kent? Start With the No-Contact Order.',
    subheadline:
      'A DV arrest can keep you out of your own home and away from your children within hours. A former prosecutor can explain the order, protect your rights, and fight the charge.',
    available247: true,
  },
  body: [
    {
      type: 'content-section',
      heading: 'Domestic Violence Is a Label, Not a Separate Crime',
      body: [
        'In Washington, “domestic violence” is not one offense. It is a designation added to an ordinary crime, such as assault, harassment, malicious mischief, or unlawful imprisonment, when the people involved are family or household members or intimate partners (RCW 10.99.020).',
        'That covers more relationships than most people expect: current and former spouses and domestic partners, people who have a child together, people who are dating or used to, adults related by blood or marriage, and people who live together or used to. A fight between adult siblings or between roommates can be charged as domestic violence.',
        'The label changes how the whole case is handled. It brings mandatory arrest in many situations, no-contact orders, firearm surrender, specialized prosecutors, and, for some repeat cases, felony charges. Washington also makes it a separate crime to stop someone from calling 911 or reporting domestic violence (RCW 9A.36.150).',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Police Arrest Even When No One Asked Them To',
      body: [
        'Many people arrested on a domestic call are told that “someone has to go tonight.” That is because Washington requires officers to arrest in many domestic situations, whatever the people involved want.',
        'Under RCW 10.31.100, an officer must generally arrest when there is probable cause to believe that, within the previous four hours, a person assaulted a family or household member or intimate partner and caused bodily injury, committed a felony assault, or made the other person fear imminent serious harm. When both people say the other started it, the officer is directed to arrest the one who appears to be the primary physical aggressor.',
        'Officers make that decision quickly, at night, often with little more than two conflicting stories and whatever marks they can see. Those decisions can be wrong, and they are among the first things we look at.',
      ],
    },
    {
      type: 'content-section',
      heading: 'The No-Contact Order: What It Means for You',
      body: [
        'A no-contact order is usually issued at the first court appearance after the arrest, as a condition of release (RCW 10.99.040). Someone arrested for a domestic violence offense must generally appear in person before a judge within one judicial day (RCW 10.99.045). If there is a conviction, the judge can issue another order as part of the sentence (RCW 10.99.050).',
        'The order can forbid any contact at all: in person, by phone, text, email, or social media, and through friends or family. It can keep you a set distance from the other person and out of a home you share, even a home you own or rent in your own name.',
        'Only a judge can change or end the order. The protected person cannot give permission for contact, and if they call or visit you, you are the one who violates the order by answering. Knowingly violating a no-contact order is a gross misdemeanor under RCW 7.105.450, and a class C felony if the violation involves an assault, conduct that recklessly risks serious injury, or follows two prior convictions for violating such orders.',
      ],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Read the order itself',
            text: 'Note exactly whom it protects, what distance it sets, which places it covers, and when it expires.',
          },
          {
            title: 'Arrange to get your belongings',
            text: 'Ask police for a civil standby, or let us arrange it. Never go back on your own, even when the other person says it is fine.',
          },
          {
            title: 'Make a plan for your children',
            text: 'If the order or a family court order affects your children, follow it exactly and let us ask the court for a schedule that works.',
          },
          {
            title: 'Ask for a review, the right way',
            text: 'We can ask the judge to change or lift the order. The protected person can also tell the court or the prosecutor’s victim advocate what they want.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Firearms and Domestic Violence Cases',
      body: [
        'When a court issues a no-contact order in a domestic violence case, it will usually order you to surrender your firearms, other dangerous weapons, and any concealed pistol license, often within a short deadline (RCW 9.41.800). The order tells you how and where to surrender them.',
        'A conviction for fourth-degree assault or certain other offenses against a family or household member or intimate partner makes it unlawful to possess a firearm in Washington (RCW 9.41.040), and federal law adds its own ban for a misdemeanor crime of domestic violence (18 U.S.C. 922(g)(9)), generally for life. Since 2022 the federal ban also covers a conviction against a dating partner, but one misdemeanor conviction against a dating partner stops disqualifying you under federal law five years after the judgment or the end of the sentence, whichever is later, if you have no further disqualifying conviction (18 U.S.C. 921(a)(33)(C)); Washington’s own prohibition is separate. Do not hand guns to a friend or move them to another house without talking to us first: that can create a new charge.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What Happens Next After a Domestic Violence Arrest',
      body: ['Domestic violence cases move on a faster track than most. This is the path they usually take in Kent and King County courts.'],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Arrest and booking',
            text: 'Often the same night as the call. People arrested for domestic violence are commonly held until they see a judge.',
          },
          {
            title: 'First appearance, within one judicial day',
            text: 'The judge decides release, sets conditions, and usually issues the no-contact order. A lawyer at this hearing can argue about the order’s terms before you are bound by them.',
          },
          {
            title: 'Charging',
            text: 'The city prosecutor files misdemeanors from Kent in Kent Municipal Court; the King County Prosecuting Attorney’s Office decides felonies, usually within about 72 hours for someone held in jail.',
          },
          {
            title: 'Arraignment',
            text: 'You plead not guilty. The court reviews the no-contact order and the release conditions again.',
          },
          {
            title: 'Discovery and investigation',
            text: 'We obtain the 911 recording, body-camera video, photographs, and statements, and interview witnesses.',
          },
          {
            title: 'Negotiation, motions, or trial',
            text: 'We press for a dismissal, a reduction, or an agreed resolution, and prepare for trial when the evidence does not support the charge.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'What Not to Do While the Case Is Open',
      body: [
        'In domestic violence cases, the most common new charge is a violation of the no-contact order, usually by someone who meant no harm. Please take these seriously.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Do not answer calls, texts, or messages from the protected person',
            text: 'Even if they reach out first, even to talk about the children or the bills.',
          },
          {
            title: 'Do not pass messages through family or friends',
            text: 'Contact through a third person is still contact.',
          },
          {
            title: 'Do not discuss the case on a jail phone',
            text: 'Calls are recorded, and jail calls are among the most common evidence in domestic violence trials.',
          },
          {
            title: 'Do not go home to pick something up',
            text: 'Use a civil standby or let us arrange it.',
          },
          {
            title: 'Do not hide, sell, or transfer firearms',
            text: 'Follow the surrender order exactly, and ask us if anything about it is unclear.',
          },
          {
            title: 'Do not post about your partner or the case',
            text: 'A post can count as contact, and it will be read by the prosecutor.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'When the Other Person Does Not Want a Prosecution',
      body: [
        'It is common for the person who called 911 to want the case dropped the next morning. In Washington that decision belongs to the prosecutor, and many prosecutors proceed even without the other person’s cooperation, using the 911 recording, what officers saw, photographs, and what was said at the scene.',
        'The spousal privilege that usually keeps one spouse from being made to testify against the other generally does not apply when one spouse is charged with a crime against the other (RCW 5.60.060). The other person may have an advocate of their own, and may speak to the prosecutor or the court about what they want.',
        'What they want still matters. A prosecutor weighing a case with an unwilling witness and thin independent evidence may agree to dismiss or reduce it. That conversation should go through your lawyer, never through you.',
      ],
    },
    {
      type: 'content-section',
      heading: 'How a Former Prosecutor Defends Domestic Violence Cases',
      body: [
        'As a former prosecutor, our criminal defense partner knows how domestic violence units decide which cases to file and which to fight. Those decisions turn on the independent evidence: the 911 call, what the first officer saw, the injuries, and statements made before anyone had time to think.',
        'We test each of those. Was the 911 call really a report of an assault, or of an argument? Do the photographs show injuries consistent with the story, or with self-defense? Did the officer identify the right person as the primary aggressor? Were your statements taken after you asked for a lawyer?',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Dismissal', text: 'When the state cannot prove its case without a witness who will not support it.' },
          {
            title: 'A reduced or non-domestic charge',
            text: 'Which can protect firearm rights and avoid the domestic violence label on your record.',
          },
          {
            title: 'A continuance or deferral',
            text: 'Many courts offer a stipulated order of continuance or a deferred sentence, often with a domestic violence evaluation and treatment, leading to dismissal when completed.',
          },
          { title: 'Trial', text: 'Including self-defense, when that is what happened.' },
        ],
      },
    },
    {
      type: 'attorney-spotlight',
      heading: 'Defended by a Former Prosecutor Who Knows These Orders',
      body: [
        'Domestic violence charges often arrive with a no-contact order that can keep a person out of their own home and away from their children. Our criminal defense partner works to modify those orders where the law allows.',
        'He prepares each domestic violence case for trial while pressing for a dismissal, a reduced charge, or a deferred outcome.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What Our Defense Costs',
      body: [
        'Talking to us costs nothing. The first consultation is free and confidential, and you can bring a family member if you wish.',
        'In Washington no lawyer may charge a fee that depends on the result of a criminal case (RPC 1.5(d)(2)). We agree a flat fee or an hourly rate with you, in writing, before you hire us, and the agreement lists what it covers, from the first hearing on the no-contact order through trial.',
      ],
    },
  ],
  faq: {
    heading: 'Domestic Violence and No-Contact Order Questions',
    style: 'plain',
    items: [
      {
        question: 'My partner wants the order lifted. What can they do?',
        answer:
          'They can tell the prosecutor’s victim advocate or the court what they want, and the court can change or end the order. Until a judge signs a new order, the old one stands. We can file the request and make sure it is heard.',
      },
      {
        question: 'Can I go home?',
        answer:
          'Not if the order keeps you away from the home, even if you own it or the lease is in your name. Going back, even briefly, is a violation. A civil standby lets you collect belongings lawfully, and we can ask the court to change the order.',
      },
      {
        question: 'What if the protected person calls or texts me?',
        answer:
          'Do not answer, and do not reply to say you cannot talk. Save the messages and tell us. The order restrains you, not them, so they generally cannot violate it by contacting you, though their conduct can sometimes lead to other charges. You can be charged for responding.',
      },
      {
        question: 'Will this affect custody of my children?',
        answer:
          'It can. Family courts must consider a history of domestic violence when deciding parenting plans (RCW 26.09.191), and a no-contact order may limit contact with children for now. How the criminal case ends can matter a great deal in family court.',
      },
      {
        question: 'Can a domestic violence conviction be vacated later?',
        answer:
          'Some can, but domestic violence convictions have extra conditions under RCW 9.96.060, including a longer waiting period. The best protection is a dismissal or a non-domestic outcome now.',
      },
      {
        question: 'How much does it cost to hire you?',
        answer:
          'The consultation is free. We then quote a flat fee or an hourly rate, in writing, before you hire us. Washington does not allow criminal defense fees that depend on the outcome of the case.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Domestic Violence Defense Lawyer Today',
    body: 'Call us before your first hearing if you can, and before you respond to anyone involved in the case. The consultation is free and confidential, and we answer urgent calls day and night.',
  },
  structuredData: { serviceType: 'Domestic Violence Defense Lawyer' },
} as const satisfies CriminalAreaData;
