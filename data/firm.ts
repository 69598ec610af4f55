// The firm's own names, phones, hosts, email and keys that the spec withholds, with clearly
// fictional sample values (555-01xx numbers, .example domains). The firm replaces them here, once;
// each attorney's name and site are in attorneys.ts, each office's address in offices.ts (the home
// office's is the firm's address). data/samples.ts says what counts as a sample, and
// `npm run check:launch` lists what is left.

/**
 * What the success rate counts (sample figures): injury matters closed 2019–2025 in which the
 * client recovered money. A sentence states it as these counts, not as a bare “success” (RPC 7.1
 * cmts. [2]–[3]), and its pattern below is built from them, so changed counts need changed copy.
 */
export const injuryRecoveries = { recovered: 412, closed: 425, from: 2019, to: 2025 } as const;
const { recovered, closed } = injuryRecoveries;

export const firm = {
  /** The spec's copy names the firm two ways across pages; both readings are kept (see §1). */
  names: {
    primary: 'Cascade Crest Injury & Defense Lawyers',
    alternate: 'Cascade Crest Law Group',
  },
  /** Canonical hosts differ between pages in the spec's copy; each page names which one it uses. */
  hosts: {
    primary: 'https://www.cascadecrestlaw.example',
    alternate: 'https://cascadecrestinjury.example',
  },
  /**
   * Each number, whether it takes texts (a Twilio number whose Messaging webhook is
   * /functions/v1/inbound-text: the site offers "Text us" beside its calls), and the language a text
   * to it is answered and called back in. Spanish pages offer texts to the Spanish line.
   */
  phones: {
    main: { display: '(253) 555-0142', tel: '+12535550142', texts: true, language: 'en' },
    office: { display: '(253) 555-0168', tel: '+12535550168', texts: false, language: 'en' },
    spanish: { display: '(253) 555-0179', tel: '+12535550179', texts: true, language: 'es' },
  },
  email: 'intake@cascadecrestlaw.example',
  /**
   * The names of the firm's conversion actions in Google Ads (Goals > Conversions, source "Import"):
   * `npm run leads -- export --google-ads` writes them, and Google Ads takes only a name it knows, exactly.
   */
  googleAdsConversions: { signed: 'Signed client', reached: 'Reached lead' },
  /**
   * The languages the firm's intake staff call a lead back in (a SAMPLE: the firm lists only the
   * languages someone who takes its calls speaks). A page in a language listed here says, beside the
   * phone number, on the form and on the thank-you page, that the callback will be in that language
   * (data/ui-copy.ts `callbackLanguage`); a page in a language not listed makes no such promise.
   */
  callbackLanguages: ['en', 'es'],
  /** Where the firm keeps its hours and counts its weeks (`npm run leads -- report`). */
  timeZone: 'America/Los_Angeles',
  hours: [
    { days: 'Monday – Friday', time: '8:00 am – 6:00 pm' },
    { days: 'Saturday', time: '10:00 am – 2:00 pm, by appointment' },
    { days: 'Phones', time: 'Answered 24/7 for urgent matters' },
  ],
  /**
   * The firm's claims (RPC 7.1: a figure must not mislead, so each carries its basis). Every block
   * whose text matches a claim's `pattern` is followed by its basis (blocks/ui/claim-notes.tsx), so
   * copy states a claim in one of the forms the pattern recognises and gets its note without code.
   * The bases, their counts and dates are SAMPLES written as a real basis would be: the firm
   * replaces each with its own figures (README, sample values).
   */
  claims: {
    successRate: {
      value: '97%',
      statement: `Money recovered in ${recovered} of ${closed} closed injury matters`,
      basis: `Share of the firm’s personal-injury matters closed from 2019 through 2025 in which the client recovered money by settlement, arbitration award, or verdict (sample figure: ${recovered} of ${closed}). Criminal matters are not counted. Past results do not guarantee a similar outcome.`,
      pattern: new RegExp(`\\b97 ?% success rate|success rate of 97 ?%|recovered money in ${recovered} of ${closed} closed injury matters`, 'i'),
    },
    combinedExperience: {
      value: '150+',
      statement: 'More than 150 years of combined experience',
      basis:
        'The years since bar admission of every attorney on the firm’s legal team, added together: 23 attorneys, including those without a biography on this site (sample figures: 158 years as of November 1, 2026).',
      pattern: /\b150\+? years of combined experience/i,
    },
    formerProsecutors: {
      value: 'Nine',
      statement: 'Nine former prosecutors',
      basis:
        'Attorneys of the firm’s legal team of 23, including those without a biography on this site, who worked as a deputy prosecuting attorney or a city prosecutor before joining the firm (sample figures, as of November 1, 2026).',
      pattern: /\b(?:nine|9) former prosecutors\b/i,
    },
    superLawyer: {
      value: '2019',
      statement: 'Super Lawyer every year since 2019',
      basis:
        'The managing partner was named to the Washington Super Lawyers list each year from 2019 through 2026 (sample years). Super Lawyers, a Thomson Reuters service, selects lawyers from peer nominations and its own research. It is a selection by a private company, not a certification by the Washington State Bar Association or any court.',
      pattern: /\bSuper ?Lawyers? (?:every|each) year since 2019/i,
    },
    managingPartnerYears: {
      value: '15+',
      statement: 'More than 15 years of experience',
      basis: 'The managing partner’s years in practice since his admission to the Washington State Bar in 2010 (sample year).',
      pattern: /\b15\+? years of (?:[a-z]+ )?(?:experience|practice)/i,
    },
    reviews: {
      value: '400+',
      statement: '400+ 5-star reviews',
      basis:
        'Reviews of the firm’s offices on Google that give 5 stars, counted on November 1, 2026 (sample count: 418 of 431 reviews). Reviewers post them on Google; the firm does not pay for or edit them.',
      pattern: /(?:400\+|more than 400) (?:5|five)-star reviews/i,
    },
  } satisfies Record<string, FirmClaim>,
  /** The stars' accessible name says where the rating comes from (sample source). */
  rating: { label: 'Rated 5 out of 5 stars on Google (sample)' },
  /**
   * The fee policy, said once (RPC 1.5(c)); a SAMPLE policy the firm replaces with its own. A
   * contingency fee is for injury cases only: RPC 1.5(d)(2) forbids one in a criminal case.
   * Wherever a page mentions a contingency fee, the costs line is shown beside it.
   */
  fees: {
    injury: 'No attorney’s fee unless we recover money for you',
    /** The same promise where a page also speaks to people facing charges: it is the injury fee only (RPC 1.5(d)(2)). */
    injuryCases: 'In injury cases, no attorney’s fee unless we recover money for you',
    costs:
      'If there is no recovery, you owe no attorney’s fee and you do not repay the case costs we advanced; when there is a recovery, costs are repaid from it, as your written fee agreement sets out.',
    criminal: 'In a criminal case, we agree on a flat or hourly fee with you, in writing, before any work begins',
    /** Copy that mentions a contingency fee, or no fee… */
    mention: /contingen(?:cy|t) fees?|no attorney[’']s fee|\bno fees?\b/i,
    /** …and copy that already says who pays the costs (a sentence on costs advanced or repaid). */
    costsStated: /\bcosts\b[^.]*\b(?:advanced?|repa(?:y|id))\b|\b(?:advanced?|repa(?:y|id))\b[^.]*\bcosts\b/i,
  },
  /**
   * Whether `fees` (and its Spanish in ui-copy.ts) is the firm's own written policy. It is a SAMPLE,
   * so this is false and `npm run check:launch` refuses the launch: set it true once it is.
   */
  feesAreVerified: false as boolean,
  availability: 'Available 24/7 for urgent matters',
  social: [
    { name: 'Facebook', href: 'https://facebook.example/cascadecrestlaw' },
    { name: 'Instagram', href: 'https://instagram.example/cascadecrestlaw' },
    { name: 'LinkedIn', href: 'https://linkedin.example/company/cascadecrestlaw' },
    { name: 'YouTube', href: 'https://youtube.example/@cascadecrestlaw' },
  ],
  /**
   * Each video has an id of its own. The ids are fictional SAMPLES of YouTube's 11-character shape,
   * which the firm replaces with its own videos' ids. A practice page shows `practice` unless its
   * area has a video of its own (data/practice/wrongful-death.ts); the home page shows `home`.
   */
  videos: {
    practice: {
      youtubeId: 'SAMPLEvid01',
      title: 'What to do in the first days after a serious injury',
      heading: 'Watch: What to Do After a Serious Injury',
    },
    home: [
      { youtubeId: 'SAMPLEvid02', title: 'Meet the Cascade Crest trial team' },
      { youtubeId: 'SAMPLEvid03', title: 'How a contingency fee works for you' },
    ],
  },
  /**
   * The hosted backend (spec §6). The build takes the project from VITE_SUPABASE_URL and
   * VITE_SUPABASE_PUBLISHABLE_KEY (docs/deploy.md, "A static host plus Supabase"); this sample key is only
   * what supabase-js is given when neither key variable is set.
   */
  supabase: {
    publishableKey: 'sb_publishable_SAMPLE-not-a-real-key',
  },
  /** The name under the icon of the site installed on a phone (site.webmanifest's short_name). */
  shortName: 'Cascade Crest',
  /**
   * `hours` as search engines read them (LegalService openingHoursSpecification), 24-hour times:
   * only the hours the doors are open. Saturday is by appointment, and the 24/7 line is the phones.
   */
  openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }],
} as const;

/** The number a page in `language` offers texts to: the firm's line for that language, else the main line; none if it takes no texts. */
export function textingPhone(language: string): { readonly display: string; readonly tel: string } | undefined {
  const lines = Object.values(firm.phones).filter((phone) => phone.texts);
  return lines.find((phone) => phone.language === language) ?? (firm.phones.main.texts ? firm.phones.main : undefined);
}

/** A claim about the firm, with what it counts. */
export interface FirmClaim {
  /** The figure as a stat shows it. */
  readonly value: string;
  /** The claim in words, as its note names it. */
  readonly statement: string;
  /** What the figure counts, over which matters and when: shown wherever the claim is stated. */
  readonly basis: string;
  /** The forms copy may state the claim in. */
  readonly pattern: RegExp;
}

export type ClaimId = keyof typeof firm.claims;
export type FirmNameReading = keyof typeof firm.names;
export type HostReading = keyof typeof firm.hosts;

/** A stats figure that states a claim, with the claim's basis as its note. */
export const claimStat = (id: ClaimId, label: string) => ({ value: firm.claims[id].value, label, note: firm.claims[id].basis });
