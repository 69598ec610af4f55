// Premises liability practice page (spec §2 "Practice-area pages": what a premises claim is, why
// choose the firm, case examples, who is liable, the four elements, steps after injury, insurance,
// recoverable damages, proof of liability, FAQs, closing call to action).
// Copy only: the firm's name, phone and addresses are composed in from data/firm.ts.
import type { PracticeAreaData } from '../types';

export const premisesLiability = {
  slug: 'premises-liability-lawyer',
  caseType: 'PREMISES LIABILITY',
  sourceLabel: 'premises-liability-lawyer',
  navLabel: 'Premises Liability',
  tile: { title: 'Premises Liability' },
  firmName: 'primary',
  meta: {
    title: 'Kent Premises Liability Lawyer | Slip and Fall Injury Claims',
    description:
      'Hurt in a slip and fall or on unsafe property in Kent? Our premises liability lawyers investigate quickly and hold owners accountable. Free consultation.',
    keywords: [
      'Kent premises liability lawyer',
      'slip and fall lawyer Kent WA',
      'premises liability attorney King County',
      'negligent security lawyer Washington',
      'trip and fall injury claim',
      'apartment stair injury landlord',
      'RCW 4.96.020 claim',
      'store injury lawyer',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Kent Premises Liability Lawyers for Slip, Trip, and Fall Injuries',
    subheadline:
      'When a property owner ignores a hazard and you get hurt, Washington law can hold them responsible. We investigate quickly, before the evidence is cleaned up.',
    available247: false,
  },
  body: [
    {
      type: 'content-section',
      heading: 'What Is a Premises Liability Claim?',
      body: [
        'Premises liability is the area of law that holds property owners and occupiers responsible for injuries caused by unsafe conditions on their property. The most familiar example is a slip and fall on a wet or icy floor, but these claims also cover trip hazards, broken stairs and railings, poor lighting, falling objects, swimming pool accidents, assaults made possible by inadequate security, and, in narrow circumstances, dog attacks on rental property.',
        'Washington law asks what the owner owed you based on why you were there. Customers and members of the public invited onto a property are invitees: the owner must use reasonable care to protect them from dangerous conditions it knows about or would find by a reasonable inspection, by repairing the hazard or warning about it. Social guests are licensees: the owner must make safe, or warn them about, dangers it knows of and that a guest is unlikely to notice, but need not inspect for hidden ones. Trespassers are generally owed only protection from willful or wanton harm, although a child drawn onto land by a dangerous attraction can be owed more.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Choose Our Firm for a Premises Case',
      body: [
        'Property owners and their insurers often respond to an injury claim by blaming the injured person for not watching where they were going. We answer that defense with facts: the inspection logs, the video, and the complaints that came before your fall.',
        'That kind of case is built on evidence gathered before it disappears. Our team brings more than 150 years of combined experience to gathering it, and our managing partner has been named a Super Lawyer every year since 2019. Every consultation is free, and the last question below explains what a premises case costs you, including when there is no recovery.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Examples of Premises Liability Cases',
      body: [
        'Every property case turns on its own facts, but most fall into a few familiar patterns. These examples show the kinds of situations that can support a claim in Kent and across King and Pierce counties.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Slip and fall on a wet grocery floor',
            text: 'A shopper slips on spilled liquid in a produce aisle that staff had not checked or cleaned for a long stretch, with no warning sign in place.',
          },
          {
            title: 'Broken stairs at an apartment complex',
            text: 'A tenant falls through a rotted exterior step that other residents had reported to the property manager months earlier.',
          },
          {
            title: 'Negligent security in a parking garage',
            text: 'A visitor is assaulted in a garage where lights had been out for weeks, the gate was broken, and earlier crimes had put the owner on notice.',
          },
          {
            title: 'Falling merchandise',
            text: 'Heavy boxes stacked on a high shelf in a warehouse-style store fall onto a customer below because they were not secured.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Who Can Be Held Liable?',
      body: [
        'Responsibility belongs to whoever controlled the property and the hazard, and more than one party may share it. Identifying all of them early matters, because each may carry separate insurance.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Property owners', text: 'Homeowners and commercial owners who allow dangerous conditions to remain.' },
          {
            title: 'Landlords',
            text: 'Washington’s Residential Landlord-Tenant Act, RCW 59.18.060, requires landlords to keep shared areas reasonably safe and to make needed repairs.',
          },
          { title: 'Property managers', text: 'Companies hired to inspect, maintain, and repair buildings and common areas.' },
          { title: 'Businesses', text: 'Stores, restaurants, gyms, and hotels that lease space and control the floor where customers walk.' },
          {
            title: 'Government entities',
            text: 'Cities, counties, school districts, and the state, for hazards on public sidewalks, in public buildings, and in public parks.',
          },
        ],
      },
      after: [
        'Claims against a government entity have an extra step. Before suing a city, county, school district, or other local government, you must present a written claim under RCW 4.96.020; a claim against the State of Washington goes to the state’s Office of Risk Management under chapter 4.92 RCW. In both cases the lawsuit cannot be filed until 60 days after the claim is presented, and a missing or incomplete claim form can sink an otherwise valid case.',
        'Parks and other land open to the public for free follow a different rule. Under Washington’s recreational use statute, RCW 4.24.210, a public or private landowner that allows the public to use its land for outdoor recreation without charging a fee is generally not liable for unintentional injuries to those users. The exception is an injury caused by a known dangerous artificial latent condition, a hidden, man-made hazard the owner knew about, for which warning signs were not conspicuously posted. Whether the statute applies depends on what the land was open for, what you were doing there, and whether any fee was charged.',
      ],
    },
    {
      type: 'content-section',
      heading: 'The Four Elements of a Premises Liability Claim',
      body: [
        'To recover compensation, an injured person must prove four things. The owner’s duty depends on whether you were an invitee, a licensee, or a trespasser, and the hardest issue in many cases is notice: showing the owner knew, or should have known, about the hazard in time to fix it.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Duty', text: 'The owner or occupier owed you a duty of care because of your status on the property.' },
          { title: 'Breach', text: 'They failed to meet that duty by creating a hazard, or by failing to find, fix, or warn about it.' },
          { title: 'Causation', text: 'That failure caused your fall or injury, rather than some unrelated event.' },
          { title: 'Damages', text: 'You suffered real harm, such as medical bills, lost income, or pain and suffering.' },
        ],
      },
      after: [
        'In some self-service stores, Washington courts have relaxed the notice requirement where the way the business operates makes spills and hazards reasonably foreseeable. Whether that rule applies depends closely on the facts, which is one reason early investigation matters.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Steps to Take After a Premises Injury',
      body: ['What you do in the first hours and days after a fall can make a real difference to your health and to your claim. If you can, take these steps:'],
      list: {
        style: 'steps',
        items: [
          'Get medical care right away, even if you feel you can walk it off. Head, back, and hip injuries from a fall often worsen over the following days.',
          'Report the fall to the manager, owner, or landlord before you leave, and ask for a copy of the incident report or at least the name of the person who took it.',
          'Photograph the spill, the broken step, or the ice, along with the lighting, any missing warning signs, and your injuries, before anything is cleaned or fixed.',
          'Ask anyone who saw the fall, including employees, for a name and a phone number.',
          'Keep the shoes and clothing you were wearing, unwashed and unrepaired, in a bag.',
          'Decline to give a recorded statement to the owner’s insurer, or to sign its forms, until you have spoken with a lawyer.',
          'Call us, so we can ask the owner in writing to preserve video and records before they are erased.',
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Dealing With the Insurance Company',
      body: [
        'Most premises claims are paid by the property owner’s liability insurer: a commercial general liability policy for a business, a landlord policy for rental property, or a homeowner’s policy for a private home. Many of these policies also include medical payments coverage that pays a limited amount toward your medical bills regardless of fault.',
        'The adjuster who calls you works for the property owner, not for you. Adjusters often ask for a recorded statement, request broad access to your medical history, and point to your footwear or your phone to argue that you caused your own fall. An early offer may arrive before you know how serious your injury is. Let us handle these conversations so your words are not used to shrink your claim.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Recoverable Damages',
      body: [
        'If you prove your claim, Washington law allows you to recover both your financial losses and the human cost of your injury. Falls commonly cause fractured hips, wrists, and ankles, knee and shoulder tears, back injuries, and traumatic brain injuries, and many require surgery and months of recovery.',
      ],
      list: {
        style: 'bullets',
        items: [
          'Past and future medical expenses, including surgery and physical therapy',
          'Lost wages and reduced future earning capacity',
          'Pain and suffering, emotional distress, and loss of enjoyment of life',
          'Permanent disability or scarring',
          'Out-of-pocket costs such as medical equipment, mileage, and household help',
        ],
      },
      after: [
        'Washington uses pure comparative fault (RCW 4.22.005). If a jury decides you share the blame, perhaps for looking at your phone, your award shrinks by your share instead of disappearing: a person 30% at fault still recovers 70% of the damages. The two main statutory bars end the claim completely. Under RCW 5.40.060, an injured person who was under the influence of alcohol or drugs, when that condition was a proximate cause of the fall and the jury puts their fault above 50%, recovers nothing. Under RCW 4.24.420, neither does someone hurt while committing a felony that was a proximate cause of the injury, such as a burglar injured inside the building. Other rules can also bar a claim, such as the immunity of a landowner who opens land to the public for free outdoor recreation (RCW 4.24.210) and, for a fall at work, workers’ compensation (Title 51 RCW).',
      ],
    },
    {
      type: 'content-section',
      heading: 'Proving Liability in a Premises Case',
      body: [
        'Premises cases are won on evidence, and much of it belongs to the property owner. Surveillance video is often recorded over within days, spills are mopped up, and broken steps are quietly repaired. We move quickly to demand that the owner preserve video, incident reports, cleaning and inspection logs, maintenance requests, and records of earlier complaints or similar accidents.',
        'Where needed, we work with safety engineers who measure floor slip resistance, stair dimensions, and lighting, and compare them with building codes and industry standards. Tenant complaints, prior police calls to a parking garage, or an inspection log with a two-hour gap can show that the owner knew of the danger and did nothing.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Washington’s Statute of Limitations for Premises Claims',
      body: [
        'In Washington, a premises liability lawsuit generally must be filed within three years of the injury under RCW 4.16.080(2). If the lawsuit is not filed in time, the claim is almost always lost. For an injured child, RCW 4.16.190 generally keeps the deadline from running until the child turns 18.',
        'When the property is public, count backward from the deadline: the written government claim and its waiting period, described above, must come first. And do not wait until the deadline is near at all, because the video, logs, and memories a premises case needs disappear long before three years pass.',
      ],
    },
  ],
  faq: {
    heading: 'Premises Liability Questions',
    style: 'plain',
    items: [
      {
        question: 'Can I bring a claim for a slip and fall in a store?',
        answer:
          'Often, yes. You generally need to show that the store created the hazard or knew, or should have known, about it and failed to clean it up or warn you. Video, cleaning logs, and witnesses are key, so contact a lawyer quickly.',
      },
      {
        question: 'Does it matter whether I was a customer or a guest?',
        answer:
          'Yes. Customers and other invitees are owed the highest duty, which includes a reasonable inspection for hazards. A social guest is a licensee, owed a safe condition or a warning about dangers the owner knows of, while a trespasser is owed much less.',
      },
      {
        question: 'What if the property owner says I should have seen the hazard?',
        answer:
          'An obvious hazard does not automatically end a claim in Washington: an owner can still be responsible if it should have expected visitors to meet the danger anyway, such as ice across the only entrance. Any carelessness of yours is then weighed as a share of fault, under the rules and exceptions set out in the Recoverable Damages section above.',
      },
      {
        question: 'Can I sue the city for a fall on a broken sidewalk?',
        answer:
          'Possibly. A city is responsible for keeping its sidewalks reasonably safe, but you must first present a written claim to it under RCW 4.96.020 and wait 60 days before suing. The claim form asks for specific details of the place, the time, and your injuries, so it is wise to get help preparing it.',
      },
      {
        question: 'How long do I have to file a premises liability lawsuit?',
        answer:
          'Generally three years from the day you were hurt, under RCW 4.16.080(2). If a government body owns the property, its claim and waiting period come first, so start well before the deadline.',
      },
      {
        question: 'What does a premises case cost me if it does not succeed?',
        answer:
          'Nothing. The consultation is free, and we work on a contingency fee: no attorney’s fee unless we recover money for you. We advance the case costs, such as records, inspections, and a safety engineer’s measurements. If there is no recovery, you owe no attorney’s fee and you do not repay the costs we advanced; when there is a recovery, those costs are repaid from it, as your written fee agreement sets out.',
      },
    ],
  },
  closing: {
    heading: 'Hurt on Someone Else’s Property?',
    body: 'The sooner we start, the more evidence we can preserve. Call us for a free consultation and find out whether the property owner can be held responsible for your injury.',
  },
  structuredData: {
    serviceType: 'Premises Liability Lawyer',
  },
} as const satisfies PracticeAreaData;
