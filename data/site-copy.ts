// Copy for the firm-wide pages: home, about, contact, thank-you and the three legal pages.
// Plain strings only (no HTML, no markdown). The firm's name, phone numbers, web addresses,
// street address and attorney names never appear here: they live in data/firm.ts and the code
// composes them in beside this text. So do the fee lines (firm.fees), which the templates place.
//
// Fees: a contingency fee is always tied to injury cases, because Washington's rules do not allow
// one in criminal defense (RPC 1.5(d)(2)). Claims are written in the forms of firm.claims' patterns,
// so each is followed by its basis (blocks/ui/claim-notes.tsx); meta titles and descriptions state
// none (a search result cannot show a basis).
import { contactCountsSection } from './legal/contact-counts';
import type { ContentSectionProps, Paragraphs, StatsProps } from './content';
import { claimStat } from './firm';
import { consumerHealthDataCopy } from './legal/consumer-health-data';
import { ipHashRetention, leadFacts } from './legal/lead-facts';
import type { PageMetaCopy } from './types';

/* ------------------------------------------------------------------------------------------ */
/* Types                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** A calendar date written YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

export interface HeroCopy {
  readonly headline: string;
  readonly subheadline: string;
}

/** A section whose heading and short intro sit above content the code supplies (cards, videos…). */
/**
 * A section's words for real items, and for sample items: while they are samples its heading says so
 * too, not only its footnote (RPC 7.1, 8.4(c): an invented result or quote must not pass for real).
 */
export interface SampleGatedCopy extends SectionIntroCopy {
  readonly asSamples: SectionIntroCopy;
}

export interface SectionIntroCopy {
  readonly heading: string;
  readonly intro: string;
}

export interface HomeCopy {
  readonly meta: PageMetaCopy & { readonly canonicalHost: 'primary' };
  readonly hero: HeroCopy;
  /** Above the firm's two videos (firm.videos.home). */
  readonly videos: SectionIntroCopy;
  /** Above the consultation form; `sourceLabel` says in a lead that it came from this page. */
  readonly form: SectionIntroCopy & { readonly sourceLabel: string };
  /** Above the settlements carousel; `asSamples` while its cards are samples (data/settlements.ts `resultsAreVerified`). */
  readonly settlements: SampleGatedCopy;
  /** Managing-partner spotlight; the code adds the 'Learn More' link to his personal site. */
  readonly spotlight: { readonly heading: string; readonly body: Paragraphs };
  /** Above the grid of the eight practice-area tiles. */
  readonly practice: SectionIntroCopy;
  /** Full-height "all-star team" banner; the code adds the call button. */
  readonly allStar: { readonly heading: string; readonly body: string };
  /** Above the quotes; `asSamples` while they are samples (data/testimonials.ts `testimonialsAreVerified`). */
  readonly testimonials: SampleGatedCopy;
  readonly aboutPartner: {
    readonly heading: string;
    readonly body: Paragraphs;
    readonly ctaBox: { readonly heading: string; readonly body: string };
  };
  /** Beside the map; the code shows the office address. */
  readonly location: { readonly heading: string; readonly directions: Paragraphs };
}

export interface AboutCopy {
  readonly meta: PageMetaCopy & { readonly canonicalHost: 'alternate' };
  readonly hero: HeroCopy;
  readonly story: { readonly heading: string; readonly body: Paragraphs };
  readonly values: StatsProps;
  /** Above the four team cards. */
  readonly team: SectionIntroCopy;
}

export interface ContactCopy {
  readonly meta: PageMetaCopy & { readonly canonicalHost: 'primary' };
  readonly hero: HeroCopy;
  readonly intro: Paragraphs;
  /** Says in a lead that it came from this page's form. */
  readonly sourceLabel: string;
  /** Always a numbered list of steps. */
  readonly nextSteps: ContentSectionProps & {
    readonly list: NonNullable<ContentSectionProps['list']> & { readonly style: 'steps' };
  };
  readonly hoursHeading: string;
  readonly officesHeading: string;
}

export interface ThankYouCopy {
  readonly meta: PageMetaCopy & { readonly canonicalHost: 'primary' };
  readonly heading: string;
  readonly body: Paragraphs;
}

/** Terms, privacy and accessibility pages share one shape; each fixes its own heading. */
export interface LegalPageCopy<Heading extends string = string> {
  readonly meta: PageMetaCopy & { readonly canonicalHost: 'primary' };
  readonly heading: Heading;
  readonly updated: IsoDate;
  readonly intro: Paragraphs;
  readonly sections: readonly ContentSectionProps[];
}

/** The firm-wide pages that exist in every language, in one language (Spanish: data/translations.ts). */
export interface SitePagesCopy {
  readonly home: HomeCopy;
  readonly contact: ContactCopy;
  readonly thankYou: ThankYouCopy;
  readonly terms: LegalPageCopy;
  readonly privacy: LegalPageCopy;
  /** The Consumer Health Data Privacy Policy (data/legal/consumer-health-data.ts). */
  readonly consumerHealthData: LegalPageCopy;
}

export type TermsCopy = LegalPageCopy<'Terms of Use'>;
export type PrivacyCopy = LegalPageCopy<'Privacy Policy'>;
export type AccessibilityCopy = LegalPageCopy<'Accessibility Statement'>;

/* ------------------------------------------------------------------------------------------ */
/* Home                                                                                       */
/* ------------------------------------------------------------------------------------------ */

export const homeCopy = {
  meta: {
    title: 'Kent Personal Injury & Criminal Defense Lawyers | Free Consult',
    description:
      'Hurt in an accident or facing charges in Kent, WA? Talk with a trial lawyer in a free consultation. Injury and criminal defense, with urgent calls answered 24/7.',
    keywords: [
      'Kent personal injury lawyer',
      'Kent criminal defense lawyer',
      'car accident lawyer Kent WA',
      'truck accident lawyer Kent',
      'wrongful death lawyer Washington',
      'former prosecutors',
      'free consultation',
      'contingency fee injury lawyer',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Hurt or Facing Charges in Kent? We’re Ready to Fight for You.',
    subheadline: 'Your consultation is free, and we answer urgent calls 24/7. If you were hurt, we take your case on a contingency fee.',
  },
  videos: {
    heading: 'Get to Know Us Before You Call',
    intro:
      'Two short videos: meet the trial team that would handle your case, and see how a contingency fee works in an injury case. Each video loads only when you choose to play it.',
  },
  form: {
    sourceLabel: 'home-page',
    heading: 'Request Your Free Consultation',
    intro:
      'Tell us briefly what happened and the best way to reach you. A member of our team will call you back, usually within one business day. There is no cost and no obligation. What you send is confidential, even if we do not take your case; a short summary is all we need until we have checked for conflicts of interest, and we go over the details together when we talk.',
  },
  settlements: {
    heading: 'Results We Have Won for Our Clients',
    intro:
      'Behind every figure below is a person who trusted us at one of the hardest moments of their life. Every case is different, and prior results do not guarantee a similar outcome in yours.',
    asSamples: {
      heading: 'Sample Results, Not Real Cases',
      intro:
        'These cards show how our results will appear here once we publish them. The amounts and stories below are samples written for this website, not results we have won.',
    },
  },
  spotlight: {
    heading: 'Meet Our Managing Partner',
    body: [
      'Our managing partner has more than 15 years of experience in Washington courtrooms, first as a King County deputy prosecutor and now for injured people and their families, and he has been named a Super Lawyer every year since 2019.',
      'Clients tend to remember something simpler: he returns their calls, explains every option in plain words, and prepares every case as if it is headed for trial.',
    ],
  },
  practice: {
    heading: 'How We Can Help',
    intro:
      'We handle serious injury cases in Kent and across Washington. Choose the kind of case you have to learn your rights, the deadlines that apply, and the compensation you may be owed.',
  },
  allStar: {
    heading: 'The All-Star Team in Your Corner',
    body: 'Nine former prosecutors. More than 150 years of combined experience. We recovered money in 412 of 425 closed injury matters, 2019–2025. Our lawyers know how the other side builds a case because many of them used to build cases themselves, and now they put that knowledge to work for you.',
  },
  testimonials: {
    heading: 'What Our Clients Say',
    intro:
      'Injured people, grieving families, and people facing charges come to us at hard moments. These are the kinds of things they tell us about working with us.',
    asSamples: {
      heading: 'Sample Quotes, Not Real Clients',
      intro: 'The quotes below are samples written for this website, to show how reviews will appear here. They are not the words of actual clients.',
    },
  },
  aboutPartner: {
    heading: 'A Managing Partner Who Takes Your Case Personally',
    body: [
      'Our managing partner still starts every case the same way he always has: by listening. Before anyone talks about insurance policies or court dates, he wants to know whether you can work, how your family is coping, and what worries you most.',
      'He runs our firm on a simple idea. A person who was hurt, or a person who was charged, deserves a lawyer who is ready for trial from the first day. Insurance companies and prosecutors treat a case differently when they know the lawyer across the table will not back down.',
      'He leads a team of trial lawyers, former prosecutors among them, who know how the other side thinks and use that knowledge for you.',
    ],
    ctaBox: {
      heading: 'Talk to Us Today. It’s Free.',
      body: 'Your first consultation costs nothing, and there is no obligation. Call now or send us the form. Urgent calls are answered 24/7.',
    },
  },
  location: {
    heading: 'Visit Our Kent Office',
    directions: [
      'Our office is in Kent, a few minutes from SR 167, with easy access from I-5 and Highway 18. If you get turned around on the way, call us and we will guide you in.',
      'From SR 167: take the Highway 516 exit (Kent-Des Moines Road and Willis Street) and follow the signs toward downtown Kent.',
      'From I-5: take exit 149 for Highway 516, Kent-Des Moines Road, and head east down the hill into the valley toward downtown Kent.',
      'From Highway 18: take SR 167 north toward Kent, then use the Highway 516 exit and follow the directions above.',
      'By train: the Kent Sounder station is in downtown Kent. From the station it is a short taxi or rideshare trip to our office, or call us and we will talk you through the route.',
      'Parking: visitor parking is available at our building. If you cannot find a space, call us from your car and we will help.',
      'Accessibility: the building has a step-free, accessible entrance and an elevator to our floor. If you need any other accommodation, or if your injuries make the trip hard, tell us when you call and we will find another way to meet.',
    ],
  },
} as const satisfies HomeCopy;

/* ------------------------------------------------------------------------------------------ */
/* About                                                                                      */
/* ------------------------------------------------------------------------------------------ */

export const aboutCopy = {
  meta: {
    title: 'About Our Firm | Kent Injury & Criminal Defense Trial Lawyers',
    description:
      'Meet our Kent trial lawyers: former prosecutors and injury attorneys who stand with injured people, grieving families, and people facing charges.',
    keywords: [
      'about our law firm',
      'Kent WA trial lawyers',
      'Kent personal injury attorneys',
      'Kent criminal defense attorneys',
      'former prosecutors',
      'Super Lawyer',
      'combined experience',
    ],
    canonicalHost: 'alternate',
  },
  hero: {
    headline: 'Trial Lawyers Who Call Kent Home',
    subheadline: 'Former prosecutors and injury trial lawyers, working for injured people, grieving families, and people facing charges.',
  },
  story: {
    heading: 'Our Story',
    body: [
      'We built our firm in Kent because this is where our clients are. The people who call us work in the valley’s warehouses and distribution centers, drive SR 167 and I-5 every day, and raise their families from East Hill to the Green River. When something goes wrong, they deserve a lawyer who knows these roads, these courthouses and this community, not a call center two states away.',
      'From the start, we have prepared every case as if it will go to trial. Most cases settle, but insurance companies and prosecutors can tell which lawyers are ready to stand in front of a jury and which are not. Being ready is what brings fair offers, and when an offer is not fair, we are ready to go to court.',
      'On the injury side, we represent people hurt in car, truck, motorcycle, and boating accidents, dog bites, and falls on unsafe property, along with people living with catastrophic injuries and families who have lost someone they love.',
      'On the criminal defense side, our criminal defense partner, a former prosecutor who leads that practice, knows how charges are built, where a case is weak, and how to negotiate from strength, and he uses that experience to protect your record, your freedom and your future.',
      'Numbers matter to us only because of the people behind them. Whether you were hurt or you have been charged, we will listen first, explain your options in plain words, and stay with you until your matter is resolved.',
    ],
  },
  values: {
    heading: 'Why Clients Choose Us',
    items: [
      claimStat('successRate', 'Success rate in injury cases'),
      claimStat('combinedExperience', 'Years of combined experience'),
      claimStat('formerProsecutors', 'Former prosecutors on our team'),
      claimStat('reviews', '5-star reviews on Google'),
    ],
  },
  team: {
    heading: 'Meet the Attorneys',
    intro:
      'These are the lawyers who will lead your case. Read their biographies to learn about their backgrounds, the cases they focus on, and how they work with clients.',
  },
} as const satisfies AboutCopy;

/* ------------------------------------------------------------------------------------------ */
/* Contact                                                                                    */
/* ------------------------------------------------------------------------------------------ */

export const contactCopy = {
  meta: {
    title: 'Contact Our Kent Injury & Defense Lawyers | Free Consultation',
    description:
      'Get a free consultation with our Kent injury and criminal defense lawyers. We usually call back within one business day, and answer urgent calls 24/7.',
    keywords: [
      'contact a lawyer Kent WA',
      'free consultation',
      'Kent personal injury lawyer',
      'Kent criminal defense lawyer',
      'talk to a lawyer today',
      'contingency fee injury lawyer',
    ],
    canonicalHost: 'primary',
  },
  hero: {
    headline: 'Talk to a Lawyer Today. It’s Free.',
    subheadline: 'Call us or send the form below. The consultation costs nothing, and we take injury cases on a contingency fee.',
  },
  intro: [
    'Whether you were hurt in a crash, lost someone you love, or were just charged with a crime, the sooner you talk to a lawyer, the more options you usually have. Evidence fades, witnesses move away, and legal deadlines keep running.',
    'Send the form or call us. If your matter is urgent, such as an arrest, a court date this week, or an insurance adjuster pressing you for a recorded statement, please call. We answer urgent calls 24/7.',
  ],
  nextSteps: {
    heading: 'What Happens After You Reach Out',
    body: ['Here is what to expect. Nothing costs you anything, and you are under no obligation, until you decide to hire us.'],
    list: {
      style: 'steps',
      items: [
        {
          title: 'We call you back',
          text: 'A member of our team reads your message and calls you, usually within one business day. If you call us, you can often talk with someone right away.',
        },
        {
          title: 'We check for conflicts',
          text: 'Before we go into details, we make sure we do not already represent anyone else involved in your matter. This protects you.',
        },
        {
          title: 'Your free consultation',
          text: 'You tell us what happened and ask anything you want. We explain your rights, the deadlines that apply, and the options you have, in plain words.',
        },
        {
          title: 'You decide',
          text: 'If we can help, we explain how we would handle your case and what it would cost, and we put the fee in a written agreement before we begin. On injury cases that means a contingency fee. The choice is yours, with no pressure.',
        },
        {
          title: 'We get to work',
          text: 'Once you hire us, we move quickly to preserve evidence, deal with insurance companies or prosecutors, and keep you informed at every step.',
        },
      ],
    },
    after: [
      'What you send us is confidential, even if we do not take your case. Until we have checked for conflicts of interest, please keep it to a short summary; we go over the details together once we know we can help.',
    ],
  },
  sourceLabel: 'contact-form',
  hoursHeading: 'Office Hours',
  officesHeading: 'Our Offices',
} as const satisfies ContactCopy;

/* ------------------------------------------------------------------------------------------ */
/* Thank you (shown after the form is sent without JavaScript)                               */
/* ------------------------------------------------------------------------------------------ */

export const thankYouCopy = {
  meta: {
    title: 'Thank You: We Received Your Message | Kent Injury & Defense Firm',
    description:
      'Thank you for contacting our Kent injury and criminal defense lawyers. A member of our team will call you back, usually within one business day.',
    keywords: ['thank you', 'message received', 'free consultation', 'Kent personal injury lawyer', 'Kent criminal defense lawyer'],
    canonicalHost: 'primary',
  },
  heading: 'Thank You. We Received Your Message.',
  body: [
    'Your message has reached our team. Thank you for trusting us with it.',
    'A member of our team will call you back at the number you gave us, usually within one business day. Your consultation is free, and there is no obligation.',
    'If your matter is urgent, such as an arrest, a court date coming up, or an insurance company pressing you for a statement, please call us now. We answer urgent calls 24/7.',
  ],
} as const satisfies ThankYouCopy;

/* ------------------------------------------------------------------------------------------ */
/* Terms of Use                                                                               */
/* ------------------------------------------------------------------------------------------ */

export const termsCopy = {
  meta: {
    title: 'Terms of Use | Kent Personal Injury & Criminal Defense Lawyers',
    description:
      'The terms for using our website: general information only, not legal advice. Using the site or sending our form does not make you our client.',
    keywords: ['terms of use', 'legal disclaimer', 'attorney advertising', 'no attorney-client relationship', 'Washington law firm'],
    canonicalHost: 'primary',
  },
  heading: 'Terms of Use',
  updated: '2026-11-01',
  intro: [
    'These terms apply to everyone who uses this website. By using the site, or by ticking the box on our contact form, you agree to them. Please read them together with our Privacy Policy.',
    'If you do not agree, please do not use the site or the form. You can always call us instead.',
  ],
  sections: [
    {
      heading: 'General Information, Not Legal Advice',
      body: [
        'Everything on this website is general information about Washington law and about our services. It is not legal advice about your situation, and it may not reflect the most recent changes in the law.',
        'Every case turns on its own facts. Please do not act, or decide not to act, on anything you read here without first talking to a lawyer about your own situation.',
      ],
    },
    {
      heading: 'No Attorney-Client Relationship',
      body: [
        'Using this website, sending our contact form, or calling us does not make you our client and does not create an attorney-client relationship.',
        'We do not intend to represent anyone until we have checked for conflicts of interest and you and our firm have both agreed that we will represent you, and we will confirm that agreement in writing.',
      ],
    },
    {
      heading: 'What You Tell Us Before You Hire Us',
      body: [
        'When you contact us about hiring us, through the form, by email, or by phone, Washington’s Rule of Professional Conduct 1.18 protects you as a prospective client. Even if we never represent you, we may not use or reveal what you tell us, except in the limited ways the rules allow for a former client’s information.',
        'We still ask for only a short summary at first. Before we hear the details, we check that we do not already represent someone on the other side of your matter. If we do, we may not be able to take your case, and details we had already heard could also limit what we may do for the client we represent. A short summary lets us run that check without either of those happening.',
      ],
      list: {
        style: 'bullets',
        items: [
          'Keep your first message short: the kind of case, roughly when it happened, who else was involved, and the best time to reach you.',
          'Please do not send documents or medical records until we ask for them.',
          'If you are facing charges, do not describe the events in writing. Just tell us you need to talk, and we will call you.',
        ],
      },
      after: [
        'Contacting us does not make you our client, and we do not represent you until we have both agreed to it in writing. Until then, keep track of any deadline in your matter yourself.',
      ],
    },
    {
      heading: 'Attorney Advertising and Past Results',
      body: [
        'This website is attorney advertising.',
        'The results, settlements and client reviews on this site describe past matters. Prior results do not guarantee a similar outcome. The result in any case depends on its own facts and the law, and statements about our success rate and experience describe our history, not a promise about your case.',
      ],
    },
    {
      heading: 'Licensed in Washington',
      body: [
        'Our lawyers are licensed to practice law in the State of Washington. This website is not meant to offer legal services in any other state, and we do not take on matters we are not permitted to handle.',
      ],
    },
    {
      heading: 'Our Content',
      body: [
        'The text, images, videos, logos and design of this website belong to our firm or are used with permission. You may view and print pages for your own personal, non-commercial use. Please do not copy, republish or sell our content without our written permission.',
      ],
    },
    {
      heading: 'Links to Other Websites',
      body: [
        'Our site links to, and can show content from, other websites such as video and map providers and social networks. We do not control those sites and are not responsible for their content or their privacy practices. A link is not an endorsement.',
      ],
    },
    {
      heading: 'Governing Law',
      body: [
        'These terms are governed by the laws of the State of Washington. Any dispute about this website or these terms will be decided in the state or federal courts located in King County, Washington.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      body: [
        'We may update these terms from time to time. The date at the top of this page shows when they last changed. If you keep using the site after a change, you accept the updated terms.',
      ],
    },
  ],
} as const satisfies TermsCopy;

/* ------------------------------------------------------------------------------------------ */
/* Privacy Policy                                                                             */
/* ------------------------------------------------------------------------------------------ */

export const privacyCopy = {
  meta: {
    title: 'Privacy Policy | Kent Personal Injury & Criminal Defense Lawyers',
    description:
      'What our website collects and why: only what you send through our contact form. No cookies, no analytics or ad trackers, and we never sell your information.',
    keywords: ['privacy policy', 'contact form privacy', 'no cookies', 'no tracking', 'personal information', 'law firm privacy'],
    canonicalHost: 'primary',
  },
  heading: 'Privacy Policy',
  updated: '2026-12-01',
  intro: [
    'This policy explains what our website collects, where it is kept, who sees it and for how long. We have kept it short and plain because the site collects very little.',
    'In brief: we receive only what you send us through the contact form, plus a few details that come with it. The site sets no cookies, runs no analytics or advertising trackers, and we never sell your information. If you tell us about an injury or your health, our Consumer Health Data Privacy Policy also applies.',
  ],
  sections: [
    {
      heading: 'What You Send Us',
      body: ['When you send our contact form, we store:'],
      list: {
        style: 'bullets',
        items: ['your name', 'your phone number', 'your email address', 'the type of case you choose', 'your message, if you choose to write one'],
      },
      after: [
        'What you send is confidential, even if we do not take your case (RPC 1.18). Until we have checked for conflicts of interest, a short summary is all we need; we go over the details privately once we have spoken.',
      ],
    },
    {
      heading: 'What We Store With It',
      body: ['With your answers, we store a few details about the submission itself:'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Which form you used',
            text: 'a short label naming the page the form was on, such as our truck accident page or our contact page.',
          },
          { title: 'When it arrived', text: 'the date and time we received it.' },
          { title: 'The language you wrote in', text: 'English or Spanish, from the page the form was on, so we can call you back in that language.' },
          {
            title: 'A reference number',
            text: 'a random number your browser makes for each submission, so that a form sent twice is stored once.',
          },
          {
            title: 'How we handled it',
            text: 'whether our spam filter flagged it, whether the email telling our intake team about it was delivered (when, after how many tries, and the last delivery error, if there was one), and when our intake team first reached you.',
          },
          {
            title: 'A check for a form sent twice',
            text: 'a scrambled code made from your answers and the hash of your IP address, so that the same answers sent twice from one connection in quick succession are stored once. Our systems delete it together with the IP address hash.',
          },
          {
            title: 'A hash of your IP address',
            text: `a scrambled code made from your connection’s address, kept for at most ${ipHashRetention} (see “Protecting the Form From Abuse” below).`,
          },
        ],
      },
    },
    {
      heading: 'What Your Browser Sends With the Form',
      body: [
        'If your browser runs our website’s scripts, the form also sends these details, which we use to answer your request and to fix problems with the site. Without scripts, the form sends only your answers, which form you used and whether you ticked the optional box described below, and your browser keeps no note of your visit.',
      ],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'The page you were on',
            text: 'the address and title of the page you sent the form from.',
          },
          {
            title: 'Your browser',
            text: 'your browser’s user-agent string, a short piece of text that names your browser and operating system.',
          },
          {
            title: 'How you found us',
            text: 'the note of your visit described in the next section, which the form sends, and we keep, only if you tick the optional box; without it, only the kind of visit.',
          },
        ],
      },
    },
    {
      heading: 'How You Found Us, Only If You Agree',
      body: [leadFacts.visitNote, leadFacts.visitNoteKept, leadFacts.visitNoteNotKept, leadFacts.noReidentification],
    },
    {
      heading: 'Where Your Information Goes',
      body: [leadFacts.stored],
      list: { style: 'bullets', items: leadFacts.recipients },
      after: [`The companies that handle it for us do so only on our behalf and on our instructions: ${leadFacts.processors}.`],
    },
    {
      heading: 'Protecting the Form From Abuse',
      body: [
        `To stop spam and repeated automated submissions, we store a salted one-way hash of your IP address with your submission. A hash is a scrambled code made from the address; we do not store the address itself. ${leadFacts.ipHash}`,
        'Our web server keeps no log of visits: it does not record your IP address, your browser or the pages you read. When a page is not found or fails, it writes one line naming that page’s address, and nothing about you. The companies that host our website, database and email may keep their own technical logs of connections, which can include IP addresses, for a limited time under their own terms.',
      ],
    },
    {
      heading: 'What We Never Collect',
      body: [
        'Our website sets no cookies. The only thing it stores in your browser is the note of how you found us described above, in that tab’s session storage. We do not use analytics tools, advertising trackers or tracking pixels, and nothing on our pages follows you around the web. We never collect:',
      ],
      list: {
        style: 'bullets',
        items: [
          'your IP address itself (only the short-lived hash described above)',
          'your location',
          'which pages you read, or anything else about visitors who do not send the form',
        ],
      },
    },
    {
      heading: 'Videos and Maps',
      body: [
        'Our videos come from YouTube and our office map comes from Google Maps. Neither loads when you open a page. You see a placeholder instead, and the video or map loads only when you click to load it.',
        'Our videos use YouTube’s privacy-enhanced mode. Once you choose to load a video or the map, your browser connects to that provider, and its own privacy policy applies to that content, including any cookies it may set.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      body: ['We use what you send us for these purposes, and no others:'],
      list: { style: 'bullets', items: leadFacts.purposes },
      after: [leadFacts.legalProcess],
    },
    {
      heading: 'We Never Sell Your Information',
      body: ['We do not sell, rent or trade your information.'],
    },
    {
      heading: 'How Long We Keep It',
      body: [leadFacts.keptUntilDeleted, leadFacts.ipHashDeleted],
    },
    {
      heading: 'Seeing or Deleting Your Information',
      body: [
        `You may ask whether we hold a submission from you, ask for a copy of everything we stored with it, or ask us to delete it. ${leadFacts.howToAsk}`,
        leadFacts.whatWeDelete,
        leadFacts.copiesAlreadySent,
        leadFacts.conflictRecord,
      ],
    },
    {
      heading: 'Children',
      body: [
        'Our website is not meant for children under 13, and we do not knowingly collect information from them. If you believe a child has sent us information, let us know and we will delete it. A parent or guardian is always welcome to contact us on a child’s behalf.',
      ],
    },
    {
      heading: 'Keeping Your Information Safe',
      body: [`${leadFacts.whoCanSee} No system is perfectly secure, which is one more reason a short summary is all the form needs.`],
    },
    {
      heading: 'Changes to This Policy',
      body: ['If we change what the site collects or how we use it, we will update this policy and the date at the top of this page.'],
    },
    contactCountsSection.en,
  ],
} as const satisfies PrivacyCopy;

/* ------------------------------------------------------------------------------------------ */
/* Accessibility Statement                                                                    */
/* ------------------------------------------------------------------------------------------ */

export const accessibilityCopy = {
  meta: {
    title: 'Accessibility Statement | Kent Injury & Criminal Defense Lawyers',
    description:
      'Our commitment to an accessible website that meets WCAG 2.2 level AA, what we have done, known limitations, and how to tell us about a barrier.',
    keywords: ['accessibility statement', 'WCAG 2.2 AA', 'accessible website', 'screen reader', 'keyboard navigation', 'report an accessibility barrier'],
    canonicalHost: 'primary',
  },
  heading: 'Accessibility Statement',
  updated: '2026-11-01',
  intro: [
    'Everyone should be able to learn about their rights and reach a lawyer. That includes people who use a screen reader, a keyboard, magnification or voice control, and people whose injuries make a phone or computer harder to use than it used to be.',
    'We aim for our website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
  ],
  sections: [
    {
      heading: 'What We Have Done',
      body: ['To meet that standard, we built the site so that:'],
      list: {
        style: 'bullets',
        items: [
          'every link, button, menu and form field works with a keyboard alone, and you can always see where you are on the page',
          'screen readers announce clear labels for links, buttons, form fields, images and error messages',
          'a skip link at the top of every page lets you jump past the menu straight to the main content',
          'text and controls meet the WCAG color contrast requirements',
          'if your device is set to reduce motion, animations are turned off, including the scrolling results carousel',
          'captions have been requested for our videos from the video provider, and where they are available you can turn them on in the player',
          'every page can be read without JavaScript, and the contact form still works with it turned off',
          'if the form is hard to use for any reason, you can call us instead and a person will take down your information',
        ],
      },
    },
    {
      heading: 'Known Limitations',
      body: ['Some content on our site comes from other companies, and we cannot fully control how accessible it is:'],
      list: {
        style: 'bullets',
        items: [
          {
            title: 'Videos',
            text: 'our videos play in YouTube’s player, whose controls and captions are provided by YouTube.',
          },
          {
            title: 'Map',
            text: 'our office map is provided by Google Maps, which can be hard to use with a keyboard or screen reader. Written directions to our office appear next to it, and we are glad to give directions by phone.',
          },
        ],
      },
      after: ['Both load only when you choose to load them, so they never get in the way of the rest of the page.'],
    },
    {
      heading: 'Tell Us About a Barrier',
      body: [
        'If something on our site is hard or impossible for you to use, please tell us. Call or email us using the phone number and email address shown here, and if you can, let us know:',
      ],
      list: {
        style: 'bullets',
        items: ['the page you were on', 'what you were trying to do', 'what went wrong, and the device, browser or assistive technology you use, if you know'],
      },
      after: [
        'You do not need technical terms. Telling us what happened in your own words is enough. If the barrier kept you from reaching us about a legal matter, say so and we will help you by phone right away.',
      ],
    },
    {
      heading: 'How We Respond',
      body: [
        'We will respond within two business days. We will tell you what we plan to do about the problem and, in the meantime, get you the information or help you need another way.',
      ],
    },
    {
      heading: 'Ongoing Work',
      body: ['Accessibility is never finished. We check the site again when we add pages or features, and we fix problems as we learn about them.'],
    },
  ],
} as const satisfies AccessibilityCopy;

/** The English pages' copy, in the shape data/translations.ts gives each other language's. */
export const sitePagesCopy: SitePagesCopy = {
  home: homeCopy,
  contact: contactCopy,
  thankYou: thankYouCopy,
  terms: termsCopy,
  privacy: privacyCopy,
  consumerHealthData: consumerHealthDataCopy,
};
