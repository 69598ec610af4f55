// Copy for /kent-wa/dui-lawyer. Plain strings only: the firm's name, phone and host are composed in
// by the page from data/firm.ts. Statements of law checked against the RCW as amended through
// 2024, and as in force from January 1, 2026 where it changed then: a second deferred prosecution
// in limited cases (RCW 10.05.010), felony DUI's fifteen-year lookback (RCW 46.61.502(6)); the
// hearing's 7 days run from the license notice (RCW 46.20.308). tests/unit/criminal-law-2026.test.tsx
// holds these. Fees per RPC 1.5 (no fee that depends on the outcome in a criminal case).
import type { CriminalAreaData } from '../types';

export const dui = {
  slug: 'dui-lawyer',
  sourceLabel: 'dui-defense-lawyer',
  navLabel: 'DUI Defense',
  card: 'Arrested for DUI or physical control? You have 7 days from the license notice to ask for a hearing. Here is what to do first.',
  firmName: 'primary',
  meta: {
    title: 'Kent DUI Lawyer | Former Prosecutor | Free Consultation',
    description:
      'Arrested for DUI in Kent, WA? You have 7 days to request a license hearing. A former prosecutor defends DUI and physical control charges. Free consultation.',
    keywords: [
      'Kent DUI lawyer',
      'DUI attorney Kent WA',
      'Kent Municipal Court DUI',
      'King County DUI defense',
      'RCW 46.61.502',
      'implied consent hearing Washington',
      'Department of Licensing DUI hearing',
      'physical control charge Washington',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Arrested for DUI in Kent? You Have 7 Days to Protect Your License.',
    subheadline:
      'A DUI arrest starts two cases at once: a criminal charge and a license suspension. Talk to a former prosecutor today, free and in confidence.',
    available247: true,
  },
  body: [
    {
      type: 'content-section',
      heading: 'Two Cases Start the Night You Are Arrested',
      body: [
        'If you were stopped on SR 167, Kent-Kangley Road, or anywhere in the valley and arrested for driving under the influence, you are now facing two separate cases. They run on different clocks, and losing track of either one costs you.',
        'The first is the criminal case. A DUI arrest inside Kent city limits by Kent Police is usually filed in Kent Municipal Court. A stop by the Washington State Patrol on a state highway, or by the King County Sheriff outside city limits, is often filed in King County District Court instead. A felony DUI goes to King County Superior Court, which hears many South County cases at the Maleng Regional Justice Center, 401 Fourth Avenue North in Kent.',
        // The licensing hearing is the department's, held by its hearing officer, not a court's (RCW 46.20.308(8), ch. 308-103 WAC).
        'The second is a civil action by the Washington State Department of Licensing against your driving privilege. It does not wait for the criminal case. It has its own hearing, before a Department of Licensing hearing officer rather than a judge, and a deadline that starts running with its notice, which after a breath test is usually handed to you the day you are arrested.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Your 7-Day Deadline to Request a License Hearing',
      body: [
        'Under Washington’s implied consent law, RCW 46.20.308, the Department of Licensing will suspend or revoke your license after a DUI arrest if your breath or blood test was over the legal limit, or if you were accused of refusing the test. The officer should have handed you a notice explaining this.',
        'You can challenge that action at an administrative hearing, but only if you ask for one within 7 days of the notice. After a breath test or a refusal, the officer usually gives you the notice at the arrest. After a blood test, the notice comes later, from the Department of Licensing once the result is in, and the 7 days run from that notice. Do not wait: weekends count toward the 7 days, and the Department of Licensing generally will not accept a late request. The request comes with a hearing fee, which can be waived if you cannot afford it.',
        'If you do not ask in time, the suspension or revocation takes effect automatically, usually 60 days after the arrest. A hearing also gives your lawyer a first, sworn look at the officer’s report and the reasons for the stop, often long before the criminal case reaches that point.',
      ],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Find the notice',
            text: 'Look through the papers the officer gave you for the Department of Licensing notice and the date on it. After a blood test, watch your mail for it.',
          },
          {
            title: 'Count 7 days from that date',
            text: 'Write the last day on your phone and on paper, and aim to file days before it, not on it.',
          },
          {
            title: 'Request the hearing',
            text: 'The request can be made online or in writing to the Department of Licensing. We can file it for you if you hire us in time.',
          },
          {
            title: 'Keep proof',
            text: 'Save the confirmation or a copy of what you sent, with the date.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'What Washington’s DUI Law Says',
      body: [
        'The DUI statute, RCW 46.61.502, makes it a crime to drive in Washington in any of these situations. The prosecutor only has to prove one of them, and many complaints charge more than one.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Alcohol at 0.08 or higher',
            text: 'An alcohol concentration of 0.08 or more within two hours after driving, shown by a breath or blood test.',
          },
          {
            title: 'THC at 5.00 nanograms or higher',
            text: 'A THC concentration of 5.00 or more per milliliter of blood within two hours after driving, shown by a blood test.',
          },
          {
            title: 'Under the influence or affected',
            text: 'Being under the influence of or affected by alcohol, cannabis, or any drug, including a prescription, whatever a test shows or even with no test at all.',
          },
          {
            title: 'Drivers under 21',
            text: 'A lower limit of 0.02 applies to drivers under 21 (RCW 46.61.503).',
          },
        ],
      },
      after: [
        'Physical control, RCW 46.61.504, is the companion charge for someone found in the driver’s seat of a parked car while impaired or over the limit, even with the engine off. The law gives a defense if you moved the vehicle safely off the roadway before an officer began pursuing you.',
        'For most people a DUI or physical control charge is a gross misdemeanor, with a maximum of 364 days in jail and a $5,000 fine. It becomes a class B felony if the driver has three or more prior DUI-related offenses within fifteen years (the period was ten years before January 1, 2026), or has ever been convicted of vehicular homicide or vehicular assault committed while under the influence, or of a felony DUI or physical control (RCW 46.61.502(6)).',
      ],
    },
    {
      type: 'content-section',
      heading: 'Breath Tests, Blood Tests, and Refusals',
      body: [
        'Roadside tests come first: walking a line, standing on one leg, following a pen with your eyes, and often a small handheld breath device. In Washington these roadside tests are voluntary, and you can politely decline them.',
        'The implied consent law covers the breath test given after arrest, usually at the police station on a certified machine. Before that test the officer must read you warnings about what a refusal or a high result means for your license. A blood test generally needs a search warrant, or a narrow exception such as a true emergency.',
        'Refusing the breath test after arrest has real costs. The Department of Licensing revokes the license of a driver who refuses for at least one year, the refusal can be used as evidence at trial (RCW 46.61.517), and a refusal raises the mandatory minimum sentence if you are convicted. If you already refused, it is not the end of your defense: whether the warnings were read correctly, and whether the refusal was real, are questions we look at closely.',
        'After arrest you also have the right to talk to a lawyer as soon as practicable, and officers usually offer a call to an on-call public defender before the breath test. If you were not given that chance, tell us.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What Happens Next: Arrest, Booking, Release, and Court',
      body: [
        'Nobody explains the order of things on the night of an arrest. Here is how a DUI case usually moves in King County. Your own case may skip a step or add one.',
      ],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Arrest and the breath test',
            text: 'You are taken to a station, read your rights and the implied consent warnings, and asked to give two breath samples.',
          },
          {
            title: 'Booking or release',
            text: 'Some people are booked into a city or county jail. Others are released the same night with a citation, the license notice, and a court date.',
          },
          {
            title: 'First appearance and bail',
            text: 'If you are held, you usually see a judge by the next court day. Washington’s court rules presume release on your promise to come back unless the judge finds a real risk that you will not return or that you are a danger, and the judge can set conditions such as no alcohol, alcohol monitoring, or an ignition interlock.',
          },
          {
            title: 'The first 72 hours',
            text: 'Request the license hearing, write down everything you remember while it is fresh, keep receipts from where you ate or drank that night, and call a lawyer before you speak about the case to anyone.',
          },
          {
            title: 'Arraignment',
            text: 'Your first formal hearing: within 3 days of the charge being filed if you are held in jail or released on conditions in the same case, as most people arrested for DUI are, and otherwise within 14 days of your first appearance. You enter a plea of not guilty, which keeps every option open, and the judge confirms or changes your release conditions.',
          },
          {
            title: 'Pretrial hearings and motions',
            text: 'Your lawyer gets the reports, video, and breath-test records, raises motions to suppress evidence, and negotiates with the prosecutor. Most of the work on a DUI happens here.',
          },
          {
            title: 'Resolution or trial',
            text: 'The case ends in a dismissal, a reduced charge, a deferred prosecution, a plea, or a trial before a jury of six in district or municipal court.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'What Not to Do After a DUI Arrest',
      body: ['People hurt their own cases in the first days after an arrest, almost always by trying to fix things quickly. Avoid these mistakes.'],
      list: {
        style: 'bullets',
        items: [
          { title: 'Do not let the 7 days pass', text: 'A missed hearing request cannot usually be undone.' },
          {
            title: 'Do not explain yourself to the officer or the prosecutor',
            text: 'Calls from jail are recorded, and anything you say about the night can be used against you.',
          },
          {
            title: 'Do not post or text about it',
            text: 'Messages to friends and posts about where you were that night are easy for the state to find.',
          },
          {
            title: 'Do not drive if your license is suspended',
            text: 'Driving while suspended is a separate crime, and it makes every part of the DUI case harder.',
          },
          {
            title: 'Do not break a release condition',
            text: 'If the judge ordered no alcohol or monitoring, one slip can put you back in jail before trial.',
          },
          {
            title: 'Do not plead guilty at the first hearing',
            text: 'Even a first DUI carries a mandatory minimum sentence (jail, or in some cases home monitoring instead), a license action, and years on your record. Get advice first.',
          },
          {
            title: 'Do not miss court',
            text: 'A missed date usually means a bench warrant. If you cannot make it, call us or the court before the hearing.',
          },
        ],
      },
    },
    {
      type: 'table',
      heading: 'What a First DUI Can Cost You',
      intro: [
        'Washington sets mandatory minimum sentences for DUI in RCW 46.61.5055. A judge may suspend the mandatory jail time only in narrow cases, such as when serving it would put your physical or mental well-being at substantial risk, and must give the reasons in writing; and in some cases the court may order electronic home monitoring or 24/7 sobriety monitoring instead of jail. The figures below are for a driver with no prior DUI-related offense in the last seven years. Penalties rise steeply with each prior offense.',
      ],
      caption: 'Mandatory minimums and other consequences for a first DUI conviction in Washington (RCW 46.61.5055)',
      columns: ['Consequence', 'First DUI, no prior offense in seven years'],
      rows: [
        [
          'Jail',
          'At least 24 consecutive hours if the test result was under 0.15; at least two days if it was 0.15 or higher, or if there was no result because of a refusal. In some cases the court may order electronic home monitoring or 24/7 sobriety monitoring instead.',
        ],
        [
          'Fine',
          'At least $350 with a result under 0.15, and at least $500 with a result of 0.15 or higher or a refusal, plus assessments and costs that often add much more. The maximum is $5,000.',
        ],
        ['Maximum sentence', 'Up to 364 days in jail, as a gross misdemeanor.'],
        [
          'License',
          'A suspension or revocation that comes with the conviction, separate from the Department of Licensing action after the arrest, and an ignition interlock requirement (RCW 46.20.720).',
        ],
        ['Probation', 'Up to five years of court supervision, often with alcohol treatment and victim impact panel conditions.'],
        ['Your record', 'A DUI conviction counts as a prior offense if you are arrested again, and it raises insurance costs for years.'],
      ],
    },
    {
      type: 'content-section',
      heading: 'How a Former Prosecutor Takes a DUI Apart',
      body: [
        'Our criminal defense partner was a prosecutor before he was a defense lawyer. From the other side of the courtroom he learned which parts of a DUI file worry a prosecutor, and which parts a prosecutor hopes no one reads closely.',
        'A DUI looks simple on paper: a stop, some roadside tests, a number. In practice each step has rules, and the state has to follow all of them. When it does not, the right motion can keep evidence out of court, and a case without its key evidence is a case the prosecutor has to rethink.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'The reason for the stop',
            text: 'Washington’s constitution, article I, section 7, protects privacy more strongly than the federal Fourth Amendment. A stop without a lawful reason can unravel everything that follows.',
          },
          {
            title: 'The breath test itself',
            text: 'The machine, its maintenance and certification records, the 15-minute observation period before the test, and whether the operator followed the protocol.',
          },
          {
            title: 'The blood draw',
            text: 'Whether there was a warrant, when the blood was drawn, and how it was stored and tested.',
          },
          {
            title: 'The video',
            text: 'Dash-camera and body-camera footage often shows steady balance and clear speech that the written report leaves out.',
          },
          {
            title: 'Your rights at the station',
            text: 'The implied consent warnings and your access to a lawyer before the test.',
          },
        ],
      },
      after: [
        'Depending on the evidence and your history, the outcome we work toward may be a dismissal, a reduction to a lesser charge such as negligent driving in the first degree (RCW 46.61.5249) or reckless driving (RCW 46.61.500), a deferred prosecution for someone whose drinking or drug use needs treatment (chapter 10.05 RCW), or a trial. Deferred prosecution for a DUI or physical control charge used to be available only once in a lifetime. Since January 1, 2026, RCW 10.05.010 allows a second deferred prosecution in limited cases; whether you qualify depends on your history and a treatment assessment, and we will check it with you. No lawyer can promise a result, and we will tell you plainly what we think your options are.',
      ],
    },
    {
      type: 'attorney-spotlight',
      heading: 'Your DUI Defense, Led by a Former Prosecutor',
      body: [
        'Our criminal defense partner spent the first years of his career deciding which cases to charge. Today he defends people charged with DUI in Kent Municipal Court, King County District Court, and King County Superior Court.',
        'He works the license hearing and the criminal case together, so what the officer says under oath at one can be tested at the other.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What a DUI Defense Costs',
      body: [
        'Your first consultation is free and confidential. We will listen to what happened, look at your paperwork, and tell you what we think before you decide anything.',
        'Washington’s rules of professional conduct do not allow a lawyer to charge a criminal defendant a fee that depends on the outcome (RPC 1.5(d)(2)). So we quote a flat fee or an hourly rate for your case, explain exactly what it covers, such as the license hearing, motions, and trial, and put it in a written agreement before you hire us. You know the cost before you commit to anything.',
      ],
    },
  ],
  faq: {
    heading: 'DUI Questions People Ask Us First',
    style: 'plain',
    items: [
      {
        question: 'Will I lose my license?',
        answer:
          'Not necessarily, and not right away. The Department of Licensing action usually starts 60 days after the arrest, and only if you do not win the hearing. You must ask for that hearing within 7 days of the license notice, which after a blood test comes later, from the Department of Licensing. Even if your license is suspended, you may qualify for an ignition interlock driver’s license to keep driving to work (RCW 46.20.385).',
      },
      {
        question: 'Is a first DUI a misdemeanor?',
        answer:
          'In Washington a first DUI is a gross misdemeanor, the more serious kind of misdemeanor. It still carries a mandatory minimum sentence (jail, or in some cases electronic home monitoring or 24/7 sobriety monitoring instead), fines, a license action, and an ignition interlock requirement, so it deserves a real defense.',
      },
      {
        question: 'I refused the breath test. Is my case lost?',
        answer:
          'No. A refusal leads to a license revocation of at least a year and can be mentioned at trial, but the state must still prove you were impaired. We also check whether the warnings were read correctly and whether what happened was truly a refusal.',
      },
      {
        question: 'Can a DUI be reduced or dismissed?',
        answer:
          'Sometimes. A DUI can be dismissed or reduced to a lesser charge when the stop, the test, or the paperwork has problems, or when the evidence of impairment is weak. Deferred prosecution is another path for someone who needs treatment. It depends on the facts and your history.',
      },
      {
        question: 'What if I hold a commercial license or am not a U.S. citizen?',
        answer:
          'Tell us right away. A DUI arrest can disqualify a commercial driver’s license under chapter 46.25 RCW, even for a stop in your own car, and some outcomes carry immigration consequences. Both change how we approach your case.',
      },
      {
        question: 'How much will a DUI lawyer cost?',
        answer:
          'The consultation is free. After that, we charge a flat fee or an hourly rate that depends on the case, explained in a written agreement before you hire us. Washington does not allow criminal defense fees that depend on the outcome.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent DUI Defense Lawyer Today',
    body: 'Call now, day or night. Once you have the license notice, the 7-day clock to ask for your hearing is running, and we can help you meet it. Your first consultation is free and confidential.',
  },
  structuredData: { serviceType: 'DUI Defense Lawyer' },
} as const satisfies CriminalAreaData;
