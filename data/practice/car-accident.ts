// Copy for /kent-wa/car-accident-lawyer (and its Seattle twin). Plain strings only: the firm's
// name, phone and host are composed in by the page from data/firm.ts.
import type { PracticeAreaData } from '../types';

export const carAccident = {
  slug: 'car-accident-lawyer',
  caseType: 'CAR ACCIDENTS',
  sourceLabel: 'car-accident-lawyer',
  navLabel: 'Car Accidents',
  tile: { title: 'Car Accidents' },
  firmName: 'primary',
  meta: {
    title: 'Kent, WA Car Accident Lawyer | Free Consultation',
    description:
      'Hurt in a car crash in Kent, WA? We pursue medical bills, lost wages, and pain and suffering. Free consultation, and no attorney’s fee unless we recover money for you.',
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
      'Free consultation, and no attorney’s fee unless we recover money for you. Our attorneys handle the insurance companies so you can focus on getting better.',
    available247: false,
  },
  body: [
    {
      type: 'content-section',
      heading: 'Common Causes of Car Accidents in Kent',
      body: [
        'Kent sits where some of the busiest roads in the Puget Sound region meet. Commuters on SR 167 and I-5, freight trucks heading into the Kent Valley warehouses, and local drivers on Meeker Street, Kent-Kangley Road, and West Valley Highway all share the same lanes, often at the same hours.',
        'Most crashes here are not freak events. They happen because someone made a choice behind the wheel: looking at a phone, following too closely in stop-and-go traffic, or rushing a yellow light. Finding that choice, and proving it, is the heart of your claim.',
        'Our Northwest weather plays a part too. Rain, glare on wet pavement, and early winter darkness make careless driving more dangerous, but they do not excuse it. Washington drivers must slow down and adjust to the conditions.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Distracted driving',
            text: 'Texting, scrolling, or programming a GPS. Washington’s distracted driving law, RCW 46.61.672, generally bans holding a phone or other electronic device while driving, even when stopped in traffic or at a light; the narrow exceptions include calling 911 in an emergency.',
          },
          {
            title: 'Rear-end collisions',
            text: 'Sudden slowdowns on SR 167 and I-5 catch drivers who follow too closely.',
          },
          {
            title: 'Impaired driving',
            text: 'Alcohol, cannabis, and other drugs slow reaction time and cloud judgment.',
          },
          {
            title: 'Speeding',
            text: 'Especially on Highway 18 and the long, straight stretches of the valley roads.',
          },
          {
            title: 'Failure to yield',
            text: 'Left turns and busy intersections along Meeker Street, Central Avenue, and James Street.',
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
        'Do what you can. If you were hurt too badly to handle some of them, that is okay. Police reports, medical records, and witness statements can often be gathered later, and we can do that work for you.',
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
            text: 'Photograph every vehicle, the road, traffic signals, skid marks, and your injuries. Get the names and phone numbers of witnesses.',
          },
          {
            title: 'Exchange information',
            text: 'Drivers in a collision must stop, give their name, address, insurance company and policy number, and license plate number, show their driver’s license, and give reasonable help to anyone who is hurt (RCW 46.52.020).',
          },
          {
            title: 'File a report if police did not',
            text: 'When no officer reports on the crash, each driver must file a written collision report within four days if anyone was injured or killed, or if any one person’s property was damaged by $1,000 or more, the threshold the State Patrol sets by rule under RCW 46.52.030.',
          },
          {
            title: 'Be careful with insurance adjusters',
            text: 'Tell your own insurer about the crash, but do not give a recorded statement to the other driver’s insurer before you talk to a lawyer.',
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
      heading: 'Washington’s Three-Year Deadline to File',
      body: [
        'For injuries from a car crash, Washington generally allows three years from the day of the collision to file a lawsuit, under RCW 4.16.080(2). Courts hold drivers and passengers to that date strictly: a suit filed late can be dismissed however clear the other driver’s fault.',
        'Three years sounds like plenty of time, but strong cases are built early. Video from businesses and traffic cameras is often erased within days or weeks. Witnesses move and memories fade. Cars get repaired or sold for salvage. The sooner we start, the more evidence we can save.',
        'Some cases have extra rules. If a government vehicle or a dangerous public road played a part, such as a city truck, a King County Metro bus, or a badly designed intersection, a written claim must first be presented to the agency, and a lawsuit generally cannot be filed until 60 days after that (RCW 4.96.020 for cities, counties, and other local governments; chapter 4.92 RCW for the state). Your own insurance policy also has notice rules for PIP and underinsured motorist coverage.',
        'The deadline can pause in limited situations, for example while an injured passenger is under 18 (RCW 4.16.190). Do not count on an exception. Call us and we will work out how much time your case has left.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What If You Were Partly at Fault?',
      body: [
        'Insurance adjusters often say a crash was partly your fault. Sometimes it is a tactic to scare you into accepting less or dropping the claim. In Washington, that tactic should not work.',
        'Washington’s comparative fault statute, RCW 4.22.005, generally lowers a driver’s recovery by the driver’s own share of the blame instead of barring it. If you were 30% at fault, you can still recover 70% of your damages. On a $100,000 claim, that means $70,000.',
        'Two statutes are the main ones that bar a claim outright. Under RCW 5.40.060, an injured person who was under the influence of alcohol or drugs recovers nothing if the impairment was a proximate cause of the injury and they are found more than 50% at fault. Under RCW 4.24.420, someone hurt while committing a felony recovers nothing if the felony was a proximate cause of the injury. Those are the two main statutory bars; a few other rules, such as assumption of risk or, for an injury at work, workers’ compensation (Title 51 RCW), can also end a claim, but most often a share of the blame only shrinks the award.',
        'The adjuster does not get to set the percentages. Fault is argued with evidence: the police report, photos, vehicle data, witness statements, and, when needed, accident reconstruction. Our attorneys push back on unfair blame so your share is only as large as the facts support.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Injured Drivers in Kent Choose Our Firm',
      body: [
        'When you are hurt, you need a team that answers the phone, explains what is happening, and is ready to go to court if the insurer will not be fair. That is how we work.',
        'Nine former prosecutors are on our team. They know how a police investigation of a crash is put together and where it falls short: a witness nobody interviewed, a diagram drawn from one driver’s account, or a business camera nobody asked about.',
        'Our managing partner, named a Super Lawyer every year since 2019, has represented drivers, passengers, and pedestrians hurt in crashes over more than 15 years of practice. No lawyer can promise a result, and we will not, but your case will get real attention from people who know Kent, the King County courts, and the insurers who write auto policies here.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Free consultation', text: 'Talk with us about your crash at no cost and no obligation.' },
          {
            title: 'No attorney’s fee unless we recover money for you',
            text: 'We work on a contingency fee, so you pay nothing up front. If there is no recovery, you owe no attorney’s fee and do not repay the case costs we advanced; if there is a recovery, those costs are repaid from it, as your written fee agreement sets out.',
          },
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
        'We do not guess at these numbers. We gather your medical records, pay stubs, and doctor opinions, and we talk with you and your family about what daily life looks like now.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Medical expenses',
            text: 'Emergency care, hospital stays, surgery, physical therapy, prescriptions, and future treatment.',
          },
          {
            title: 'Lost wages',
            text: 'Time missed from work while you heal, including sick leave and vacation you had to use.',
          },
          {
            title: 'Lost earning capacity',
            text: 'If your injuries limit the work you can do in the years ahead.',
          },
          { title: 'Pain and suffering', text: 'Physical pain, emotional distress, anxiety, and lost sleep.' },
          {
            title: 'Loss of enjoyment of life',
            text: 'Sports, hobbies, and family activities you can no longer do the way you used to.',
          },
          {
            title: 'Property damage',
            text: 'Repair or replacement of your vehicle and belongings, plus a rental car.',
          },
        ],
      },
      after: [
        'Your own policy may help right away. Washington auto insurers must offer personal injury protection (PIP), which pays medical bills and some lost wages no matter who caused the crash, and your policy includes it unless you turned it down in writing. Underinsured motorist (UIM) coverage, offered on the same terms, can step in when the at-fault driver has too little insurance or none at all.',
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
          'It depends on your injuries, your medical bills, your lost income, and how the crash affects your daily life. The available insurance matters too. We can give you an honest view once we review your records, and we will never promise a number we cannot back up.',
      },
      {
        question: 'Should I talk to the other driver’s insurance company?',
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
          'Usually, yes. Under Washington’s comparative fault rule, RCW 4.22.005, your compensation is reduced by your share of fault rather than eliminated: 30% at fault still leaves you 70% of your damages. The two main statutory bars are narrow. A driver who was under the influence of alcohol or drugs recovers nothing if that was a proximate cause of the injury and the driver is more than 50% at fault (RCW 5.40.060), and neither does someone hurt while committing a felony that was a proximate cause of the injury (RCW 4.24.420).',
      },
      {
        question: 'How long will my case take?',
        answer:
          'Many car accident claims settle within several months to a year, once treatment is finished and we know the full cost of your injuries. Cases that go to trial take longer. We will not rush a settlement before we know what your case is truly worth.',
      },
      {
        question: 'What will it cost me to hire a car accident lawyer?',
        answer:
          'Nothing up front, and the consultation is free. We work on a contingency fee: our fee is a share of what we recover for you. If there is no recovery, you owe no attorney’s fee and do not repay the case costs we advanced, such as filing fees, medical records, and expert reports; if there is a recovery, those costs come out of it. Your written fee agreement sets out the percentage and the costs before you sign anything.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Car Accident Lawyer Today',
    body: 'You do not have to figure this out alone. Call us or fill out the form for a free consultation. We will listen, answer your questions, and explain your options, and you owe no attorney’s fee unless we recover money for you.',
  },
  structuredData: { serviceType: 'Car Accident Lawyer' },
} as const satisfies PracticeAreaData;
