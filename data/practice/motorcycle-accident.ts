// Copy for /kent-wa/motorcycle-accident-lawyer (and its Seattle twin). Spec §1 states 24/7
// availability on this page, so the hero flag is on and the copy says so.
import type { PracticeAreaData } from '../types';

export const motorcycleAccident = {
  slug: 'motorcycle-accident-lawyer',
  caseType: 'MOTORCYCLE ACCIDENTS',
  sourceLabel: 'motorcycle-accident-lawyer',
  navLabel: 'Motorcycle Accidents',
  tile: { title: 'Motorcycle Accidents' },
  firmName: 'primary',
  meta: {
    title: 'Kent Motorcycle Accident Lawyer | Free Consultation, 24/7',
    description: 'Hurt in a motorcycle crash in Kent, WA? We fight rider bias and insurance lowballs. Available 24/7 for urgent matters. Free consultation.',
    keywords: [
      'Kent motorcycle accident lawyer',
      'motorcycle accident attorney Kent WA',
      'motorcycle crash lawyer King County',
      'left turn motorcycle accident',
      'Washington motorcycle helmet law',
      'lane splitting Washington accident claim',
      'Highway 18 motorcycle accident',
      'injured motorcyclist lawyer',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Kent Motorcycle Accident Lawyers Who Stand Up for Riders',
    subheadline:
      'Available 24/7 for urgent matters. Free consultation, and no attorney’s fee unless we recover money for you. We fight the bias riders face so you are treated fairly.',
    available247: true,
  },
  body: [
    {
      type: 'content-section',
      heading: 'How Motorcycle Crashes Happen Around Kent',
      body: [
        'Riders in the Kent area know the roads well: SR 167 through the valley, Highway 18 up toward I-90, the Maple Valley Highway, Green River Road, and Kent-Kangley Road. They also know the danger comes less from the road than from drivers who do not see them.',
        'The most common motorcycle crash is a car turning left in front of an oncoming rider. Washington law already answers who should wait: under RCW 46.61.185, a driver turning left must yield to oncoming traffic that is in the intersection or close enough to be an immediate hazard. “I never saw the motorcycle” is not a defense. It is an admission that the driver was not looking carefully enough.',
        'A rider has no seat belt, airbag, or steel frame. Even a low-speed impact can throw a rider to the pavement, which is why motorcycle crashes so often cause broken bones, road rash, spinal injuries, and brain injuries.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Left-turn crashes',
            text: 'A driver turns across the path of an oncoming motorcycle at an intersection or driveway.',
          },
          {
            title: 'Unsafe lane changes',
            text: 'A driver merges without checking a blind spot, common on I-5 and SR 167.',
          },
          {
            title: 'Rear-end collisions',
            text: 'A driver fails to stop behind a rider at a light or in slowing traffic.',
          },
          {
            title: 'Distracted drivers',
            text: 'A few seconds on a phone is all it takes to miss a motorcycle.',
          },
          {
            title: 'Dangerous roads',
            text: 'Potholes, gravel, uneven pavement, and debris that a car barely notices can throw a rider.',
          },
          { title: 'Car doors', text: 'A parked driver opens a door into a passing rider.' },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Rider Bias, Helmets, and Lane Splitting: What They Mean for Your Claim',
      body: [
        'Many riders face an unfair assumption after a crash: that motorcyclists are reckless and probably caused it. Insurance adjusters know some jurors share that bias, and they use it to offer less. We push back with facts: the physical evidence, witness accounts, camera footage, and, when needed, accident reconstruction experts.',
        'Washington requires every motorcycle rider and passenger to wear a helmet meeting the federal DOT standard, under RCW 46.37.530. If you were not wearing one, you still have a claim. The insurer may argue that a helmet would have reduced a head injury, but that argument cannot touch your broken leg, your road rash, or the fact that the driver caused the crash.',
        'Lane splitting, riding between lanes or rows of traffic, is illegal in Washington under RCW 46.61.608. Even so, it does not end your claim. If a driver was also careless, for example by changing lanes without looking, that driver is still responsible for their share.',
        'Washington’s comparative fault statute, RCW 4.22.005, is why neither question ends the case: a rider’s own share of fault, whether over a helmet or a lane position, generally lowers the award in proportion and no more. A rider found 30% at fault could still recover 70% of their damages, and only the share the evidence supports counts against you.',
        'Two other statutes set hard limits for riders. Under RCW 5.40.060, a rider who was under the influence of alcohol or drugs recovers nothing if the impairment was a proximate cause of the injury and the rider is found more than 50% at fault. Under RCW 4.24.420, a rider hurt while committing a felony recovers nothing if the felony was a proximate cause of the injury.',
        'Do not let an adjuster tell you your case is over because of a helmet or a lane question. Talk to us first.',
      ],
    },
    {
      type: 'content-section',
      heading: 'What to Do After a Motorcycle Accident',
      body: [
        'Motorcycle injuries are often worse than they first seem. These steps protect your recovery and your right to compensation.',
        'We are available 24/7 for urgent matters. If you or a family member is in the hospital right now, call us any time and we will help you figure out what comes next.',
      ],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Call 911',
            text: 'Get medical help and a police report. Do not move an injured rider unless there is immediate danger.',
          },
          {
            title: 'Get checked by a doctor',
            text: 'Go to the emergency room or Valley Medical Center in Renton even if you feel okay. Head and internal injuries can hide for hours.',
          },
          {
            title: 'Keep your gear',
            text: 'Do not throw away your helmet, jacket, or boots. Damage to your gear helps show how the crash happened.',
          },
          {
            title: 'Photograph everything',
            text: 'Your bike, the other vehicle, the intersection, skid marks, road hazards, and your injuries.',
          },
          {
            title: 'Collect witness information',
            text: 'Names and phone numbers of anyone who saw the crash, including other riders.',
          },
          {
            title: 'Do not discuss fault with the insurer',
            text: 'Politely decline a recorded statement to the driver’s insurance company.',
          },
          {
            title: 'Call us',
            text: 'The sooner we start, the sooner we can secure video and other evidence.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Washington’s Three-Year Filing Deadline',
      body: [
        'A rider hurt in Washington generally has three years from the day of the crash to file a personal injury lawsuit, under RCW 4.16.080(2). After that date, the claim can be barred for good, however badly the driver behaved.',
        'Do not wait until the deadline is close. Surveillance video from nearby businesses is often erased within days, and witnesses become harder to find. Your bike may be repaired or sold for salvage before anyone examines it, and your helmet and gear show the force of the impact only while they are kept as they were.',
        'If the crash involved a government vehicle or a hazard on a public road, such as a pothole or loose gravel left after roadwork, a written claim must first be presented to the agency, and a lawsuit generally cannot be filed until 60 days after that (RCW 4.96.020 for local governments, chapter 4.92 RCW for the state). We can tell you which deadlines apply to your case.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Riders Choose Our Firm',
      body: [
        'We treat riders with respect. We know that most motorcyclists ride carefully, and we make sure insurers and juries see you as a person, not a stereotype.',
        'Our attorneys bring more than 150 years of combined experience to building a case from the physical evidence up, so that the facts, not assumptions about riders, decide who was careless.',
        'Reviewers on Google have left us more than 400 5-star reviews. No lawyer can guarantee a result, but we can promise you will be kept informed, and you can reach us 24/7 for urgent matters.',
        'We work on a contingency fee. If there is no recovery, you owe no attorney’s fee and do not repay the case costs we advanced, such as a reconstruction expert’s study of the crash; if there is a recovery, those costs are repaid from it, as your written fee agreement sets out.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Compensation for Injured Motorcyclists',
      body: [
        'Motorcycle injuries can mean months of treatment, time away from work and, sometimes, permanent changes to your life. Washington law lets you recover for all of it, not just the bills you have today.',
        'We work with your doctors to understand your future care, and we make sure every loss is documented before we negotiate.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Medical expenses',
            text: 'Emergency care, surgery, skin grafts for road rash, physical therapy, and future treatment.',
          },
          { title: 'Lost wages', text: 'Income you missed while recovering, and reduced earning capacity.' },
          {
            title: 'Pain and suffering',
            text: 'Physical pain, anxiety, sleep problems, and emotional distress.',
          },
          {
            title: 'Scarring and disfigurement',
            text: 'Road rash and surgical scars that change how you look and feel.',
          },
          {
            title: 'Loss of enjoyment of life',
            text: 'Including the loss of riding itself, if your injuries keep you off the bike.',
          },
          { title: 'Bike and gear', text: 'Repair or replacement of your motorcycle, helmet, and riding gear.' },
        ],
      },
      after: [
        'If the driver who hit you had little or no insurance, your own underinsured motorist coverage may help. We review every policy that could apply.',
      ],
    },
  ],
  faq: {
    heading: 'Motorcycle Accident FAQs',
    style: 'plain',
    items: [
      {
        question: 'Can I still recover if I was not wearing a helmet?',
        answer:
          'Yes. Not wearing a helmet does not by itself bar your claim. The insurer may argue that a helmet would have reduced a head injury, but that has nothing to do with your other injuries or with who caused the crash.',
      },
      {
        question: 'I was lane splitting when I was hit. Do I have a case?',
        answer:
          'Possibly. Lane splitting is illegal in Washington under RCW 46.61.608, but under the comparative fault rule of RCW 4.22.005 your share of blame generally reduces your recovery rather than ending it, and a careless driver is still responsible for their share. The two main statutory bars apply when you were under the influence of alcohol or drugs, that was a proximate cause of your injury, and you are found more than 50% at fault (RCW 5.40.060); or you were committing a felony that was a proximate cause of your injury (RCW 4.24.420). Other rules, such as assumption of risk, can bar a claim in rarer cases.',
      },
      {
        question: 'The driver said they never saw me. Does that help them?',
        answer:
          'No. Drivers have a duty to look for motorcycles, and a driver turning left must yield to oncoming traffic that is close enough to be a hazard, under RCW 46.61.185. Not seeing a rider who was there to be seen is usually evidence of careless driving, not a defense.',
      },
      {
        question: 'How long do I have to file a motorcycle accident claim?',
        answer:
          'Generally three years from the crash, under RCW 4.16.080(2), and a claim against a government agency needs a written claim to the agency first. Gravel, skid marks, and business video disappear much sooner, so it is best to call us soon.',
      },
      {
        question: 'Can I reach you after hours?',
        answer: 'Yes. We are available 24/7 for urgent matters. If you or someone you love was just hurt, call us any time.',
      },
      {
        question: 'Do I pay anything to hire a motorcycle accident lawyer?',
        answer:
          'Not up front. The consultation is free, and we take riders’ cases on a contingency fee: when nothing is recovered, you owe no attorney’s fee and do not repay the case costs we advanced. When there is a recovery, we are repaid those costs from it, as your written fee agreement sets out.',
      },
    ],
  },
  closing: {
    heading: 'Hurt on Your Bike? Talk to Us Today.',
    body: 'We are available 24/7 for urgent matters. Call us or fill out the form for a free consultation with a Kent motorcycle accident lawyer. You owe no attorney’s fee unless we recover money for you.',
  },
  structuredData: { serviceType: 'Motorcycle Accident Lawyer' },
} as const satisfies PracticeAreaData;
