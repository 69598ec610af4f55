// Copy for /kent-wa/car-accident-lawyer (and its Seattle twin). Plain strings only: the firm's
// name, phone and host are composed in by the page from data/firm.ts.
import type { PracticeAreaData } from '../types';

export const carAccident = {
  slug: 'car-accident-lawyer',
  caseType: 'CAR ACCIDENTS',
  sourceLabel: 'car-accident-lawyer',
  navLabel: 'Car Accidents',
  tile: {
    title: 'Car Accidents',
    alt: 'Two cars stopped after a collision on a rain-wet city street, hazard lights on',
  },
  firmName: 'primary',
  meta: {
    title: 'Kent, WA Car Accident Lawyer | Free Consultation, No Win No Fee',
    description:
      'Hurt in a car accident in Kent, WA? Our attorneys fight for medical bills, lost wages and pain and suffering. Free consultation, no fee unless we win.',
    keywords: [
      'Kent car accident lawyer',
      'Kent WA auto accident attorney',
      'car accident lawyer Kent Washington',
      'SR 167 car accident',
      'I-5 car accident lawyer',
      'King County car accident attorney',
      'Washington statute of limitations car accident',
      'comparative fault Washington',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Hurt in a Car Accident in Kent? We Fight for What You Deserve.',
    subheadline:
      'Free consultation. No fee unless we win. Our attorneys handle the insurance companies so you can focus on getting better.',
    available247: false,
  },
  body: [
    {
      type: 'content-section',
      heading: 'Common Causes of Car Accidents in Kent',
      body: [
        'Kent sits where some of the busiest roads in the Puget Sound region meet. Commuters on SR 167 and I-5, freight trucks heading into the Kent Valley warehouses, and local drivers on Meeker Street, Kent-Kangley Road and West Valley Highway all share the same lanes, often at the same hours.',
        'Most crashes here are not freak events. They happen because someone made a choice behind the wheel: looking at a phone, following too closely in stop-and-go traffic, or rushing a yellow light. Finding that choice, and proving it, is the heart of your claim.',
        'Our Northwest weather plays a part too. Rain, glare on wet pavement and early winter darkness make careless driving more dangerous, but they do not excuse it. Washington drivers must slow down and adjust to the conditions.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Distracted driving',
            text: "Texting, scrolling or programming a GPS. Washington's distracted driving law, RCW 46.61.672, bans holding a phone while driving, even when stopped at a light.",
          },
          {
            title: 'Rear-end collisions',
            text: 'Sudden slowdowns on SR 167 and I-5 catch drivers who follow too closely.',
          },
          {
            title: 'Impaired driving',
            text: 'Alcohol, cannabis and other drugs slow reaction time and cloud judgment.',
          },
          {
            title: 'Speeding',
            text: 'Especially on Highway 18 and the long, straight stretches of the valley roads.',
          },
          {
            title: 'Failure to yield',
            text: 'Left turns and busy intersections along Meeker Street, Central Avenue and James Street.',
          },
          {
            title: 'Unsafe lane changes',
            text: 'Merging near on-ramps and the SR 167 express toll lanes, where gaps close fast.',
          },
        ],
      },
      after: ['If you are not sure what caused your crash, that is fine. Finding out is our job.'],
    },
    {
      type: 'content-section',
      heading: 'What to Do After a Car Accident in Kent',
      body: [
        'The first hours and days after a crash are confusing. These steps protect your health first and your claim second.',
        'Do what you can. If you were hurt too badly to handle some of them, that is okay. Police reports, medical records and witness statements can often be gathered later, and we can do that work for you.',
      ],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Call 911 and check for injuries',
            text: 'Ask for medical help if anyone is hurt. A police report creates an official record of what happened.',
          },
          {
            title: 'Get medical care the same day',
            text: 'Go to urgent care, an emergency room such as Valley Medical Center in Renton, or your own doctor. Concussions and whiplash often do not show symptoms for hours or days.',
          },
          {
            title: 'Document the scene',
            text: 'Photograph every vehicle, the road, traffic signals, skid marks and your injuries. Get the names and phone numbers of witnesses.',
          },
          {
            title: 'Exchange information',
            text: 'Washington law requires drivers to stop and share their name, address, insurance and vehicle details (RCW 46.52.020).',
          },
          {
            title: 'File a report if police did not',
            text: 'If no officer investigated and someone was hurt, Washington generally requires drivers to file their own collision report within four days (RCW 46.52.030).',
          },
          {
            title: 'Be careful with insurance adjusters',
            text: "Tell your own insurer about the crash, but do not give a recorded statement to the other driver's insurer before you talk to a lawyer.",
          },
          {
            title: 'Stay off social media',
            text: 'Insurers look for posts and photos they can use to argue you are not really hurt.',
          },
          {
            title: 'Call us for a free consultation',
            text: 'We will explain your options and start protecting evidence right away.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: "Washington's Three-Year Deadline to File",
      body: [
        'In Washington, you generally have three years from the date of the crash to file a personal injury lawsuit. The deadline comes from RCW 4.16.080(2), and courts enforce it strictly. Miss it, and you can lose your right to compensation no matter how strong your case is.',
        'Three years sounds like plenty of time, but strong cases are built early. Video from businesses and traffic cameras is often erased within days or weeks. Witnesses move and memories fade. Cars get repaired or sold for salvage. The sooner we start, the more evidence we can save.',
        'Some cases have extra rules. If a government vehicle or a dangerous public road played a part, such as a city truck, a King County Metro bus or a badly designed intersection, a formal claim must first be filed with the agency, followed by a 60-day waiting period before a lawsuit (RCW 4.96.020 for local governments, chapter 4.92 RCW for the state). Your own insurance policy also has notice rules for PIP and underinsured motorist coverage.',
        'The deadline can pause in limited situations, for example while an injured person is under 18. Do not count on an exception. Call us and we will tell you exactly how much time you have.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What If You Were Partly at Fault?',
      body: [
        'Insurance adjusters often say a crash was partly your fault. Sometimes it is a tactic to scare you into accepting less or dropping the claim. In Washington, that tactic should not work.',
        'Washington follows pure comparative fault under RCW 4.22.005. Your share of fault reduces your compensation, but it does not wipe it out. If you were 30% at fault, you can still recover 70% of your damages. On a $100,000 claim, that means $70,000.',
        'The adjuster does not get to set the percentages. Fault is argued with evidence: the police report, photos, vehicle data, witness statements and, when needed, accident reconstruction. Our attorneys push back on unfair blame so your share is only as large as the facts support.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Injured Drivers in Kent Choose Our Firm',
      body: [
        'When you are hurt, you need a team that answers the phone, explains what is happening and is ready to go to court if the insurer will not be fair. That is how we work.',
        'Our attorneys bring more than 150 years of combined experience. Our team includes nine former prosecutors who know how police investigations and crash reports are put together, and where they fall short. Our managing partner has more than 15 years of experience and has been named a Super Lawyer every year since 2019.',
        'We have a 97% success rate and more than 400 five-star reviews from clients. Every case is different and no lawyer can promise a result, but we can promise that your case will get real attention from people who know Kent, King County courts and the insurers who write policies here.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Free consultation', text: 'Talk with us about your crash at no cost and no obligation.' },
          { title: 'No fee unless we win', text: 'We work on a contingency fee, so you pay nothing up front.' },
          {
            title: 'Ready for trial',
            text: 'Insurers know which firms will go to court. We prepare every case as if it will.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Compensation You May Recover',
      body: [
        'Washington law lets an injured person recover both economic and non-economic damages. Economic damages are the bills and losses you can add up. Non-economic damages are the ways the crash has changed your life.',
        'We do not guess at these numbers. We gather your medical records, pay stubs and doctor opinions, and we talk with you and your family about what daily life looks like now.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Medical expenses',
            text: 'Emergency care, hospital stays, surgery, physical therapy, prescriptions and future treatment.',
          },
          {
            title: 'Lost wages',
            text: 'Time missed from work while you heal, including sick leave and vacation you had to use.',
          },
          {
            title: 'Lost earning capacity',
            text: 'If your injuries limit the work you can do in the years ahead.',
          },
          { title: 'Pain and suffering', text: 'Physical pain, emotional distress, anxiety and lost sleep.' },
          {
            title: 'Loss of enjoyment of life',
            text: 'Sports, hobbies and family activities you can no longer do the way you used to.',
          },
          {
            title: 'Property damage',
            text: 'Repair or replacement of your vehicle and belongings, plus a rental car.',
          },
        ],
      },
      after: [
        'Your own policy may help right away. Washington insurers must offer personal injury protection (PIP), which pays medical bills and some lost wages no matter who caused the crash, unless you turned it down in writing. Underinsured motorist (UIM) coverage can step in when the at-fault driver has too little insurance or none at all.',
        'We look at every source of coverage so nothing is left on the table, and we deal with medical liens and bills so you are not chasing paperwork while you recover.',
      ],
    },
  ],
  faq: {
    heading: 'Car Accident Questions We Hear Every Day',
    style: 'plain',
    items: [
      {
        question: 'How much is my car accident case worth?',
        answer:
          'It depends on your injuries, your medical bills, your lost income and how the crash affects your daily life. The available insurance matters too. We can give you an honest view once we review your records, and we will never promise a number we cannot back up.',
      },
      {
        question: "Should I talk to the other driver's insurance company?",
        answer:
          'You do not have to give them a recorded statement, and it is usually wise not to until you have spoken with a lawyer. Adjusters are trained to ask questions that can be used to shrink your claim. Let us handle those calls.',
      },
      {
        question: 'What if I did not feel hurt right away?',
        answer:
          'That is very common. Adrenaline can hide pain, and injuries like concussions and whiplash often show up a day or two later. See a doctor as soon as you notice symptoms and tell them about the crash, because insurers look for gaps in treatment.',
      },
      {
        question: 'Can I still recover if I was partly at fault?',
        answer:
          "Yes. Under Washington's pure comparative fault rule, RCW 4.22.005, your compensation is reduced by your share of fault but not eliminated. If you were 30% at fault, you can still recover 70% of your damages.",
      },
      {
        question: 'How long will my case take?',
        answer:
          'Many car accident claims settle within several months to a year, once treatment is finished and we know the full cost of your injuries. Cases that go to trial take longer. We will not rush a settlement before we know what your case is truly worth.',
      },
      {
        question: 'How much does it cost to hire your firm?',
        answer:
          'Nothing up front. The consultation is free, and we work on a contingency fee, which means no fee unless we win. We explain the fee and any case costs in writing before you sign anything.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Car Accident Lawyer Today',
    body: 'You do not have to figure this out alone. Call us or fill out the form for a free consultation. We will listen, answer your questions and explain your options, and there is no fee unless we win.',
  },
  structuredData: { serviceType: 'Car Accident Lawyer' },
} as const satisfies PracticeAreaData;
