// Catastrophic injuries practice page (spec §2 "Practice-area pages"). Its FAQ is the site's only
// accordion, and the closing panel adds the 'Free Consultation' link to /contact.
// Copy only: the firm's name, phone and addresses are composed in from data/firm.ts.
import type { PracticeAreaData } from '../types';

export const catastrophicInjuries = {
  slug: 'catastrophic-injuries-lawyer',
  caseType: 'CATASTROPHIC INJURIES',
  sourceLabel: 'catastrophic-injuries-lawyer',
  navLabel: 'Catastrophic Injuries',
  tile: {
    title: 'Catastrophic Injuries',
    alt: 'Person in a wheelchair working with a physical therapist in a rehabilitation gym',
  },
  firmName: 'primary',
  meta: {
    title: 'Kent Catastrophic Injury Lawyer | Brain & Spinal Cord Injuries',
    description:
      'Brain injury, paralysis, amputation or severe burns? Our Kent catastrophic injury lawyers pursue lifetime care costs. Free consultation, no fee unless we win.',
    keywords: [
      'Kent catastrophic injury lawyer',
      'traumatic brain injury attorney Washington',
      'spinal cord injury lawyer King County',
      'paralysis injury lawyer',
      'amputation injury attorney',
      'burn injury lawyer Kent',
      'life care plan personal injury',
      'lost earning capacity Washington',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Kent Catastrophic Injury Lawyers for Life-Changing Harm',
    subheadline:
      'A brain injury, paralysis, amputation, or severe burn changes everything that comes after. We build cases around the care, income, and future you have lost.',
    available247: false,
  },
  body: [
    {
      type: 'content-section',
      heading: 'What Makes an Injury Catastrophic',
      body: [
        'Most injuries heal. A catastrophic injury is one that does not, or not fully: it permanently limits how a person moves, thinks, works, or cares for themselves. These injuries often follow a high-speed crash on SR 167 or I-5, a fall from height on a job site, a defective product, or a violent assault, and many people from Kent and south King County are treated first at Harborview Medical Center in Seattle, the region\'s Level I trauma center.',
        'The legal stakes are different too. A catastrophic injury claim is not about last month\'s hospital bill. It is about the cost of care for decades, a career that may be over, and a family whose roles have changed overnight. Settling too early or for too little can leave an injured person without the resources they will need in twenty years, which is why these cases call for careful, patient preparation.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Traumatic Brain Injury',
      body: [
        'A traumatic brain injury can come from a blow to the head or from the violent back-and-forth movement of a crash, even when the head strikes nothing at all. Severe injuries are obvious in the emergency room. Moderate and so-called mild injuries are often missed, because a CT scan can look normal while the person struggles for months with memory, concentration, headaches, light sensitivity, irritability, or depression.',
        'We work with neurologists, neuropsychologists, and imaging specialists to document what changed, using testing that measures memory and processing speed and advanced MRI where appropriate. We also talk with the people who know the injured person best, because family members and co-workers can often describe the change in personality and ability more clearly than any chart.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Spinal Cord Injury and Paralysis',
      body: [
        'Damage to the spinal cord can cause paraplegia, affecting the legs and lower body, or tetraplegia, affecting all four limbs. A complete injury ends sensation and movement below the injury, while an incomplete injury leaves some function that may improve with intensive rehabilitation. Either way, the effects reach far beyond mobility, to breathing, bladder and bowel control, skin health, chronic pain, and the risk of lifelong complications.',
        'The lifetime cost of a spinal cord injury can run to many millions of dollars once attendant care, wheelchairs and their replacements, an accessible home and vehicle, and ongoing therapy are counted. We build those costs into the claim from the start, so the injured person is not left choosing between care and keeping a roof overhead.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Amputation and Severe Burns',
      body: [
        'Losing a hand, arm, foot, or leg, whether in the crash itself or through surgery afterward, means years of prosthetic fittings and therapy. Modern prosthetics can restore a great deal of function, but they are expensive, need regular adjustment, and must be replaced every few years. Phantom limb pain, skin breakdown, and the emotional weight of the loss are part of the harm as well.',
        'Severe burns from vehicle fires, electrical accidents, explosions, and defective products often require care at a specialized burn unit such as the regional burn center at Harborview, followed by skin grafts, reconstructive surgery, and long-term scar management. Burn survivors frequently face infection, contractures that limit movement, sensitivity to heat and sun, and visible scarring that affects how they live and work.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Life Care Plans: Putting a Number on the Future',
      body: [
        'A life care plan is a detailed, medically grounded forecast of everything an injured person will need for the rest of their life, and what it will cost. It is usually prepared by a certified life care planner working with the treating doctors, and an economist then calculates its present value. In a serious case it is often the single most important piece of evidence on damages.',
        'Insurers rarely volunteer these costs. We retain qualified planners early, make sure the plan reflects the treating physicians\' recommendations, and prepare it to hold up under cross-examination at trial.',
      ],
      list: {
        style: 'bullets',
        items: [
          'Future surgeries, hospital stays, medications, and specialist visits',
          'Physical, occupational, speech, and cognitive therapy',
          'In-home attendant care or residential care',
          'Wheelchairs, prosthetics, and medical equipment, with replacement schedules',
          'Home and vehicle modifications for accessibility',
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Future Lost Earning Capacity',
      body: [
        'Washington law compensates not only the wages you have already lost but the loss of your capacity to earn in the future. The question is what you could have earned over your working life without the injury, compared with what you can realistically earn now. That matters most for young people, students, and workers early in a trade, whose paychecks today do not reflect where their careers were headed.',
        'We prove this loss with vocational experts who assess what work remains possible, and economists who account for raises, benefits, retirement contributions, and household services. A machinist who can no longer stand at a lathe, or a nurse who can no longer lift patients, may face a loss worth far more than any past wage claim.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Medicaid, Medicare, and Medical Liens',
      body: [
        'When someone else has paid for your treatment, they may have a right to be repaid from your recovery. Washington Apple Health, the state\'s Medicaid program run by the Health Care Authority, Medicare, private health plans, and the Department of Labor and Industries for on-the-job injuries can all assert claims. Ignoring them can put a settlement, and future benefits, at risk.',
        'These claims can often be reduced. Federal law generally limits Medicaid\'s recovery to the part of a settlement that represents medical expenses, and Washington\'s made-whole rule can limit some insurers\' reimbursement until the injured person has been fully compensated, although self-funded employer plans governed by federal ERISA law may follow different rules. We audit every lien for charges unrelated to the injury and negotiate the balance down.',
        'For clients who rely on Medicaid or Supplemental Security Income, a lump-sum settlement can disrupt eligibility. We plan for that before settlement, working with planning counsel on tools such as a special needs trust, an ABLE account, or a structured settlement, so that the recovery adds to benefits rather than replacing them.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Compensation in a Catastrophic Injury Case',
      body: [
        'Washington does not cap damages for pain and suffering in injury cases, so a jury can weigh the full human cost of a life-altering injury. Under pure comparative fault, a person found partly at fault still recovers, reduced by their share: someone 30% at fault recovers 70% of their damages.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Medical expenses', text: 'Past and future treatment, rehabilitation, and the full life care plan.' },
          { title: 'Lost income', text: 'Wages already lost and future lost earning capacity.' },
          { title: 'Pain and suffering', text: 'Physical pain, emotional distress, and loss of enjoyment of life.' },
          { title: 'Disfigurement and disability', text: 'Scarring, amputation, and the loss of bodily function.' },
          { title: 'Loss of consortium', text: 'The harm to a spouse or child whose relationship with the injured person has changed.' },
        ],
      },
      after: [
        'We present these losses through the people who live with them every day, supported by medical testimony, the life care plan, and economic analysis, so that a settlement offer or a verdict reflects the whole of what has been taken.',
      ],
    },
    {
      type: 'content-section',
      heading: 'The Three-Year Filing Deadline',
      body: [
        'In Washington, most personal injury lawsuits must be filed within three years of the injury under RCW 4.16.080(2). Claims against a city, county, or other local government first require a written claim under RCW 4.96.020 and a 60-day waiting period, and medical negligence cases follow their own rules.',
        'Catastrophic cases take time to prepare, because the full picture of an injury may not be clear until treatment stabilizes. Starting early protects evidence such as vehicle data, surveillance video, and witness memories, and leaves room to build the case properly before the deadline.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Injured Clients Choose Our Firm',
      body: [
        'Catastrophic cases are demanding and expensive to prepare. Our team brings more than 150 years of combined experience, including nine former prosecutors who know how to investigate and how to present evidence to a jury. Our managing partner, a Super Lawyer every year since 2019, has more than 15 years of experience, and our firm has a 97% success rate and more than 400 5-star reviews.',
        'We work with life care planners, vocational experts, and economists to show the full cost of an injury, and we handle every case on a contingency fee: there is no fee unless we win. Your first consultation is free, so you can learn where you stand before deciding anything.',
      ],
    },
  ],
  faq: {
    heading: 'Catastrophic Injury Questions',
    style: 'accordion',
    items: [
      {
        question: 'What counts as a catastrophic injury?',
        answer:
          'Generally, an injury that permanently affects a person\'s ability to work or live independently. Traumatic brain injuries, spinal cord injuries and paralysis, amputations, and severe burns are the most common examples. Serious injuries to vision, hearing, or internal organs can qualify too.',
      },
      {
        question: 'How much is my catastrophic injury case worth?',
        answer:
          'Every case is different, and no honest lawyer can promise a figure at the start. The value depends on the cost of lifetime care, lost earning capacity, the severity of pain and disability, the available insurance, and how fault is shared. A life care plan and economic analysis are usually needed before a fair number can be known.',
      },
      {
        question: 'Should I accept an early settlement offer?',
        answer:
          'Be very careful. Early offers usually come before anyone knows your long-term needs, and once you sign a release the claim is closed for good. Talk with a lawyer before you sign anything.',
      },
      {
        question: 'Will Medicaid or my health insurer take part of my settlement?',
        answer:
          'They may have a right to be repaid for injury-related care, but those claims can often be reduced. We review every lien, challenge unrelated charges, and plan the settlement so that needed benefits such as Apple Health or SSI are protected.',
      },
      {
        question: 'How long do I have to file a claim?',
        answer:
          'Most Washington injury claims must be filed within three years under RCW 4.16.080(2). Claims against a government body require a written claim and a 60-day wait first, so speak with us well before the deadline.',
      },
      {
        question: 'What does it cost to hire your firm?',
        answer:
          'The consultation is free, and we work on a contingency fee, so there is no fee unless we win. Our fee comes from the recovery, not out of your pocket.',
      },
    ],
  },
  closing: {
    heading: 'Plan for the Future You Deserve',
    body: 'A catastrophic injury affects every part of life, and your case should account for all of it. Call us or request a free consultation to talk with our attorneys about your injury and your options.',
    consultationLink: true,
  },
  structuredData: {
    serviceType: 'Catastrophic Injury Lawyer',
  },
} as const satisfies PracticeAreaData;
