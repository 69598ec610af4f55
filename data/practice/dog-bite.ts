// Copy for /kent-wa/dog-bite-lawyer (and its Seattle twin). Spec §2: cites the state's strict
// liability statute for dog bites.
import type { PracticeAreaData } from '../types';

export const dogBite = {
  slug: 'dog-bite-lawyer',
  caseType: 'DOG BITES',
  sourceLabel: 'dog-bite-lawyer',
  navLabel: 'Dog Bites',
  tile: {
    title: 'Dog Bites',
    alt: 'A large dog barking behind a backyard fence',
  },
  firmName: 'primary',
  meta: {
    title: 'Kent Dog Bite Lawyer | Strict Liability Claims, Free Consultation',
    description:
      "Bitten by a dog in Kent, WA? Washington's strict liability law, RCW 16.08.040, holds owners responsible. Free consultation and no fee unless we win.",
    keywords: [
      'Kent dog bite lawyer',
      'dog bite attorney Kent WA',
      'Washington dog bite law RCW 16.08.040',
      'strict liability dog bite Washington',
      'child dog bite facial injury',
      'dog bite scarring compensation',
      'homeowners insurance dog bite claim',
      'King County dog attack lawyer',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Bitten by a Dog in Kent? Washington Law Is on Your Side.',
    subheadline:
      'Dog owners are strictly liable for bites in Washington. Free consultation, and no fee unless we win.',
    available247: false,
  },
  body: [
    {
      type: 'content-section',
      heading: 'How Dog Bites Happen in Kent',
      body: [
        "Most dog bites do not come from strays. They come from a neighbor's dog, a friend's dog or a dog that slipped its leash on a walk. Many happen at home, in a yard or on a sidewalk, to people who did nothing wrong.",
        'Children are bitten more often than anyone else, and because of their height, they are often bitten on the face, head and neck. Delivery drivers, mail carriers and people walking their own dogs are also at high risk.',
        "Whatever the situation, the first questions are the same: whose dog was it, where did the bite happen, and were you allowed to be there? Under Washington law, those answers usually matter more than the dog's history.",
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Off-leash dogs', text: 'In parks, on trails and on neighborhood sidewalks.' },
          { title: 'Escaped dogs', text: 'Through broken fences, open gates or unlatched doors.' },
          {
            title: 'Visiting a home',
            text: "A child playing at a friend's house or a guest at a family gathering.",
          },
          {
            title: 'Workers on the job',
            text: 'Delivery drivers, mail carriers, meter readers and repair technicians.',
          },
          { title: 'Dog-on-dog attacks', text: 'An owner bitten while protecting their own pet.' },
        ],
      },
    },
    {
      type: 'content-section',
      heading: "Washington's Strict Liability Dog Bite Law",
      body: [
        'Washington does not give dogs "one free bite." Under RCW 16.08.040, the owner of a dog that bites someone is liable for the damages, regardless of the dog\'s past viciousness or whether the owner knew it might bite. The law applies when the person bitten was in a public place or lawfully on private property, including the owner\'s own property.',
        'You are lawfully on private property when you were invited, or when you were there for a legitimate reason such as delivering mail or a package (RCW 16.08.050). That covers guests, children visiting friends and most workers.',
        'The main defense is provocation. Under RCW 16.08.060, an owner may avoid liability by proving the victim provoked the dog. An owner saying "my dog has never done this before" is not a defense in Washington.',
        "Not every dog injury is a bite. If a dog knocked you down or chased you into traffic, you may still have a claim based on the owner's negligence or the dog's known dangerous behavior. We look at every legal route.",
      ],
    },
    {
      type: 'content-section',
      heading: 'What to Do After a Dog Bite',
      body: [
        'A dog bite can be frightening, especially when a child is hurt. These steps protect your health and the claim you may need later.',
        'Even a small puncture can become infected, so do not skip the doctor just because the bite looks minor.',
      ],
      list: {
        style: 'steps',
        items: [
          {
            title: 'Get to safety and get medical care',
            text: 'Wash the wound and see a doctor or go to the emergency room. Dog bites carry a high risk of infection, and your doctor will consider rabies and tetanus.',
          },
          {
            title: 'Identify the dog and its owner',
            text: "Get the owner's name, address and phone number, and ask for proof of the dog's rabies vaccination.",
          },
          {
            title: 'Report the bite to animal control',
            text: 'In Kent and much of King County, bites are reported to Regional Animal Services of King County. A report creates an official record and usually starts a 10-day observation of the dog for rabies.',
          },
          {
            title: 'Photograph the injuries',
            text: 'Take photos right away and again as the wound heals. Scars change over time, and photos show the full story.',
          },
          {
            title: 'Talk to witnesses',
            text: 'Write down the names and numbers of anyone who saw the attack.',
          },
          {
            title: 'Do not sign anything from an insurer',
            text: "The owner's insurance company may call quickly with an offer. Talk with us first.",
          },
          {
            title: 'Call us for a free consultation',
            text: 'We will explain your rights under Washington law and handle the insurance claim for you.',
          },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Dog Bites to Children: Facial Injuries and Scarring',
      body: [
        'For a young child, a dog bite is often a face injury. Bites to the cheeks, lips, nose and eyelids can need plastic surgery, and a child may need scar revision procedures years later as they grow.',
        'The harm is not only physical. Many children are left with nightmares, anxiety and a lasting fear of dogs. Counseling can help, and its cost belongs in the claim.',
        "Because a child's recovery unfolds over years, we do not rush to settle. We work with doctors to understand future treatment, including surgery that may not happen until the child stops growing. Settlements for children in Washington are usually reviewed and approved by a court to protect the child's interests.",
      ],
    },
    {
      type: 'content-section',
      heading: 'How Long You Have to File a Dog Bite Claim',
      body: [
        'Washington generally allows three years from the date of the bite to file a personal injury lawsuit, under RCW 4.16.080(2). If you miss that deadline, the claim can be lost for good.',
        'When the person bitten is a child, the deadline is usually paused until the child turns 18. Even so, waiting is rarely wise. Photos of fresh injuries, witness memories and animal control records are easiest to gather right away.',
        "Acting early also helps with insurance. Notice to the owner's insurer, and the policy details that come with it, shape how the claim is handled from the start.",
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Dog Bite Victims Choose Our Firm',
      body: [
        'Many dog bite cases involve a neighbor, a friend or a relative. We understand that can feel uncomfortable. We handle the claim respectfully and deal with the insurance company directly, so you do not have to.',
        'Our attorneys bring more than 150 years of combined experience, including nine former prosecutors who know how to gather and present evidence. Our managing partner has more than 15 years of experience and has been named a Super Lawyer every year since 2019.',
        'We have a 97% success rate and more than 400 five-star reviews from clients. Every case is different, and we do not promise results, but we do promise to treat you and your family with care.',
        'Your consultation is free, and we work on a contingency fee. There is no fee unless we win.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Compensation After a Dog Bite',
      body: [
        "Most dog bite claims are paid by the owner's homeowner's or renter's insurance, not out of the owner's own pocket. That often makes people more comfortable moving forward, especially when the owner is someone they know.",
        'Some policies limit coverage for certain breeds or for dog bites in general. When that happens, we look for other coverage, such as an umbrella policy or another person who was keeping the dog.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Medical care',
            text: 'Emergency treatment, antibiotics, rabies shots, stitches and surgery.',
          },
          {
            title: 'Plastic surgery and scar revision',
            text: 'Including future procedures, which are common for facial bites.',
          },
          {
            title: 'Scarring and disfigurement',
            text: 'Compensation for permanent changes to your appearance.',
          },
          {
            title: 'Emotional harm',
            text: 'Anxiety, nightmares, fear of dogs and the cost of counseling.',
          },
          { title: 'Lost wages', text: 'Time away from work for you, or for a parent caring for a child.' },
          { title: 'Pain and suffering', text: 'The physical pain and disruption to daily life.' },
        ],
      },
    },
  ],
  faq: {
    heading: 'Dog Bite FAQs',
    style: 'plain',
    items: [
      {
        question: 'The dog never bit anyone before. Is the owner still responsible?',
        answer:
          "Yes. Under RCW 16.08.040, a dog's owner is liable for a bite regardless of the dog's past behavior or what the owner knew. The law applies if you were in a public place or lawfully on private property.",
      },
      {
        question: 'The dog belongs to a friend. Will I be suing them personally?',
        answer:
          "In most cases, the claim is paid by the owner's homeowner's or renter's insurance. We deal with the insurance company directly. Many clients find that this makes the process much easier on their relationships.",
      },
      {
        question: 'Do I have to report the bite to animal control?',
        answer:
          'It is strongly recommended. A report creates an official record of the bite and helps confirm the dog is watched for signs of rabies. It can also show whether the dog has a history of aggression.',
      },
      {
        question: 'My child was bitten on the face. What should we do?',
        answer:
          'Get medical care right away, and ask whether a plastic surgeon should see the wound. Take photos as it heals and keep every medical record. Call us so we can account for future care, including scar treatment as your child grows.',
      },
      {
        question: 'How long do I have to file a dog bite claim in Washington?',
        answer:
          'Generally three years from the date of the bite under RCW 4.16.080(2). For children, the deadline is usually paused until age 18. It is still best to act early, while evidence is fresh.',
      },
      {
        question: 'How much does it cost to hire your firm?',
        answer:
          'Nothing up front. The consultation is free, and we work on a contingency fee, so there is no fee unless we win.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Dog Bite Lawyer Today',
    body: "You should not have to pay for someone else's dog. Call us or fill out the form for a free consultation, and there is no fee unless we win.",
  },
  structuredData: { serviceType: 'Dog Bite Lawyer' },
} as const satisfies PracticeAreaData;
