// Copy for /kent-wa/theft-lawyer. Plain strings only: the firm's name, phone and host are composed
// in by the page from data/firm.ts. Degrees by value per chapter 9A.56 RCW as amended through 2024
// (first degree over $5,000, second over $750, third $750 or less); retail theft with special
// circumstances as RCW 9A.56.360(1) lists them (tests/unit/criminal-law-2026.test.tsx); fees per RPC 1.5.
import type { CriminalAreaData } from '../types';

export const theft = {
  slug: 'theft-lawyer',
  sourceLabel: 'theft-defense-lawyer',
  navLabel: 'Theft Charges',
  card: 'Stopped for shoplifting, or accused of taking money at work? How the value of the property sets the charge, and what the store’s letter means.',
  firmName: 'primary',
  meta: {
    title: 'Kent Theft & Shoplifting Lawyer | Former Prosecutor',
    description:
      'Charged with theft or shoplifting in Kent, WA? A former prosecutor defends first, second, and third-degree theft and retail theft. Free, confidential consultation.',
    keywords: [
      'Kent theft lawyer',
      'shoplifting attorney Kent WA',
      'third degree theft Washington',
      'RCW 9A.56',
      'retail theft with special circumstances',
      'civil demand letter shoplifting Washington',
      'Kent Municipal Court theft',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Accused of Theft or Shoplifting in Kent? One Mistake Should Not Define You.',
    subheadline:
      'A theft conviction is treated as a crime of dishonesty, and it can follow you to every job application. A former prosecutor can help you keep it off your record.',
    available247: true,
  },
  body: [
    {
      type: 'content-section',
      heading: 'What Theft Means Under Washington Law',
      body: [
        'Washington defines theft broadly in RCW 9A.56.020. It covers taking or keeping control of someone else’s property or services without permission, getting them by deception, and keeping property you found or that was delivered to you by mistake, in each case with intent to deprive the owner of it.',
        'That word “intent” is the heart of most theft cases. Walking out of a store by mistake with something still in the cart, misunderstanding an agreement about money, or believing something was yours is not theft, because the state must prove you meant to deprive the owner of it. The law says so directly: it is a defense that property was taken openly under a claim of title made in good faith, even if the claim turns out to be wrong.',
        'Shoplifting is the most common theft charge in Kent, where shopping centers like Kent Station and the stores along the valley floor and the East Hill have their own loss-prevention staff. But theft also covers an employee accused of taking cash or merchandise, a tenant and landlord arguing over a deposit, or a contractor paid for work not finished.',
      ],
    },
    {
      type: 'table',
      heading: 'How the Value Sets the Charge',
      intro: [
        'The degree of a theft charge depends mostly on the value of what was taken: its market value at the time and place of the theft (RCW 9A.56.010). Values from several related thefts can sometimes be added together to reach a higher degree.',
      ],
      caption: 'Theft charges under chapter 9A.56 RCW',
      columns: ['Charge', 'Value and class'],
      rows: [
        ['Third-degree theft (RCW 9A.56.050)', 'Property or services worth $750 or less. A gross misdemeanor: up to 364 days in jail and a $5,000 fine.'],
        ['Second-degree theft (RCW 9A.56.040)', 'More than $750 but not more than $5,000, and some other property such as an access device. A class C felony.'],
        [
          'First-degree theft (RCW 9A.56.030)',
          'More than $5,000, or property of any value other than a firearm taken from another person, such as a purse snatched from a shoulder, among other situations. A class B felony.',
        ],
        ['Theft of a motor vehicle (RCW 9A.56.065)', 'Any motor vehicle, whatever its value. A class B felony.'],
        [
          'Retail theft with special circumstances (RCW 9A.56.360)',
          'A store theft committed while carrying an item or device designed, or meant to be used, to beat security systems, such as a lined bag or a tag remover; by leaving through a designated emergency exit; or by someone who has committed theft at three or more separate stores within 180 days. A felony even at lower values.',
        ],
      ],
    },
    {
      type: 'content-section',
      heading: 'What Usually Happens After a Shoplifting Stop',
      body: [
        'Store staff may detain someone they reasonably believe has taken merchandise, for a reasonable time and in a reasonable way, while they investigate or call police (RCW 4.24.220). You are often taken to a back office, asked to sign papers, and given a notice banning you from the store.',
        'Police may then arrest you or give you a citation with a court date. A third-degree theft inside Kent city limits usually goes to Kent Municipal Court; a felony theft goes to King County Superior Court, sometimes weeks later once the store or employer has sent its records to the prosecutor.',
        'Weeks after the stop, many people also receive a letter from the store or its lawyers demanding money under RCW 4.24.230. That civil demand is separate from the criminal case. Paying it does not end the charge, and not paying it is not a crime. Talk to us before you pay anything.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What Happens Next in a Theft Case',
      body: ['Here is the usual order of events in Kent and King County. Your case may move faster or slower.'],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Citation or arrest',
            text: 'Most shoplifting cases start with a citation. A felony theft or an outstanding warrant can mean booking into jail.',
          },
          {
            title: 'First appearance and release',
            text: 'If you are held, you usually see a judge by the next court day. Release without bail is the starting point under the court rules, with conditions such as staying away from the store.',
          },
          {
            title: 'The filing decision',
            text: 'If you are held on a felony, charges are usually filed or you are released within about 72 hours. Felony thefts from employers are often investigated for weeks and filed by summons.',
          },
          {
            title: 'Arraignment',
            text: 'You plead not guilty and get the reports. In many theft cases this is also when we first raise diversion or a compromise with the prosecutor.',
          },
          {
            title: 'Evidence',
            text: 'Store video, the loss-prevention report, receipts, price records, and for workplace cases, the audit and the employer’s own records.',
          },
          {
            title: 'Resolution or trial',
            text: 'Dismissal, diversion, a compromise, a reduced charge, or a trial when the state cannot prove intent or value.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'What Not to Do After a Theft Accusation',
      body: ['The instinct to apologize, explain, and pay it all back right away is understandable. Done the wrong way, it becomes evidence. Avoid these.'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Do not sign a written statement or confession',
            text: 'Loss-prevention staff and employers often ask for one. You can politely decline and ask to speak to a lawyer.',
          },
          {
            title: 'Do not go back to the store',
            text: 'If you were given a notice banning you, returning can be charged as criminal trespass (RCW 9A.52.070).',
          },
          {
            title: 'Do not pay the civil demand before talking to us',
            text: 'It may be negotiable, and how and when it is paid can matter to the criminal case.',
          },
          {
            title: 'Do not contact the employer or the owner to make it right on your own',
            text: 'Repayment can help, but it should be offered through your lawyer so it is not treated as an admission.',
          },
          { title: 'Do not throw away receipts or bank records', text: 'They can prove what you paid for and when.' },
          { title: 'Do not miss court', text: 'A bench warrant turns a manageable case into a harder one.' },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Defenses and Outcomes in Theft Cases',
      body: ['A theft charge needs proof of intent, of value, and of who took what. Each of those is often weaker than the first report suggests.'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'No intent to steal',
            text: 'Distraction, a mistake at a self-checkout, a misunderstanding about permission, or a good-faith claim that the property was yours.',
          },
          {
            title: 'The value is wrong',
            text: 'Sale prices, used condition, or double counting can bring a felony down to a misdemeanor.',
          },
          {
            title: 'Identity',
            text: 'Store video is often grainy, and a loss-prevention officer’s memory of a face is not always reliable.',
          },
          {
            title: 'A compromise',
            text: 'For some lower-level charges, the court can dismiss the case when the person harmed confirms in writing that they have been paid back (RCW 10.22.010). It is not available in every case, and the court decides.',
          },
          {
            title: 'Diversion or a continuance',
            text: 'Many courts offer diversion or a stipulated order of continuance for a first theft, ending in dismissal when the conditions are met.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'How a Former Prosecutor Handles Theft Cases',
      body: [
        'Before he defended anyone, our criminal defense partner was a prosecutor. He knows that theft cases are usually built by the store or employer first, and only then handed to police, which means the evidence was gathered by someone with a financial stake in the outcome.',
        'We check whether the video actually shows what the report says, whether the claimed value holds up, and whether the detention and search were lawful. In workplace cases we look at who else had access, how the books were kept, and whether the dispute is really about money owed rather than money taken.',
        'Prosecutors often care most about restitution. Used well, an offer to repay, made at the right time and in the right way, can turn a felony into a misdemeanor or a charge into a dismissal.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why a Theft Conviction Hurts More Than Its Sentence',
      body: [
        'Theft is a crime of dishonesty. A conviction can be used to question your truthfulness if you ever testify in court (ER 609), it is often disqualifying for jobs in retail, banking, health care, and anywhere that handles money, and it can affect professional licenses. For people who are not U.S. citizens, a theft conviction can carry serious immigration consequences.',
        'Many theft convictions can later be vacated (RCW 9.96.060 for misdemeanors and RCW 9.94A.640 for felonies), but only after a waiting period. Avoiding the conviction in the first place is almost always the better plan.',
      ],
    },
    {
      type: 'attorney-spotlight',
      heading: 'Defended by a Former Prosecutor',
      body: [
        'Our criminal defense partner spent the early part of his career as a prosecutor. He now defends people charged with theft in Kent Municipal Court and King County Superior Court, and knows when a prosecutor is open to diversion or a compromise.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Straightforward Fees',
      body: [
        'Your first consultation is free and confidential. Bring the citation, any store notice, and any letter demanding money.',
        'We never tie our fee to the outcome of a criminal case; Washington’s rules forbid it (RPC 1.5(d)(2)). We quote a flat fee or an hourly rate, and you get a written agreement listing what it covers before you hire us.',
      ],
    },
  ],
  faq: {
    heading: 'Theft and Shoplifting Questions',
    style: 'plain',
    items: [
      {
        question: 'I paid for most of my items. Can I still be charged?',
        answer:
          'Yes, if the store believes you meant to leave without paying for the rest. But intent must be proven, and mistakes at the register or self-checkout happen every day. The receipt and the store video are often the best evidence you have.',
      },
      {
        question: 'The store sent a letter demanding money. Do I have to pay?',
        answer:
          'The letter is a civil demand under RCW 4.24.230, separate from any criminal case. Not paying it is not a crime, and paying it will not make a charge go away. Let us look at it before you decide.',
      },
      {
        question: 'It was under $750. Is that serious?',
        answer:
          'Third-degree theft is a gross misdemeanor, with up to 364 days in jail and a $5,000 fine. Most first cases do not end in jail, but the conviction is a theft on your record, which is why diversion or a dismissal is worth fighting for.',
      },
      {
        question: 'If I pay it back, will the case be dropped?',
        answer:
          'Sometimes. Repayment can support a compromise under RCW 10.22.010 for some lower-level charges, or a better offer from the prosecutor. It should be offered through your lawyer, in a way that does not become an admission.',
      },
      {
        question: 'I was accused of taking money at work. What should I do?',
        answer:
          'Do not sign anything or answer questions from your employer’s investigator until you have spoken with a lawyer. Workplace theft cases are often charged as felonies weeks later, and what you say early matters.',
      },
      {
        question: 'Can a theft conviction affect my immigration status or my job?',
        answer:
          'It can. Federal immigration law often treats theft as a crime involving moral turpitude, so if you are not a U.S. citizen, talk with us before you accept any plea; we work with immigration counsel when a case needs it. Employers, licensing boards, and landlords also notice a theft conviction on a background check, which is why a dismissal, diversion, or a resolution without a theft conviction is often worth more than a lighter sentence.',
      },
      {
        question: 'What does a theft defense cost?',
        answer:
          'The consultation is free. We quote a flat fee or an hourly rate that depends on the charge and the court, in a written agreement, before you hire us. Washington does not allow criminal defense fees that depend on the outcome.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Theft Defense Lawyer Today',
    body: 'Call us before you sign, pay, or explain anything. The consultation is free and confidential, and we can tell you quickly whether diversion or a compromise may be possible.',
  },
  structuredData: { serviceType: 'Theft Defense Lawyer' },
} as const satisfies CriminalAreaData;
