// The Consumer Health Data Privacy Policy that Washington's My Health My Data Act asks of a
// regulated entity (RCW 19.373.020(1)(a)): the contact form invites injury details, which can be
// consumer health data. Its headings name the Act's items, and
// tests/unit/consumer-health-data-policy.test.ts lists them, each with the provision it answers. Facts this
// page shares with the Privacy Policy (where a submission goes, how long it is kept, how to ask,
// what a deletion removes) come from ./lead-facts, once. Whether the Act applies to the firm is
// its counsel's call (docs/leads.md).
import type { LegalPageCopy } from '../site-copy';
import { leadFacts } from './lead-facts';

export type ConsumerHealthDataCopy = LegalPageCopy<'Consumer Health Data Privacy Policy'>;

export const consumerHealthDataCopy = {
  meta: {
    title: 'Consumer Health Data Privacy Policy | Kent Injury Lawyers',
    description:
      'How we handle health details you send through our contact form under Washington’s My Health My Data Act: what we collect, why, and how to use your rights.',
    keywords: [
      'consumer health data privacy policy',
      'My Health My Data Act',
      'RCW 19.373',
      'Washington health privacy',
      'delete my health data',
      'law firm privacy',
    ],
    canonicalHost: 'primary',
  },
  heading: 'Consumer Health Data Privacy Policy',
  updated: '2026-12-01',
  intro: [
    'Washington’s My Health My Data Act (chapter 19.373 RCW) protects consumer health data: information that is linked or reasonably linkable to you and identifies your past, present or future physical or mental health status. This policy explains how we handle that kind of information when it reaches us through this website.',
    'Our contact form asks what happened, and many people tell us about an injury. What you write about your health, and the kind of injury case you choose, can be consumer health data. Our Privacy Policy describes everything else the website collects.',
  ],
  sections: [
    {
      heading: 'Consumer Health Data We Collect',
      body: ['Through our contact form, we may collect these categories of consumer health data:'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'What you tell us about your health',
            text: 'anything you write in the form’s message about an injury, its symptoms or its treatment, or about any other health condition.',
          },
          {
            title: 'The kind of case you choose',
            text: 'such as catastrophic injuries or a dog bite, which can show that you or someone close to you was hurt.',
          },
          {
            title: 'The page you sent the form from',
            text: 'which of our forms you used and, if your browser runs our scripts, that page’s address and title, which can name a kind of injury in the same way.',
          },
          {
            title: 'How you found us, only if you agree',
            text: 'the first page of our site you opened, the address of the site that sent you to us, and the campaign tags or ad click identifiers in that first page’s address, sent and kept only if you tick the optional box on our form; a page’s address or a campaign’s name can sometimes reveal a health topic you were reading about.',
          },
        ],
      },
      after: [
        'Each is stored with your name, phone number and email address, which link it to you. The form’s message is optional: you decide what, if anything, to tell us about your health, and we suggest keeping it short until we speak.',
      ],
    },
    {
      heading: 'Why We Collect It and How We Use It',
      body: ['We collect consumer health data to provide the service you ask for when you send the form, and we use it for these purposes, and no others:'],
      list: { style: 'bullets', items: leadFacts.purposes },
      after: [
        'How you found our site is not needed to answer you, so we collect it, and tell Google Ads about a signed client, only with your consent, as described below.',
        leadFacts.legalProcess,
      ],
    },
    {
      heading: 'How You Found Us, Only If You Agree',
      body: [leadFacts.visitNote, leadFacts.visitNoteKept, leadFacts.visitNoteNotKept, leadFacts.noReidentification],
    },
    {
      heading: 'Where It Comes From',
      body: ['We collect consumer health data from two sources only:'],
      list: {
        style: 'bullets',
        items: [
          { title: 'You', text: 'what you type and choose in our contact form.' },
          {
            title: 'Your browser',
            text: 'which form you used and, if your browser runs our scripts, the address and title of the page you were on and the note of how you found us, which it sends, and we keep, only if you tick the optional box.',
          },
        ],
      },
      after: ['We do not buy consumer health data or receive it about you from anyone else.'],
    },
    {
      heading: 'Consumer Health Data We Share',
      body: [leadFacts.stored],
      list: { style: 'bullets', items: leadFacts.recipients },
      after: [
        `To run the form we rely on ${leadFacts.processors}. They process it only on our behalf and on our instructions. The Act calls them processors, and giving them the data to provide the service you asked for, as this policy describes, is not sharing under the Act (RCW 19.373.010).`,
        'The one recipient that is not our processor is Google Ads, which gets only the ad click identifier and the date of a client who consented, as described above. That the click led to a client can reveal that you had a legal matter, so it is shared only with your consent.',
        leadFacts.legalProcess,
      ],
    },
    {
      heading: 'Third Parties and Affiliates We Share It With',
      body: [
        'One third party: Google LLC, through Google Ads, only as described above. No affiliates.',
        'Beyond it, we give consumer health data to others only when the law, a court order or the rules for lawyers require it. If that ever changes, we will first update this policy, and we will ask for your consent before sharing your data, separately from any consent to collect it.',
      ],
    },
    {
      heading: 'Your Consent',
      body: [
        'We collect consumer health data only as far as it is needed to provide the service you request by sending our form, which the Act permits (RCW 19.373.030(1)(a)(ii)).',
        'How you found our site is not needed for that service, so we keep it only with your consent (RCW 19.373.030(1)(a)(i)): you give it by ticking the optional box on our form, which is never ticked for you, and we record when you gave it and which wording you agreed to. Without it, we keep nothing of how you found us with your submission. You can withdraw it at any time, as described below.',
        'We will not collect a category of consumer health data that this policy does not list, or use or share it for a purpose it does not describe, without first telling you and getting your consent. If you give us consent, you can withdraw it at any time, as described below.',
      ],
    },
    {
      heading: 'Your Rights and How to Use Them',
      body: ['Under RCW 19.373.040, you have the right to:'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Confirm and access',
            text: 'ask whether we collect, share or sell consumer health data about you, and get a copy of it, with a list of every third party and affiliate we have shared or sold it to (at most Google Ads, as described above) and how to contact them.',
          },
          {
            title: 'Delete',
            text: `ask us to delete it. ${leadFacts.whatWeDelete} ${leadFacts.copiesAlreadySent} ${leadFacts.conflictRecord}`,
          },
          {
            title: 'Withdraw consent',
            text: 'withdraw any consent you gave us to collect or share your consumer health data. We will stop using it, and delete it if you ask.',
          },
        ],
      },
      after: [
        leadFacts.howToAsk,
        'We will respond within 45 days. If we need more time, we will tell you why within those 45 days, and we may take up to 45 more days. There is no charge, and we will not treat you differently for using your rights.',
      ],
    },
    {
      heading: 'How to Appeal Our Decision',
      body: [
        'If we decline to act on your request, in whole or in part, you can appeal. Contact us the same way you made the request and tell us you are appealing our decision.',
        'Within 45 days of receiving your appeal, we will tell you in writing what we did or did not do in response, and explain why.',
        'If we deny your appeal, you can file a complaint with the Washington State Attorney General’s Office, online at atg.wa.gov.',
      ],
    },
    {
      heading: 'We Do Not Sell Consumer Health Data',
      body: [
        'We do not sell consumer health data, and we do not offer to sell it. Washington law forbids selling it without your signed, valid authorization (RCW 19.373.070), and we do not ask for one.',
      ],
    },
    {
      heading: 'How Long We Keep It',
      body: [leadFacts.keptUntilDeleted, leadFacts.ipHashDeleted],
    },
    {
      heading: 'Who Can See It',
      body: [leadFacts.whoCanSee],
    },
    {
      heading: 'Changes to This Policy',
      body: [
        'If we change what consumer health data we collect, why we collect it, or with whom we share it, we will update this policy and the date at the top of this page first, and ask for your consent where the Act requires it.',
      ],
    },
  ],
} as const satisfies ConsumerHealthDataCopy;
