// Boating accident practice page (spec §2 "Practice-area pages": causes, inland versus coastal
// hazards, why boating claims are specialised, the lead attorney, five FAQs, call to action).
// Copy only: the firm's name, phone, addresses and the attorney's name are composed in from data/.
import type { PracticeAreaData } from '../types';

export const boatingAccident = {
  slug: 'boating-accident-lawyer',
  caseType: 'BOATING ACCIDENTS',
  sourceLabel: 'boating-accident-lawyer',
  navLabel: 'Boating Accidents',
  tile: { title: 'Boating Accidents' },
  firmName: 'primary',
  meta: {
    title: 'Kent Boating Accident Lawyer | Puget Sound & Lake Injury Claims',
    description:
      'Hurt on Puget Sound, Lake Washington or the Green River? Our Kent boating accident lawyers handle state and federal maritime injury claims. Free consultation.',
    keywords: [
      'Kent boating accident lawyer',
      'Puget Sound boating accident attorney',
      'Lake Washington boat accident',
      'maritime injury lawyer Washington',
      'Jones Act lawyer',
      'jet ski accident lawyer',
      'boating under the influence injury',
      'Limitation of Liability Act claim',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Kent Boating Accident Lawyers for Injuries on the Water',
    subheadline:
      'From Lake Washington to Commencement Bay, boating injuries raise legal questions that ordinary car-crash claims never do. We help injured boaters, passengers, and families get answers.',
    available247: false,
  },
  body: [
    {
      type: 'content-section',
      heading: 'Common Causes of Boating Accidents',
      body: [
        'Boating is part of life in western Washington, and on a sunny weekend the lakes and bays around Kent fill quickly with powerboats, sailboats, personal watercraft, kayaks, and paddleboards. Most accidents are not freak events. They happen because someone operated carelessly, ignored the rules of the road on the water, or failed to maintain a vessel.',
        'Boat crashes are also unforgiving. There are no seatbelts or airbags, passengers are easily thrown overboard, and a propeller can cause devastating injuries in seconds. Common causes include:',
      ],
      list: {
        style: 'bullets',
        items: [
          'Operator inattention and failure to keep a proper lookout',
          'Excessive speed in crowded water, near docks, or at night',
          'Boating under the influence of alcohol or cannabis',
          'Operator inexperience and unfamiliarity with navigation rules',
          'Large wakes that swamp small boats or throw passengers',
          'Engine, steering, and fuel-system failures, including carbon monoxide and fires',
          'Overloading and missing or ill-fitting life jackets',
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Inland Versus Coastal Hazards',
      body: [
        'Where an accident happens shapes both how it happened and which law applies. On inland water, the danger is usually crowding. Lake Washington and Lake Sammamish draw wakeboard boats, personal watercraft, and swimmers into the same summer coves, and on busy weekends the crowding near log booms, public docks, and the floating bridges leads to collisions. The Green River, which runs through Auburn and Kent, brings different risks for rafters, tubers, and kayakers: fast, cold current, submerged logs and strainers, and flows that change with releases from upstream.',
        'Puget Sound is a working waterway. In Elliott Bay and Commencement Bay, recreational boats share space with container ships, tugs with barges, and the Washington State Ferries, whose routes from downtown Seattle to Bainbridge and Bremerton and from Point Defiance to Vashon cross some of the busiest water in the state. A large vessel cannot stop or turn quickly, and small boats that wander into ferry lanes or shipping channels can be run down before anyone reacts.',
        'Tides in the Sound can swing more than ten feet in a day, creating strong currents at places such as the Tacoma Narrows, and the water stays cold all year, usually in the 40s and 50s even in August. In water that cold, a person thrown overboard can be disabled by cold shock within minutes, which is why a clear explanation of who did what, and when, is so important to a claim.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Boating Claims Are Specialized',
      body: [
        'Many boating accidents on navigable waters such as Puget Sound and Lake Washington fall under federal maritime law rather than, or alongside, ordinary Washington negligence law. Maritime law has its own rules of fault, its own deadlines, and protections for vessel owners that can catch injured people off guard. Often the claim can still be filed in a Washington court, such as King County Superior Court, but the court applies maritime rules.',
        'Washington’s own boating laws, in chapter 79A.60 RCW, still matter on every lake and bay in the state: they set the standards an operator is measured against, and a violation is often the clearest evidence of carelessness.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'General maritime law',
            text: 'Governs negligence and product claims on navigable waters, with its own rules for weighing fault, for deaths on the water, and for the care a vessel owner owes the passengers and guests aboard.',
          },
          {
            title: 'The Jones Act',
            text: 'Lets crew members injured at work, such as deckhands, fishermen, and tug crews, sue their employer for negligence, alongside claims for maintenance and cure and unseaworthiness.',
          },
          {
            title: 'The Limitation of Liability Act',
            text: 'Allows a vessel owner, within six months of receiving written notice of a claim, to ask a federal court (46 U.S.C. § 30529, formerly § 30511) to cap liability at the value of the boat after the accident, plus any pending freight, and to halt other lawsuits. An owner who had privity or knowledge of the cause cannot limit, and since the FY2023 National Defense Authorization Act the cap no longer covers small passenger vessels (inspected boats under 100 gross tons carrying up to 150 passengers, or 49 overnight), such as many tour and excursion boats.',
          },
          {
            title: 'Boater education card',
            text: 'Under RCW 79A.60.630, operators of motorboats with 15 horsepower or more generally must carry a Washington boater education card; operating without one can be evidence of inexperience.',
          },
          {
            title: 'Boating under the influence',
            text: 'RCW 79A.60.040 makes it unlawful to operate a vessel recklessly or under the influence of alcohol, cannabis, or any drug, using the same 0.08 alcohol and 5.00 THC concentrations as the driving law. A death or serious injury caused that way can be charged as homicide or assault by watercraft (RCW 79A.60.050 and 79A.60.060).',
          },
        ],
      },
      after: [
        'The Limitation of Liability Act deserves special attention. When a wrecked boat is worth little, the owner may try to limit a claim to almost nothing, and once a limitation case is filed, injured people usually have to present their claims in that federal case by a court-set deadline. Sending the right written notice at the right time, and being ready to respond, can decide how much of a recovery is possible.',
        'Injuries at a public dock, boat launch, or swimming beach raise one more rule. Under RCW 4.24.210, a landowner, public or private, that lets the public use its land or water for outdoor recreation, boating included, without charging a fee is generally not liable for unintentional injuries to those users. The main exception is an injury caused by a known dangerous artificial latent condition, a hidden hazard built or placed there, for which no warning sign was conspicuously posted.',
      ],
    },
    {
      type: 'attorney-spotlight',
      attorney: 'halvorsen',
      heading: 'Meet Our Maritime Lead',
      body: [
        'Our boating and maritime cases are led by an attorney who concentrates on injuries that happen on the water. She reviews each case from the first call for the questions that matter most: whether maritime law applies, whether a limitation action is likely, and which insurance policies and vessel owners may be responsible.',
        'She works with marine surveyors, accident reconstruction experts, and medical specialists to establish what happened on the water, and she handles both recreational boating injuries and maritime workplace injuries to crew and dock workers. With our maritime lead on your case, you have someone who knows these rules and deadlines before the other side raises them.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Filing Deadlines for Boating Injury Claims',
      body: [
        'A boating injury claim under Washington law generally must be filed within three years of the accident, under RCW 4.16.080(2). A claim for injury or death arising from a maritime tort generally has three years under federal law too (46 U.S.C. § 30106), and Jones Act claims follow the same three-year limit. When the dock, launch, or patrol boat belongs to a city, county, or port district, a written claim under RCW 4.96.020 comes first; when it belongs to a state agency such as State Parks, the claim is made under chapter 4.92 RCW. Either way the lawsuit must wait 60 days after the claim is presented.',
        'The six-month window in the Limitation of Liability Act is a deadline for the vessel owner, not for you, but once notice of a claim is sent it can set events moving much faster than the three-year deadline suggests. Evidence on the water also disappears quickly: boats are repaired or sold, and witnesses scatter once a season ends. State and federal rules generally require the operator to report an accident that causes a death, a disappearance, or an injury needing more than first aid, so ask whether a report was filed. Contacting a lawyer early gives us time to preserve the boat, photographs, GPS data, and that report.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Choose Our Firm After a Boating Accident',
      body: [
        'When alcohol or cannabis is part of a boating accident, the marine patrol’s investigation often becomes the backbone of the civil case. Nine former prosecutors on our team know how an impaired-operator investigation is built, what its file can show, and how to obtain it.',
        'We handle boating injuries, maritime and workplace injuries on vessels and docks, and wrongful death claims arising from accidents on the water. Your consultation is free, and we take boating cases on a contingency fee: no attorney’s fee unless we recover money for you. We also advance what a boating case costs, from marine surveyors to accident reconstruction. If there is no recovery, you owe no attorney’s fee and do not repay those costs; when there is a recovery, they are repaid from it, as your written fee agreement sets out.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Compensation for Boating Accident Injuries',
      body: [
        'Injured boaters, passengers, swimmers, and water-sport participants may recover both economic and non-economic damages. If a loved one died, the family may bring a wrongful death claim, and maritime law adds its own rules for deaths on the water.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Medical care', text: 'Emergency treatment, surgery, rehabilitation, and future care.' },
          { title: 'Lost income', text: 'Wages already lost and reduced ability to earn in the future.' },
          {
            title: 'Pain and suffering',
            text: 'Physical pain, the fear of being thrown into cold water, and lost enjoyment of the water and of everyday life.',
          },
          { title: 'Scarring and disability', text: 'Propeller injuries, amputations, and other permanent harm.' },
          { title: 'Maintenance and cure', text: 'For injured crew members, daily living costs and medical care until maximum recovery.' },
        ],
      },
      after: [
        'Fault is often shared on the water. Where Washington law governs, its pure comparative fault rule, RCW 4.22.005, generally reduces an award by the injured person’s share rather than barring it, so a boater found 30% at fault can still recover 70% of the damages. Washington’s two main statutory bars end the claim outright: under RCW 5.40.060, when the injured person was under the influence of alcohol or drugs, that condition was a proximate cause of the injury, and they were more than 50% at fault; and under RCW 4.24.420, when they were committing a felony that was a proximate cause of the injury. Where federal maritime law governs, it weighs fault by its own comparative rule, and whether those state bars apply is one of the questions we answer early.',
      ],
    },
  ],
  faq: {
    heading: 'Boating Accident FAQs',
    style: 'plain',
    items: [
      {
        question: 'Does maritime law apply to my boating accident?',
        answer:
          'It depends on where it happened and what you were doing. Accidents on navigable waters such as Puget Sound and Lake Washington involving a vessel usually fall under federal maritime law, while some smaller lakes and rivers may not. We sort this out early because it affects deadlines and damages.',
      },
      {
        question: 'Who can be held responsible for a boating accident?',
        answer:
          'Responsibility may fall on the operator, the boat owner, a rental or charter company, a marina, or the manufacturer of a defective boat, engine, or part. More than one of them is often involved, and each may carry its own insurance policy.',
      },
      {
        question: 'What is the Limitation of Liability Act, and why does it matter?',
        answer:
          'It is a federal law that lets a vessel owner ask a federal court to cap liability at the post-accident value of the boat. It does not protect an owner who had privity or knowledge of the cause, and since the FY2023 National Defense Authorization Act it no longer covers small passenger vessels, such as many tour and excursion boats, so a charter or tour passenger’s claim may not be capped at all. The owner must file within six months of receiving written notice of a claim, and the court then sets a deadline for claimants. Having a lawyer involved early helps you respond on time.',
      },
      {
        question: 'I was hurt while working on a boat. What are my options?',
        answer:
          'If you are a crew member, the Jones Act and general maritime law may let you claim against your employer, including maintenance and cure. Dock and harbor workers are often covered by a different federal compensation law instead. We can help you identify which rules apply to your job.',
      },
      {
        question: 'How long do I have to file a boating injury claim?',
        answer:
          'Generally three years, under RCW 4.16.080(2) or the federal maritime limit. A claim against a government body needs a written claim and a 60-day wait before suit, and a vessel owner’s limitation action can shorten your practical time to act.',
      },
    ],
  },
  closing: {
    heading: 'Talk With Our Boating Injury Team',
    body: 'Whether your accident happened on a lake, a river, or Puget Sound, we can explain which laws apply and what your claim may be worth. Call us for a free consultation.',
  },
  structuredData: {
    serviceType: 'Boating Accident Lawyer',
  },
} as const satisfies PracticeAreaData;
