// Wrongful death practice page (spec §2 "Practice-area pages"; §3 rich structured data).
// Copy only: the firm's name, phone and addresses are composed in from data/firm.ts.
import type { PracticeAreaData } from '../types';

export const wrongfulDeath = {
  slug: 'wrongful-death-lawyer',
  caseType: 'WRONGFUL DEATH',
  sourceLabel: 'wrongful-death-lawyer',
  navLabel: 'Wrongful Death',
  tile: {
    title: 'Wrongful Death',
    alt: 'Two people holding hands beside a bouquet of white flowers at a memorial',
  },
  firmName: 'alternate',
  meta: {
    title: 'Kent Wrongful Death Lawyer | Compassionate Help for Families',
    description:
      "Lost a loved one to someone's negligence in Kent? Our wrongful death lawyers guide Washington families with care. Free consultation, no fee unless we win.",
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
      "When someone else's carelessness takes a person you love, you deserve answers and accountability. We handle the legal work with care so your family can focus on each other.",
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
        "Nothing prepares a family for a sudden death. In the first weeks there are funeral arrangements to make, relatives to call, and bills that keep arriving, and for many families there is also the quiet, painful question of whether the death could have been prevented. If it was caused by a careless driver, a medical mistake, an unsafe workplace, or someone's deliberate act, Washington law gives the family a way to hold that person or company responsible.",
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
        [
          'Intentional harm',
          'Assaults and shootings, including claims against a property owner or business whose negligent security made the attack possible',
        ],
      ],
    },
    {
      type: 'content-section',
      heading: "Washington's Wrongful Death and Survival Statutes",
      body: [
        'Washington handles a fatal injury through two related sets of laws. The wrongful death statutes compensate the family for what they have lost. The survival statutes let the estate pursue the claims the person who died could have brought had they lived. Most cases involve both, and they are usually filed together.',
        'In 2019 the Legislature amended these statutes to widen who may recover. Before the change, parents and siblings could recover only if they depended on the person financially and lived in the United States. Today, when there is no spouse, registered domestic partner, or child, parents and siblings may be beneficiaries without proving dependency, wherever they live. The survival statutes were updated to follow the same beneficiary rules.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'RCW 4.20.010',
            text: "Allows a claim when a death is caused by the wrongful act, neglect, or default of another, and directs that the claim be brought by the personal representative of the deceased person's estate.",
          },
          {
            title: 'RCW 4.20.020',
            text: 'Names the beneficiaries and lets the jury award the damages that, under all the circumstances, seem just.',
          },
          {
            title: 'RCW 4.20.046',
            text: "The general survival statute: the deceased person's own claims, including pain and suffering before death, pass to the estate.",
          },
          {
            title: 'RCW 4.20.060',
            text: 'Keeps a personal injury claim alive when the injury causes death, for the benefit of the same family members.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Who Brings the Claim, and Who It Benefits',
      body: [
        "In Washington a family member does not file a wrongful death case in their own name. The claim belongs to the personal representative of the estate, usually the person named as executor in the will. If there is no will, the superior court appoints one, typically a spouse, adult child, or other close relative. We can help your family open the estate in King County or Pierce County Superior Court so the claim can move forward.",
        'The personal representative acts on behalf of the beneficiaries, and any recovery for their losses goes to them, not to the estate\'s creditors. Under RCW 4.20.020 the first-tier beneficiaries are the spouse or state registered domestic partner and the children, including stepchildren. Only if there are none do parents and siblings become beneficiaries. Parents who lose a minor child also have their own claim under a separate statute, RCW 4.24.010.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Damages Families Can Recover',
      body: [
        'Washington does not put a fixed price on a life. The jury considers who your loved one was, the role they played in the family, and what their absence means today and in the years ahead. Compensation is divided between the family members, for their own losses, and the estate.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Lost financial support',
            text: 'The income, benefits, and contributions the person would have provided to the family over their lifetime.',
          },
          {
            title: 'Loss of love and companionship',
            text: 'The loss of love, care, guidance, and companionship felt by a spouse, partner, children, and, where they are beneficiaries, parents and siblings.',
          },
          {
            title: 'Loss of services',
            text: 'Childcare, household work, and the everyday help the person gave.',
          },
          {
            title: 'Estate damages',
            text: 'Medical bills from the final injury, funeral and burial costs, lost earnings before death, and the savings the person would likely have accumulated over a normal lifetime.',
          },
          {
            title: 'Pain and suffering before death',
            text: 'The physical pain and fear the person experienced between the injury and their passing, recoverable through the survival statutes.',
          },
        ],
      },
      after: [
        "Washington follows pure comparative fault, so if the other side argues your loved one was partly to blame, the recovery is reduced by that share rather than barred. A family found 30% at fault, for example, can still recover 70% of its damages.",
      ],
    },
    {
      type: 'content-section',
      heading: 'The Three-Year Deadline Under RCW 4.16.080(2)',
      body: [
        'Most wrongful death claims in Washington must be filed within three years of the date of death under RCW 4.16.080(2), the same limit that applies to personal injury claims. If the case is not filed in time, the court will almost certainly dismiss it, no matter how strong it is.',
        'Some cases have extra steps. A claim against a city, county, school district, or other local government requires a written claim under RCW 4.96.020 and a 60-day waiting period before the lawsuit can be filed. Medical negligence claims follow their own timing rules under RCW 4.16.350. Evidence such as vehicle data, video footage, and witness memories also fades quickly, so it helps to speak with a lawyer early, even if your family is not ready to decide anything yet.',
      ],
    },
    {
      type: 'content-section',
      heading: 'How Our Firm Helps Grieving Families',
      body: [
        'Our team brings more than 150 years of combined experience, including nine former prosecutors who know how investigators and insurers build a case. Our managing partner has more than 15 years of experience and has been named a Super Lawyer every year since 2019. We have a 97% success rate and more than 400 5-star reviews from clients who trusted us at difficult moments.',
        'You pay nothing to talk with us, and we work on a contingency fee, so there is no fee unless we win. From the first call, we move at a pace that respects your family.',
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
        question: 'How long do we have to file a wrongful death claim in Washington?',
        answer:
          'In most cases, three years from the date of death under RCW 4.16.080(2). Claims against a government body require a written claim and a 60-day wait first, and medical negligence cases have their own rules. Because these deadlines are strict, it is wise to speak with a lawyer well before they approach.',
      },
      {
        question: 'Who can file a wrongful death lawsuit?',
        answer:
          "Only the personal representative of the estate can file. That is usually the executor named in the will or a close family member appointed by the court. The personal representative brings the case on behalf of the spouse or registered domestic partner and children, or, if there are none, the parents and siblings.",
      },
      {
        question: 'Can parents or siblings recover if they did not depend on the person financially?',
        answer:
          'Yes. Since the 2019 amendments, parents and siblings can be beneficiaries without proving financial dependence and regardless of where they live, as long as there is no surviving spouse, registered domestic partner, or child.',
      },
      {
        question: 'Does a criminal case affect our wrongful death claim?',
        answer:
          'The two cases are separate. A civil claim can go forward whether or not anyone is charged or convicted, and it uses a lower standard of proof. A conviction, however, can be powerful evidence in the civil case.',
      },
      {
        question: 'What if our loved one died in a workplace accident?',
        answer:
          "Washington workers' compensation usually provides survivor benefits and generally bars a lawsuit against the employer. A claim may still be brought against others whose negligence contributed, such as an equipment maker, general contractor, or property owner.",
      },
      {
        question: 'What does it cost to hire your firm?',
        answer:
          'The consultation is free, and we work on a contingency fee. There is no fee unless we win, and our fee comes from the recovery, not from your family\'s savings.',
      },
    ],
  },
  closing: {
    heading: 'Let Us Carry the Legal Burden',
    body: 'Talk with our attorneys about what happened, in confidence and at no cost. Call us or request a free consultation, and we will explain your family\'s rights and the next steps.',
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
