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
  tile: {
    title: 'Premises Liability',
    alt: 'Yellow wet floor warning sign on a shiny tiled floor in a store aisle',
  },
  firmName: 'primary',
  meta: {
    title: 'Kent Premises Liability Lawyer | Slip and Fall Injury Claims',
    description:
      'Hurt in a slip and fall or on unsafe property in Kent? Our premises liability lawyers hold owners accountable. Free consultation, no fee unless we win.',
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
        'Premises liability is the area of law that holds property owners and occupiers responsible for injuries caused by unsafe conditions on their property. The most familiar example is a slip and fall on a wet or icy floor, but these claims also cover trip hazards, broken stairs and railings, poor lighting, falling objects, dog attacks on rental property, swimming pool accidents, and assaults made possible by inadequate security.',
        'Washington law asks what the owner owed you based on why you were there. Customers and members of the public invited onto a property are invitees, and the owner must use reasonable care to inspect for, repair, or warn about hazards. Social guests are licensees, and the owner must warn them about known dangers they are unlikely to notice. Trespassers are owed far less, generally only protection from willful or wanton harm, although children may receive more protection.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Choose Our Firm for a Premises Case',
      body: [
        'Property owners and their insurers often respond to an injury claim by blaming the injured person for not watching where they were going. Our team brings more than 150 years of combined experience, including nine former prosecutors who know how to gather and present evidence, to answer that defense with facts.',
        'Our managing partner has more than 15 years of experience and has been named a Super Lawyer every year since 2019. Our firm has a 97% success rate and more than 400 5-star reviews, and every consultation is free. We work on a contingency fee, so there is no fee unless we win.',
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
            text: 'Washington\'s Residential Landlord-Tenant Act, RCW 59.18.060, requires landlords to keep shared areas reasonably safe and to make needed repairs.',
          },
          { title: 'Property managers', text: 'Companies hired to inspect, maintain, and repair buildings and common areas.' },
          { title: 'Businesses', text: 'Stores, restaurants, gyms, and hotels that lease space and control the floor where customers walk.' },
          { title: 'Government entities', text: 'Cities, counties, school districts, and the state, for hazards on public sidewalks, buildings, and parks.' },
        ],
      },
      after: [
        'Claims against a government entity have an extra step. Before suing a city, county, or other local government, you must file a written claim under RCW 4.96.020 and then wait 60 days before filing the lawsuit. Claims against the State of Washington follow a similar process. A missing or incomplete claim form can sink an otherwise valid case.',
      ],
    },
    {
      type: 'content-section',
      heading: 'The Four Elements of a Premises Liability Claim',
      body: [
        'To recover compensation, an injured person must prove four things. The owner\'s duty depends on whether you were an invitee, a licensee, or a trespasser, and the hardest issue in many cases is notice: showing the owner knew, or should have known, about the hazard in time to fix it.',
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
      body: [
        'What you do in the first hours and days after a fall can make a real difference to your health and to your claim. If you can, take these steps:',
      ],
      list: {
        style: 'steps',
        items: [
          'Get medical care right away, even if you feel you can walk it off. Head, back, and hip injuries often worsen over the following days.',
          'Report the injury to the manager, owner, or landlord, and ask for a copy of any incident report.',
          'Photograph the hazard, the lighting, any missing warning signs, and your injuries before anything changes.',
          'Collect the names and phone numbers of witnesses.',
          'Keep the shoes and clothing you were wearing, unwashed and unrepaired.',
          'Decline to give a recorded statement or sign anything for the owner\'s insurer until you have spoken with a lawyer.',
          'Call us, so we can ask the owner in writing to preserve video and records before they are erased.',
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Dealing With the Insurance Company',
      body: [
        'Most premises claims are paid by the property owner\'s liability insurer: a commercial general liability policy for a business, a landlord policy for rental property, or a homeowner\'s policy for a private home. Many of these policies also include medical payments coverage that pays a limited amount toward your medical bills regardless of fault.',
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
        'Washington uses pure comparative fault. If you are found partly responsible, your recovery is reduced by your share rather than eliminated: someone found 30% at fault can still recover 70% of their damages.',
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
      heading: 'Washington\'s Statute of Limitations for Premises Claims',
      body: [
        'In Washington, most premises liability lawsuits must be filed within three years of the injury under RCW 4.16.080(2). If the lawsuit is not filed in time, the claim is almost always lost. For an injured child, the deadline generally does not begin to run until the child turns 18.',
        'Claims against a city, county, school district, or other government body take longer to start, because the written claim under RCW 4.96.020 and the 60-day waiting period must come first. Do not wait until the deadline is near: evidence disappears long before three years pass.',
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
          'Yes. Customers and other invitees are owed the highest duty, including reasonable inspection for hazards. Social guests are licensees, owed a warning about known dangers, while trespassers are owed much less.',
      },
      {
        question: 'What if the property owner says I should have seen the hazard?',
        answer:
          'An obvious hazard does not automatically end a claim in Washington, especially if the owner should have expected people to encounter it anyway. At most, your share of fault reduces your recovery under comparative fault.',
      },
      {
        question: 'Can I sue the city for a fall on a broken sidewalk?',
        answer:
          'Possibly. You must first file a written claim with the city under RCW 4.96.020 and wait 60 days before suing. The claim must include specific information, so it is wise to get help preparing it.',
      },
      {
        question: 'How long do I have to file a premises liability lawsuit?',
        answer:
          'Most claims must be filed within three years of the injury under RCW 4.16.080(2). Government claims need the written claim and 60-day wait first, so start well before the deadline.',
      },
      {
        question: 'How much does it cost to hire your firm?',
        answer:
          'Nothing up front. Your consultation is free, and we work on a contingency fee, so there is no fee unless we win.',
      },
    ],
  },
  closing: {
    heading: 'Hurt on Someone Else\'s Property?',
    body: 'The sooner we start, the more evidence we can preserve. Call us for a free consultation and find out whether the property owner can be held responsible for your injury.',
  },
  structuredData: {
    serviceType: 'Premises Liability Lawyer',
  },
} as const satisfies PracticeAreaData;
