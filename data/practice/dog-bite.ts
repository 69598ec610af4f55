// Copy for /kent-wa/dog-bite-lawyer (and its Seattle twin). Spec §2: cites the state's strict
// liability statute for dog bites.
import type { PracticeAreaData } from '../types';

export const dogBite = {
  slug: 'dog-bite-lawyer',
  caseType: 'DOG BITES',
  sourceLabel: 'dog-bite-lawyer',
  navLabel: 'Dog Bites',
  tile: { title: 'Dog Bites' },
  firmName: 'primary',
  meta: {
    title: 'Kent Dog Bite Lawyer | Strict Liability Claims, Free Consultation',
    description: 'Bitten by a dog in Kent, WA? Washington’s strict liability law, RCW 16.08.040, generally holds the owner responsible. Free consultation.',
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
      'In Washington, a dog’s owner is generally strictly liable for its bites. Free consultation, and no attorney’s fee unless we recover money for you.',
    available247: false,
  },
  body: [
    {
      type: 'content-section',
      heading: 'How Dog Bites Happen in Kent',
      body: [
        'Most dog bites do not come from strays. They come from a neighbor’s dog, a friend’s dog, or a dog that slipped its leash on a walk. Many happen at home, in a yard, or on a sidewalk, to people who did nothing wrong.',
        'Children are bitten more often than anyone else, and because of their height, they are often bitten on the face, head, and neck. Delivery drivers, mail carriers, and people walking their own dogs are also at high risk.',
        'Whatever the situation, the first questions are the same: whose dog was it, where did the bite happen, and were you allowed to be there? Under Washington law, those answers usually matter more than the dog’s history.',
      ],
      list: {
        style: 'bullets',
        items: [
          { title: 'Off-leash dogs', text: 'In parks, on trails, and on neighborhood sidewalks.' },
          { title: 'Escaped dogs', text: 'Through broken fences, open gates, or unlatched doors.' },
          {
            title: 'Visiting a home',
            text: 'A child playing at a friend’s house or a guest at a family gathering.',
          },
          {
            title: 'Workers on the job',
            text: 'Delivery drivers, mail carriers, meter readers, and repair technicians.',
          },
          { title: 'Dog-on-dog attacks', text: 'An owner bitten while protecting their own pet.' },
        ],
      },
    },
    {
      type: 'content-section',
      heading: 'Washington’s Strict Liability Dog Bite Law',
      body: [
        'Washington does not give dogs “one free bite.” Under RCW 16.08.040, the owner of a dog that bites someone is liable for the damages, regardless of the dog’s past viciousness or whether the owner knew it might bite. The law applies when the person bitten was in a public place or lawfully on private property, including the owner’s own property.',
        'Under RCW 16.08.050, you are lawfully on private property when you are there with the owner’s express or implied consent, and that consent is not presumed where the property is fenced or reasonably posted. An invited guest, a child asked over to play, and usually a mail carrier or delivery driver who walks an open path to the front door are there with consent; someone who climbs a fence or walks past a “No Trespassing” sign generally is not.',
        'The statute itself makes one exception: under RCW 16.08.040(2), it does not apply to the lawful use of a police dog, meaning a dog specially trained for law enforcement work and used by a law enforcement agency under the control of its handler (RCW 4.24.410).',
        'The owner’s main defense is provocation. Under RCW 16.08.060, proof that the person bitten provoked the attack is a complete defense, and it is the owner who must prove it. An owner saying “my dog has never done this before” is not a defense in Washington.',
        'Not every dog injury is a bite. If a dog knocked you down or chased you into traffic, you may still have a claim based on the owner’s negligence or the dog’s known dangerous behavior. We look at every legal route.',
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
            text: 'Get the owner’s name, address, and phone number, and ask for proof of the dog’s rabies vaccination.',
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
            text: 'The owner’s insurance company may call quickly with an offer. Talk with us first.',
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
        'For a young child, a dog bite is often a face injury. Bites to the cheeks, lips, nose, and eyelids can need plastic surgery, and a child may need scar revision procedures years later as they grow.',
        'The harm is not only physical. Many children are left with nightmares, anxiety, and a lasting fear of dogs. Counseling can help, and its cost belongs in the claim.',
        'Because a child’s recovery unfolds over years, we do not rush to settle. We work with doctors to understand future treatment, including surgery that may not happen until the child stops growing. Settlements for children in Washington are usually reviewed and approved by a court to protect the child’s interests.',
      ],
    },
    {
      type: 'content-section',
      heading: 'How Long You Have to File a Dog Bite Claim',
      body: [
        'A dog bite claim in Washington generally has to be filed as a lawsuit within three years of the bite, under RCW 4.16.080(2). Once that date passes, the claim can be lost for good, however clear the owner’s responsibility.',
        'When the person bitten is a child, RCW 4.16.190 generally pauses that clock until the child turns 18. Even so, waiting is rarely wise. Photos of fresh wounds, witness memories, and animal control records are easiest to gather right away, and a growing child’s scars are best documented from the start.',
        'Acting early also helps with insurance. Notice to the owner’s insurer, and the policy details that come with it, shape how the claim is handled from the start.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Why Dog Bite Victims Choose Our Firm',
      body: [
        'Many dog bite cases involve a neighbor, a friend, or a relative. We understand that can feel uncomfortable. We handle the claim respectfully and deal with the insurance company directly, so you do not have to.',
        'Nine former prosecutors on our team know how to gather and present evidence, from the animal control file to a neighbor’s account of how the dog behaved before the bite.',
        'Every case is different, and we do not promise results, but we do promise to treat you and your family with care, including when the dog belongs to someone you know.',
        'We handle dog bite claims on a contingency fee. If there is no recovery, you owe no attorney’s fee and do not repay the case costs we advanced, such as medical records and a plastic surgeon’s report on future care; when there is a recovery, those costs are repaid from it, as your written fee agreement sets out.',
      ],
    },
    {
      type: 'content-section',
      heading: 'Compensation After a Dog Bite',
      body: [
        'Most dog bite claims are paid by the owner’s homeowner’s or renter’s insurance, not out of the owner’s own pocket. That often makes people more comfortable moving forward, especially when the owner is someone they know.',
        'Some policies limit coverage for certain breeds or for dog bites in general. When that happens, we look for other coverage, such as an umbrella policy or another person who was keeping the dog.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Medical care',
            text: 'Emergency treatment, antibiotics, rabies shots, stitches, and surgery.',
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
            text: 'Anxiety, nightmares, fear of dogs, and the cost of counseling.',
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
          'In most cases, yes. Under RCW 16.08.040, a dog’s owner is liable for a bite regardless of the dog’s past behavior or what the owner knew, as long as you were in a public place or lawfully on private property. Under RCW 16.08.050, that means there with the owner’s express or implied consent, which is not presumed where the property is fenced or reasonably posted. The owner’s main defense is proof that you provoked the dog (RCW 16.08.060), and the statute does not cover the lawful use of a police dog (RCW 16.08.040(2)).',
      },
      {
        question: 'The dog belongs to a friend. Will I be suing them personally?',
        answer:
          'In most cases, the claim is paid by the owner’s homeowner’s or renter’s insurance. We deal with the insurance company directly. Many clients find that this makes the process much easier on their relationships.',
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
          'Generally three years from the date of the bite, under RCW 4.16.080(2). For a child, RCW 4.16.190 usually pauses the deadline until age 18. It is still best to act early, while the wounds can be photographed and the owner’s insurer is easy to identify.',
      },
      {
        question: 'Will hiring your firm cost me money if the claim fails?',
        answer:
          'No. The consultation is free, and we work on a contingency fee, so if there is no recovery you owe no attorney’s fee and do not repay the case costs we advanced. If the claim succeeds, those costs are repaid from the recovery, as your written fee agreement sets out.',
      },
    ],
  },
  closing: {
    heading: 'Talk to a Kent Dog Bite Lawyer Today',
    body: 'You should not have to pay for someone else’s dog. Call us or fill out the form for a free consultation about the bite, and we charge no attorney’s fee unless we recover money for you.',
  },
  structuredData: { serviceType: 'Dog Bite Lawyer' },
} as const satisfies PracticeAreaData;
