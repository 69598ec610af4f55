// Copy for /kent-wa/truck-accident-lawyer (and its Seattle twin). This page uses the firm's
// alternate name and canonical host (spec §1 quirk); the page title is fixed by spec §2.
import type { PracticeAreaData } from '../types';

export const truckAccident = {
  slug: 'truck-accident-lawyer',
  caseType: 'TRUCK ACCIDENTS',
  sourceLabel: 'truck-accident-lawyer',
  navLabel: 'Truck Accidents',
  tile: { title: 'Truck Accidents' },
  firmName: 'alternate',
  meta: {
    title: 'Injured in a Kent Truck Accident?',
    description:
      'Hurt in a semi-truck crash on I-5, SR 167, or in the Kent Valley? We preserve black-box evidence and pursue every liable party. Free consultation.',
    keywords: [
      'Kent truck accident lawyer',
      'semi-truck accident attorney Kent WA',
      'Kent Valley truck crash',
      'I-5 truck accident lawyer',
      'SR 167 truck accident',
      'FMCSA hours of service violation',
      'trucking company liability Washington',
      '18-wheeler accident lawyer King County',
    ],
    canonicalHost: 'alternate',
  },
  hero: {
    headline: 'Injured in a Kent Truck Accident? We Take On the Trucking Companies.',
    subheadline:
      'Trucking companies send investigators fast. We move faster to protect the evidence. Free consultation, and no attorney’s fee unless we recover money for you.',
    available247: false,
  },
  body: [
    {
      type: 'content-section',
      heading: 'Why Truck Accidents Happen in Kent and the Kent Valley',
      body: [
        'The Kent Valley is one of the largest warehouse and distribution hubs on the West Coast. Every day, semi-trucks, box trucks, and delivery vans carry freight between valley warehouses, the ports of Seattle and Tacoma, and the freeways: I-5, SR 167, and Highway 18. Local roads like West Valley Highway, 84th Avenue South, and South 212th Street carry heavy truck traffic right alongside commuters.',
        'A fully loaded tractor-trailer can weigh up to 80,000 pounds, the usual federal limit on interstate highways, roughly 20 times more than a typical car. It needs far more room to stop and has large blind spots on every side. When a driver or a trucking company cuts corners, the results are rarely minor.',
        'Many truck crashes trace back to a company decision, not just a driver mistake: an unrealistic delivery schedule, a skipped brake repair, or a driver hired without proper checks. That matters, because it changes who can be held responsible.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Driver fatigue', text: 'Long shifts and tight delivery windows push drivers past safe limits.' },
          {
            title: 'Speeding and following too closely',
            text: 'Especially in the stop-and-go traffic on SR 167 and I-5 near Kent.',
          },
          {
            title: 'Wide turns and blind spots',
            text: 'Trucks swinging into warehouse driveways and tight valley intersections.',
          },
          {
            title: 'Overloaded or unsecured cargo',
            text: 'Shifting loads cause rollovers and jackknifes; federal cargo securement rules are in 49 CFR Part 393.',
          },
          { title: 'Poor maintenance', text: 'Worn brakes, bald tires, and broken lights that should have been fixed.' },
          {
            title: 'Distracted or impaired driving',
            text: 'Phones, dispatch screens, alcohol, and drugs all slow reaction time.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Federal Trucking Rules and the Evidence That Proves a Violation',
      body: [
        'Commercial truck drivers follow stricter rules than other drivers. The Federal Motor Carrier Safety Administration (FMCSA) limits how long they may drive under its hours-of-service rules in 49 CFR Part 395, part of the federal safety regulations in Parts 390 to 399. A property-carrying driver generally may drive no more than 11 hours after 10 consecutive hours off duty, may not drive past the 14th hour after coming on duty, and must take a 30-minute break after 8 cumulative hours of driving. Weekly limits also apply: no driving after 60 hours on duty in 7 days, or 70 hours in 8 days.',
        'Most trucks now carry an electronic logging device (ELD) that records driving time automatically. The engine control module, often called the black box, records speed, braking, and throttle in the moments before a crash. Many fleets also use dash cameras, GPS tracking, and dispatch messages. Together, this evidence can show a tired driver, a speeding truck, or a company that pushed its schedule.',
        'This evidence does not last. Federal rules generally require carriers to keep hours-of-service records for only six months, and black-box data can be overwritten when the truck goes back on the road. That is why we send a preservation letter to the trucking company right away, demanding that it keep every record, download, and video tied to your crash.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What to Do After a Truck Accident',
      body: [
        'After a truck crash, the trucking company and its insurer often have a response team at the scene within hours. You deserve someone protecting your side just as quickly.',
        'Your health comes first. If you are reading this from a hospital bed, focus on the last step and let us handle the rest.',
      ],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Call 911',
            text: 'Ask for medical help and make sure police come to the scene and write a report.',
          },
          {
            title: 'Get medical care right away',
            text: 'Serious truck crash injuries are often treated at Harborview Medical Center in Seattle or Valley Medical Center in Renton. Follow every treatment plan.',
          },
          {
            title: 'Write down the truck details',
            text: 'Photograph the truck, the trailer, the company name, and the USDOT number painted on the cab door, plus the driver’s license and insurance information.',
          },
          {
            title: 'Photograph the scene',
            text: 'Capture vehicle positions, skid marks, spilled cargo, road conditions, and your injuries.',
          },
          {
            title: 'Find witnesses',
            text: 'Other drivers and nearby warehouse workers often see exactly what happened. Get their names and numbers.',
          },
          {
            title: 'Do not talk to the trucking company’s insurer',
            text: 'Their adjusters work to limit what the company pays. Do not give a recorded statement or sign anything.',
          },
          {
            title: 'Call us as soon as you can',
            text: 'We can send preservation letters and start our own investigation before key evidence disappears.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Who Can Be Held Liable for a Truck Accident',
      body: [
        'A car crash usually involves one at-fault driver and one insurance policy. A truck crash can involve several companies, each with its own insurer and its own lawyers. Finding every responsible party can make a major difference in what you recover.',
        'Interstate carriers hauling general freight must generally carry at least $750,000 in liability coverage under federal rules (49 CFR Part 387), and many carry more. When several parties share the blame, more coverage may be available to pay for serious, long-term injuries.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'The truck driver',
            text: 'For speeding, distraction, fatigue, impairment, or breaking traffic laws.',
          },
          {
            title: 'The trucking company',
            text: 'For its driver’s negligence, and for its own choices in hiring, training, supervising, and scheduling drivers.',
          },
          {
            title: 'The shipper or loader',
            text: 'When cargo was overloaded, badly balanced, or not secured, often at a warehouse dock.',
          },
          {
            title: 'The maintenance company',
            text: 'When brakes, tires, lights, or other parts were inspected or repaired carelessly.',
          },
          {
            title: 'Parts manufacturers',
            text: 'When a defective brake, tire, or steering part caused or worsened the crash.',
          },
        ],
      },
      after: [
        'Trucking companies sometimes claim the driver was an independent contractor to avoid responsibility. Federal rules and Washington law often do not let them off that easily. We dig into the contracts, the dispatch records, and who really controlled the work.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Washington’s Three-Year Deadline for Truck Accident Claims',
      body: [
        'A lawsuit over injuries from a truck crash generally must be filed within three years of the collision, under RCW 4.16.080(2). Miss that date and the claim against the driver, the carrier, and everyone else responsible is usually lost for good.',
        'The evidence runs out long before the legal deadline does. Carriers generally must keep hours-of-service records for only six months, black-box data can be overwritten once the truck is back in service, and warehouse security video is often recorded over within days. Waiting even a few weeks can cost you the proof that the driver was over hours or the truck was unsafe.',
        'If a government vehicle or a public road defect was involved, such as a county dump truck or a badly signed work zone, a written claim must first be presented to the agency, and a lawsuit generally cannot be filed until 60 days after that (RCW 4.96.020 for local governments, chapter 4.92 RCW for the state). We will identify every deadline that applies to you at your free consultation.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Choose Our Firm After a Truck Crash',
      body: [
        'Trucking companies and their insurers are well funded and well prepared, and their defense of the case starts on the day of the crash. You need a team that is just as ready: our attorneys bring more than 150 years of combined experience to that fight.',
        'Nine former prosecutors are part of our team. They have built cases from police reports, data downloads, and witness testimony, and they know how to use the federal safety rules to show where a driver or a carrier cut corners.',
        'We know the Kent Valley, its freight corridors, and the King County courts. We cannot promise an outcome, but we prepare each truck case as if it is going to trial, because that is what makes a carrier’s insurer take it seriously.',
        'We take truck cases on a contingency fee, and their costs can be large: accident reconstruction, downloads of the truck’s data, and experts on the federal rules. We advance those costs. If there is no recovery, you owe no attorney’s fee and do not repay them; if there is a recovery, they are repaid from it, as your written fee agreement sets out.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Compensation After a Truck Accident',
      body: [
        'Truck crashes often cause life-changing injuries: brain injuries, spinal cord damage, broken bones, burns, and amputations. Your claim should account for the full cost of those injuries, now and in the future.',
        'Trucking companies often argue that the other driver shares the blame. Under Washington’s comparative fault statute, RCW 4.22.005, a share of fault generally reduces what you recover instead of barring it: found 30% at fault, you would still receive 70% of your damages.',
        'Two statutes are the main statutory bars. RCW 5.40.060 bars the claim of an injured person who was under the influence of alcohol or drugs when that impairment was a proximate cause of the injury and they are found more than 50% at fault. RCW 4.24.420 bars the claim of someone injured while committing a felony that was a proximate cause of the injury.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Medical care',
            text: 'Emergency treatment, surgery, rehabilitation, therapy, and future care.',
          },
          { title: 'Lost income', text: 'Wages you missed and earning capacity you lost because of your injuries.' },
          {
            title: 'Pain and suffering',
            text: 'Physical pain, emotional trauma, and the loss of activities you enjoyed.',
          },
          {
            title: 'Home and vehicle changes',
            text: 'Ramps, wheelchair access, and vehicle modifications when injuries are permanent.',
          },
          { title: 'Property damage', text: 'Repair or replacement of your vehicle and belongings.' },
        ],
      },
    },
  ],
  faq: {
    heading: 'Truck Accident FAQs',
    style: 'plain',
    items: [
      {
        question: 'Who pays for my injuries after a truck accident?',
        answer:
          'Usually the trucking company’s insurance pays, but other parties may share responsibility, such as the shipper, the loader, or a maintenance company. Each may have its own insurance. We investigate every one of them so you are not left with only part of what you are owed.',
      },
      {
        question: 'Should I give a statement to the trucking company’s insurer?',
        answer:
          'No, not before you talk with a lawyer. Their adjusters are trained to ask questions that can be used against you later. Let us handle all contact with the trucking company and its insurer.',
      },
      {
        question: 'How long does a trucking company keep its driving logs?',
        answer:
          'Federal rules generally require carriers to keep hours-of-service records and supporting documents for six months. Black-box data can be lost even sooner. That is why it is important to call us quickly, so we can demand that this evidence be preserved.',
      },
      {
        question: 'What if the driver says he was an independent contractor?',
        answer:
          'That does not automatically protect the trucking company. Under federal rules and Washington law, the carrier whose authority the truck runs under is often still responsible. We look at the contracts and dispatch records to find out who really controlled the trip.',
      },
      {
        question: 'The trucking company says I was partly to blame. Can I still recover?',
        answer:
          'Generally, yes. Washington’s comparative fault rule, RCW 4.22.005, reduces your recovery by your share of the fault rather than ending it, and the carrier’s claim that you share the blame still has to be proved with evidence. There are two main statutory bars: no recovery for someone who was under the influence of alcohol or drugs when that was a proximate cause of the injury and who is more than 50% at fault (RCW 5.40.060), and none for someone hurt while committing a felony that was a proximate cause of the injury (RCW 4.24.420).',
      },
      {
        question: 'How long do I have to file a truck accident claim in Washington?',
        answer:
          'Generally three years from the crash, under RCW 4.16.080(2), and a claim against a government agency needs a written claim to the agency and a waiting period first. The deadline that matters more in a truck case is the evidence: logs kept for six months and black-box data that can be overwritten. Call us early so we can demand that it be preserved.',
      },
      {
        question: 'What does a truck accident case cost me?',
        answer:
          'Nothing up front. The consultation is free, and we take truck cases on a contingency fee. If nothing is recovered, you owe no attorney’s fee and do not repay the case costs we advanced, however much the experts and data downloads cost; if there is a recovery, costs are repaid from it. Every term is in the written fee agreement you see before you decide.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Truck Accident Lawyer Today',
    body: 'The trucking company is already building its case. Start building yours. Call us or fill out the form for a free consultation, and you owe no attorney’s fee unless we recover money for you.',
  },
  structuredData: { serviceType: 'Truck Accident Lawyer' },
} as const satisfies PracticeAreaData;
