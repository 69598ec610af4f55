// Wrongful death practice page (spec §2 "Practice-area pages"; §3 rich structured data).
// Copy only: the firm's name, phone and addresses are composed in from data/firm.ts.
// Written for a grieving family: no success rates or reviews here (issue 13).
import type { PracticeAreaData } from '../types';

export const wrongfulDeath = {
  slug: 'wrongful-death-lawyer',
  caseType: 'WRONGFUL DEATH',
  sourceLabel: 'wrongful-death-lawyer',
  navLabel: 'Wrongful Death',
  tile: { title: 'Wrongful Death' },
  firmName: 'alternate',
  meta: {
    title: 'Kent Wrongful Death Lawyer | Compassionate Help for Families',
    description:
      'Lost a loved one to someone else’s negligence in Kent? We guide Washington families through wrongful death and survival claims with care. Free consultation.',
    keywords: [
      'Kent wrongful death lawyer',
      'wrongful death attorney Washington',
      'RCW 4.20.010 wrongful death',
      'survival action Washington',
      'King County wrongful death claim',
      'fatal car accident lawyer Kent',
      'personal representative wrongful death',
      'wrongful death damages Washington',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Kent Wrongful Death Lawyers Standing With Grieving Families',
    subheadline:
      'When someone else’s carelessness takes a person you love, you deserve answers and accountability. We handle the legal work with care so your family can focus on each other.',
    available247: false,
    // Beside the hero's stars: for a grieving family, where the reviews are, not how many.
    ratingLine: 'Reviewed on Google by clients and families we have stood beside',
  },
  // The page's own video; its id is a fictional SAMPLE the firm replaces (data/firm.ts, videos).
  video: {
    youtubeId: 'SAMPLEvid04',
    title: 'What to expect when a family brings a wrongful-death claim',
    heading: 'Watch: What to Expect When a Family Brings a Wrongful-Death Claim',
  },
  body: [
    {
      type: 'content-section',
      heading: 'When a Loss Should Never Have Happened',
      body: [
        'Nothing prepares a family for a sudden death. In the first weeks there are funeral arrangements to make, relatives to call, and bills that keep arriving, and for many families there is also the quiet, painful question of whether the death could have been prevented. If it was caused by a careless driver, a medical mistake, an unsafe workplace, or someone’s deliberate act, Washington law gives the family a way to hold that person or company responsible.',
        'A wrongful death claim is a civil case, separate from any criminal charge. It does not depend on whether the police make an arrest or a prosecutor files charges, and it is decided under a lower standard of proof. Its purpose is to replace, as far as money can, the financial support and the companionship your family has lost, and to make the people responsible answer for what they did.',
        'We know that no lawsuit can bring your loved one back. What we can do is take the legal burden off your shoulders, explain each step in plain language, and pursue the full recovery the law allows while you grieve.',
      ],
    },
    {
      type: 'table',
      heading: 'Common Causes of Wrongful Death Claims',
      intro: [
        'Wrongful death cases arise from many kinds of events. These are the categories our attorneys see most often in Kent, the rest of King County, and Pierce County.',
      ],
      caption: 'Categories of wrongful death claims and examples of each',
      columns: ['Category', 'Examples'],
      rows: [
        [
          'Auto accidents',
          'Drunk, distracted, or speeding drivers on SR 167, I-5, or SR 516; commercial truck crashes; pedestrians and cyclists struck in crosswalks',
        ],
        [
          'Medical malpractice',
          'Missed or delayed diagnosis of stroke, sepsis, or cancer; surgical and anesthesia errors; medication mistakes; failure to monitor a patient',
        ],
        [
          'Workplace accidents',
          'Falls from roofs or scaffolding, trench collapses, forklift and crane accidents, and equipment failures at warehouses and job sites',
        ],
        [
          'Defective products',
          'Failed airbags, brakes, or tires; dangerous medical devices and drugs; space heaters, batteries, and appliances that catch fire',
        ],
        [
          'Dangerous property',
          'Drownings in unfenced pools, falls from broken stairs or balconies, apartment fires without working smoke alarms, and carbon monoxide leaks',
        ],
        ['Intentional harm', 'Assaults and shootings, including claims against a property owner or business whose negligent security made the attack possible'],
      ],
    },
    {
      type: 'content-section',
      heading: 'Steps for Your Family in the First Weeks After a Death',
      body: [
        'Grief leaves little room for paperwork, and none of this has to happen on the first day. These are the steps that protect a future claim, in roughly the order families meet them. If any of them feels like too much, tell us and we will take it on.',
      ],
      list: {
        style: 'steps',
        items: [
          'Order several certified copies of the death certificate, through the funeral home or the county’s vital records office. Banks, insurers, and the court will each want one.',
          'Ask for the medical examiner’s report and any autopsy findings, and for the police or Washington State Patrol report of the crash or incident. Write down the case number on each.',
          'Keep every bill and receipt the death has brought: the funeral and burial, the ambulance and hospital, and travel for relatives. A single folder is enough, and so is a shoebox.',
          'If the death followed a vehicle crash, ask whether your loved one’s auto policy carried personal injury protection (PIP). Unless it was declined in writing, PIP generally includes a modest funeral benefit.',
          'Do not sign a release, cash a check, or give a recorded statement to the other side’s insurer before you have had advice. Adjusters often call within days, and a signed release can end the claim.',
          'Talk as a family about the estate. Under chapter 11.28 RCW the superior court appoints a personal representative: the executor named in a will or, if there is none, generally the surviving spouse or state registered domestic partner first, then the children, the parents, and the siblings, in that order.',
          'Preserve what you can: photographs, text messages, the damaged vehicle or product, clothing, and the names of anyone who saw what happened. Ask that nothing be repaired, sold, or thrown away.',
          'Call us when you are ready. We can request the records, send preservation letters, and open the estate, so that the deadlines are protected while your family grieves.',
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Washington’s Wrongful Death and Survival Statutes',
      body: [
        'Washington treats a fatal injury as two kinds of claim, usually filed together in one lawsuit. The wrongful death statutes compensate the family for what the death has taken from them. The survival statutes carry forward the claim your loved one could have brought had they lived, including what they went through between the injury and their death.',
        'Amendments in effect since July 28, 2019, changed both. When there is no spouse, registered domestic partner, or child, parents and siblings are now beneficiaries without having to show that they depended on the person financially or lived in the United States. And both survival statutes now state that the personal representative may recover the pain and suffering, anxiety, emotional distress, and humiliation the person who died experienced, on behalf of the beneficiaries named in RCW 4.20.020.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'RCW 4.20.010',
            text: 'Allows a claim when a death is caused by the wrongful act, neglect, or default of another, brought by the personal representative of the deceased person’s estate.',
          },
          {
            title: 'RCW 4.20.020',
            text: 'Says whom the claim is for: first the spouse or state registered domestic partner and the children, including stepchildren; if there are none, the parents and siblings. The jury awards the damages that seem just under all the circumstances.',
          },
          {
            title: 'RCW 4.20.046',
            text: 'The general survival statute: the claims the person held at death pass to the personal representative. Economic losses are recovered for the estate; the person’s own suffering is recovered for the RCW 4.20.020 beneficiaries.',
          },
          {
            title: 'RCW 4.20.060',
            text: 'Keeps an injury claim from ending when the injury causes the death, if the person leaves a spouse, partner, child, parent, or sibling, and lets the personal representative pursue it for them.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Who Brings the Claim, and Who It Benefits',
      body: [
        'In Washington a family member does not file a wrongful death case in their own name. It is brought by the personal representative of the estate, even when the person left no property at all. We can help your family ask King County or Pierce County Superior Court to make that appointment so the claim can move forward.',
        'The personal representative acts for the beneficiaries, and what is recovered for their losses, and for the suffering of the person who died, is paid to them rather than to the estate’s creditors. Only the estate’s own economic losses, such as final medical bills, pass through the estate. Parents of a child who dies may also have a claim of their own under RCW 4.24.010, which since 2019 turns on a parent’s significant involvement in the child’s life rather than on financial support.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Damages Families Can Recover',
      body: [
        'Washington puts no fixed price on a life and sets no cap on these damages. The jury hears who your loved one was, what they did for the people around them, and what their absence means now and in the years ahead. Some damages compensate family members for their own losses, some belong to the estate, and some reflect what your loved one suffered but are recovered for the family.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Lost financial support',
            text: 'The earnings, benefits, and help with household bills the person would have given the family over the rest of their working life.',
          },
          {
            title: 'Loss of love and companionship',
            text: 'What a spouse, partner, or child, and, where they are the beneficiaries, a parent or sibling, has lost in care, guidance, and company.',
          },
          {
            title: 'Loss of services',
            text: 'Childcare, cooking, repairs, rides, and the other everyday work the person did for the household.',
          },
          {
            title: 'The estate’s economic losses',
            text: 'Medical bills from the final injury, funeral and burial costs, earnings lost before death, and the net savings the person would probably have built over a normal lifetime.',
          },
          {
            title: 'Suffering before death',
            text: 'The pain and suffering, anxiety, emotional distress, and humiliation your loved one experienced between the injury and death, recovered by the personal representative on behalf of the RCW 4.20.020 beneficiaries rather than as an asset of the estate.',
          },
        ],
      },
      after: [
        'Insurers sometimes argue that the person who died was partly to blame. The fault that counts is the fault of the person who died: RCW 4.22.020 applies it to the wrongful death claim, and under the pure comparative fault rule of RCW 4.22.005 it generally reduces the recovery by that share rather than barring it. If your loved one is found 30% at fault, the family can still recover 70% of the damages. The two main statutory bars end the claim entirely: RCW 5.40.060, where the person who died was under the influence of alcohol or drugs, that condition was a proximate cause of the death, and their share of fault was more than 50%; and RCW 4.24.420, where they were committing a felony that was a proximate cause of the death.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Deadlines for Wrongful Death and Survival Claims',
      body: [
        'The wrongful death claim generally must be filed within three years of the date of death, under RCW 4.16.080(2). A court will almost always dismiss a case filed late, however strong it is. Because the claim belongs to the personal representative, a child beneficiary’s age generally does not pause that clock. The survival claim can run on an earlier one: it is your loved one’s own injury claim, so its three years can start on the day of the injury rather than the day of death. When someone lives for weeks or months after a crash or a medical error, the time left for that part of the case may be shorter than the family expects.',
        'Some claims add steps before a lawsuit. A claim against a city, county, school district, or other local government requires a written claim under RCW 4.96.020, and a claim against the State of Washington one under chapter 4.92 RCW; either way the suit cannot be filed until 60 days after the claim is presented. A death that follows medical care brings its own timing rules under RCW 4.16.350 and chapter 7.70 RCW. Vehicle data, video, and witness memories also fade long before any deadline, so it helps to speak with a lawyer early, even if your family is not ready to decide anything yet.',
      ],
    },
    {
      type: 'content-section',
      heading: 'How Our Firm Helps Grieving Families',
      body: [
        'Families tell us the hardest part is not knowing what comes next. We explain each stage before it arrives, keep you informed without asking you to relive the day it happened, and move at a pace that respects your family. Nine former prosecutors on our team know how police and prosecutors investigate a fatal crash, and how to use that file, and any conviction, in the family’s civil case.',
      ],
      list: {
        style: 'steps',
        items: [
          'We listen to your family, answer your questions, and explain your options in a free consultation.',
          'We help open the estate and have a personal representative appointed.',
          'We investigate: police and medical records, expert reconstruction, witness interviews, and insurance coverage.',
          'We document every loss and negotiate with the insurers, and we prepare for trial if a fair settlement is not offered.',
        ],
      },
    },
  ],
  faq: {
    heading: 'Wrongful Death Questions Families Ask Us',
    style: 'plain',
    items: [
      {
        question: 'How long does our family have to file a wrongful death claim in Washington?',
        answer:
          'Generally three years from the date of death under RCW 4.16.080(2). The survival part of the case may have started running on the day of the injury, and a claim against a government body needs a written claim and a 60-day wait before suit. Speak with us early and we will work out the dates that apply to your family.',
      },
      {
        question: 'Who can file a wrongful death lawsuit?',
        answer:
          'The wrongful death case itself is brought by the personal representative of the estate. That is usually the executor named in the will or, without one, a close relative the court appoints. The personal representative brings the case on behalf of the spouse or registered domestic partner and children, or, if there are none, the parents and siblings. Parents of a child who died may also bring a claim of their own under RCW 4.24.010.',
      },
      {
        question: 'Can parents or siblings recover if they did not depend on the person financially?',
        answer:
          'Yes. Since the 2019 amendments, parents and siblings can be beneficiaries without proving financial dependence and wherever they live, as long as there is no surviving spouse, registered domestic partner, or child.',
      },
      {
        question: 'Does a criminal case affect our wrongful death claim?',
        answer:
          'The two cases are separate. A civil claim can go forward whether or not anyone is charged or convicted, and it uses a lower standard of proof. A conviction, however, can be powerful evidence in the civil case.',
      },
      {
        question: 'What if our loved one died in a workplace accident?',
        answer:
          'Washington workers’ compensation usually pays survivor benefits through L&I and generally bars a lawsuit against the employer, unless the employer deliberately intended the injury. A claim may still be brought against others whose negligence contributed, such as an equipment maker, a general contractor, or a property owner.',
      },
      {
        question: 'What will it cost our family to bring a claim?',
        answer:
          'Nothing to talk with us, and nothing up front. We work on a contingency fee: no attorney’s fee unless we recover money for your family, and the fee is paid from that recovery. We also advance the case costs, such as records, experts, and filing fees. If there is no recovery, your family owes no attorney’s fee and does not repay the costs we advanced; when there is a recovery, those costs are repaid from it, as your written fee agreement sets out.',
      },
    ],
  },
  closing: {
    heading: 'Let Us Carry the Legal Burden',
    body: 'When your family is ready, call us or ask for a free consultation. We will listen, explain who can bring the claim and by when, and tell you plainly what we think.',
    consultationLink: true,
  },
  structuredData: {
    serviceType: 'Wrongful Death Lawyer',
    rich: {
      serviceTypes: [
        'Wrongful Death Claims',
        'Survival Actions',
        'Fatal Car and Truck Accidents',
        'Medical Malpractice Wrongful Death',
        'Workplace Fatality Claims',
        'Defective Product Wrongful Death',
      ],
      areasServed: ['Kent', 'Seattle', 'Tacoma', 'Olympia', 'Port Orchard', 'Auburn', 'Renton', 'Federal Way'],
    },
  },
} as const satisfies PracticeAreaData;
