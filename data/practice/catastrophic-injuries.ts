// Catastrophic injuries practice page (spec §2 "Practice-area pages"). Its FAQ is the site's only
// accordion, and the closing panel adds the 'Free Consultation' link to /contact.
// Copy only: the firm's name, phone and addresses are composed in from data/firm.ts.
import type { PracticeAreaData } from '../types';

export const catastrophicInjuries = {
  slug: 'catastrophic-injuries-lawyer',
  caseType: 'CATASTROPHIC INJURIES',
  sourceLabel: 'catastrophic-injuries-lawyer',
  navLabel: 'Catastrophic Injuries',
  tile: { title: 'Catastrophic Injuries' },
  firmName: 'primary',
  meta: {
    title: 'Kent Catastrophic Injury Lawyer | Brain & Spinal Cord Injuries',
    description:
      'Brain injury, paralysis, amputation or severe burns? Our Kent catastrophic injury lawyers build claims around lifetime care and lost earnings. Free consultation.',
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
        'Most injuries heal. A catastrophic injury is one that does not, or not fully: it permanently limits how a person moves, thinks, works, or cares for themselves. These injuries often follow a high-speed crash on SR 167 or I-5, a fall from height on a job site, a defective product, or a violent assault, and many people from Kent and south King County are treated first at Harborview Medical Center in Seattle, the region’s Level I trauma center.',
        'The legal stakes are different too. A catastrophic injury claim is not about last month’s hospital bill. It is about the cost of care for decades, a career that may be over, and a family whose roles have changed overnight. Settling too early or for too little can leave an injured person without the resources they will need in twenty years, which is why these cases call for careful, patient preparation.',
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
      heading: 'Steps After a Catastrophic Injury',
      body: [
        'When a spinal cord or brain injury happens, the family usually carries the first weeks, often from a hospital waiting room. None of these steps has to be done alone, and most can wait until the person is stable. They protect both the recovery and the claim that will have to pay for it.',
      ],
      list: {
        style: 'steps',
        items: [
          'Follow the treatment plan and keep every appointment; gaps in care are the first thing an insurer points to. Ask the hospital for the discharge summary and keep a running list of every doctor, therapist, and facility, so the medical records can be gathered later.',
          'Keep a short daily journal of symptoms, abilities, and changes in mood or memory. After a brain injury, the people nearby often notice changes the injured person cannot see.',
          'Open the benefits that pay now. After a vehicle crash, that means the personal injury protection (PIP) on your own auto policy; after an injury at work, a claim with the Department of Labor and Industries (L&I). Health insurance or Apple Health covers what they do not, and an application for Social Security disability is worth starting early, because decisions take months.',
          'Ask the rehabilitation team to write down what they expect the person to need: therapy, equipment, attendant care, and changes to the home. Their recommendations become the foundation of the life care plan that will measure the claim.',
          'If the injured person cannot manage their own affairs, talk with us about who can decide for them. A durable power of attorney signed while they still have capacity may be enough; if not, a court can appoint a guardian or conservator under chapter 11.130 RCW. A settlement for a minor, or for an adult who lacks capacity, generally needs a court’s approval.',
          'Do not sign a release, a broad medical authorization, or a settlement from the at-fault party’s insurer, and do not give a recorded statement, before you have had advice. A release signed in the first weeks closes the claim before anyone knows what the injury will cost.',
          'Keep the evidence: photographs of the scene and the injuries, the damaged vehicle, helmet, or equipment, and the names of witnesses. Then call us, so we can send preservation letters before video and vehicle data are overwritten.',
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Life Care Plans: Putting a Number on the Future',
      body: [
        'A life care plan is a detailed, medically grounded forecast of everything an injured person will need for the rest of their life, and what it will cost. It is usually prepared by a certified life care planner working with the treating doctors, and an economist then calculates its present value. In a serious case it is often the single most important piece of evidence on damages.',
        'Insurers rarely volunteer these costs. We retain qualified planners early, make sure the plan reflects the treating physicians’ recommendations, and prepare it to hold up under cross-examination at trial.',
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
        'When someone else has paid for your treatment, they may have a right to be repaid from your recovery. Washington Apple Health, the state’s Medicaid program run by the Health Care Authority, Medicare, private health plans, and the Department of Labor and Industries for on-the-job injuries can all assert claims. Ignoring them can put a settlement, and future benefits, at risk.',
        'These claims can often be reduced. Federal law generally limits Medicaid’s recovery to the part of a settlement that represents medical expenses, and Washington’s made-whole rule can limit some insurers’ reimbursement until the injured person has been fully compensated, although self-funded employer plans governed by federal ERISA law may follow different rules. We audit every lien for charges unrelated to the injury and negotiate the balance down.',
        'For clients who rely on Medicaid or Supplemental Security Income, a lump-sum settlement can disrupt eligibility. We plan for that before settlement, working with planning counsel on tools such as a special needs trust, an ABLE account, or a structured settlement, so that the recovery adds to benefits rather than replacing them.',
      ],
    },
    {
      type: 'content-section',
      heading: 'The Three-Year Filing Deadline',
      body: [
        'In Washington, a lawsuit for a catastrophic injury generally must be filed within three years of the injury, under RCW 4.16.080(2). For a child, that clock generally waits until the eighteenth birthday (RCW 4.16.190). The same statute can pause it for an adult whose injury leaves them unable to understand the nature of a legal proceeding, but whether it applies is for a court to decide, and no family should count on it.',
        'A claim against a city, county, or other local government first needs a written claim under RCW 4.96.020, and a claim against the state one under chapter 4.92 RCW; each is followed by a 60-day wait before the lawsuit can be filed. An injury caused by medical care follows the separate limits of RCW 4.16.350.',
        'Catastrophic cases take time to prepare, because the full picture of an injury may not be clear until treatment stabilizes. Starting early protects evidence such as vehicle data, surveillance video, and witness memories, and leaves room to build the case properly before the deadline.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Injured Clients Choose Our Firm',
      body: [
        'Catastrophic cases are demanding and expensive to prepare, and insurers defend them hard. Our lawyers bring more than 150 years of combined experience to that work, and our managing partner, named a Super Lawyer every year since 2019, has more than 15 years of experience.',
        'We retain life care planners, vocational experts, and economists early and advance what they cost, so that the injured person’s needs are measured by people qualified to testify about them. The first consultation is free, so you can learn where you stand before deciding anything.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Compensation in a Catastrophic Injury Case',
      body: [
        'Washington sets no cap on damages for pain and suffering in injury cases, so a jury can weigh the full human cost of a life-altering injury. Each of these losses is part of the claim:',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Medical expenses', text: 'Past and future treatment, rehabilitation, and the full life care plan.' },
          { title: 'Lost income', text: 'Wages already lost and future lost earning capacity.' },
          {
            title: 'Pain and suffering',
            text: 'Chronic pain, the frustration of lost independence, and the everyday pleasures a life-altering injury takes away.',
          },
          { title: 'Disfigurement and disability', text: 'Scarring, amputation, and the loss of bodily function.' },
          { title: 'Loss of consortium', text: 'The harm to a spouse or child whose relationship with the injured person has changed.' },
        ],
      },
      after: [
        'We present these losses through the people who live with them every day, supported by medical testimony, the life care plan, and economic analysis, so that a settlement offer or a verdict reflects the whole of what has been taken.',
        'Insurers facing a claim this large often argue that the injured person was partly to blame: no helmet, too fast, not looking. Washington’s pure comparative fault rule, RCW 4.22.005, generally lowers the award by the injured person’s share instead of defeating it, so at 30% at fault, 70% of the damages are still recovered. The two main statutory bars end the claim altogether. RCW 5.40.060 bars it when the injured person was impaired by alcohol or drugs, the impairment was a proximate cause of the injury, and their share of fault is more than 50%; RCW 4.24.420 bars it when they were committing a felony that was a proximate cause of the injury. Assumption of risk and, for an injury on the job, workers’ compensation (Title 51 RCW) can also limit or bar a claim.',
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
          'Generally, an injury that permanently affects a person’s ability to work or live independently. Traumatic brain injuries, spinal cord injuries and paralysis, amputations, and severe burns are the most common examples. Serious injuries to vision, hearing, or internal organs can qualify too.',
      },
      {
        question: 'How much is my catastrophic injury case worth?',
        answer:
          'Every case is different, and no honest lawyer can promise a figure at the start. The value depends on the cost of lifetime care, lost earning capacity, the severity of pain and disability, the available insurance, and how fault is shared. A life care plan and economic analysis are usually needed before a fair number can be known.',
      },
      {
        question: 'Should I accept an early settlement offer?',
        answer:
          'Rarely this early. An offer made before the doctors can say what the injury will need for the rest of a person’s life is a guess in the insurer’s favor, and once a release is signed nothing more can be claimed. A life care plan is usually needed before any offer can be judged.',
      },
      {
        question: 'Will Medicaid or my health insurer take part of my settlement?',
        answer:
          'They may have a right to be repaid for injury-related care, but those claims can often be reduced. We review every lien, challenge unrelated charges, and plan the settlement so that needed benefits such as Apple Health or SSI are protected.',
      },
      {
        question: 'How long do I have to file a catastrophic injury claim?',
        answer:
          'Generally three years from the injury under RCW 4.16.080(2), with a written claim and a 60-day wait first if a government body is responsible. RCW 4.16.190 can pause the deadline for a child, and sometimes for an adult the injury has left unable to understand a legal proceeding, but do not rely on that without advice.',
      },
      {
        question: 'Who pays for the experts a catastrophic injury case needs?',
        answer:
          'We advance them. We work on a contingency fee: no attorney’s fee unless we recover money for you, paid from that recovery. Life care planners, economists, and medical records are case costs that we pay as the case goes on. If there is no recovery, you owe no attorney’s fee and you do not repay the costs we advanced; when there is a recovery, they are repaid from it, as your written fee agreement sets out.',
      },
    ],
  },
  closing: {
    heading: 'Plan for the Future You Deserve',
    body: 'A catastrophic injury affects every part of life, and your case should account for all of it. Call us or book a free consultation, and bring your questions about care, money, and the years ahead.',
    consultationLink: true,
  },
  structuredData: {
    serviceType: 'Catastrophic Injury Lawyer',
  },
} as const satisfies PracticeAreaData;
