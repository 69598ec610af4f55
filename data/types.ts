// Shapes of the firm's data. Each data file is `as const satisfies` one of these, and ids are
// derived from the data itself (AttorneyId, OfficeId, PracticeAreaId) so a reference to a
// missing entry fails to compile.
import type { CaseType } from './case-types';
import type { CriminalSourceLabel } from './criminal-source-labels';
import type { ContentSectionProps, CtaProps, PracticeFaq, Paragraphs, PracticeVideo, StatsProps, TableProps } from './content';
import type { FirmNameReading, HostReading } from './firm';
import type { AttorneyId } from './attorneys';
import type { PracticeAreaId } from './practice-areas';

export interface PageMetaCopy {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Which of the firm's two canonical hosts this page names (spec §1 quirk). */
  readonly canonicalHost: HostReading;
}

export interface AttorneyData {
  readonly slug: string;
  readonly name: string;
  readonly title: string;
  /** Form source label of spec §2: 'lawyer-bio' for the managing partner, '<slug>-bio' otherwise. */
  readonly sourceLabel: string;
  /** Irregular old addresses that answer 301 to the bio (/about-…, /…-bio, /…); /about-<slug> needs no entry (pages.config.ts). */
  readonly legacyPaths: readonly string[];
  readonly managingPartner: boolean;
  /** Which fee terms the bio shows: a contingency fee is for injury cases only (RPC 1.5(d)(2)). */
  readonly practice: 'injury' | 'criminal-defense';
  /** The managing partner's personal site, opened in a new tab from the home spotlight. */
  readonly externalSite?: string;
  /** `alt` says what is shown: today the drawn monogram (blocks/ui/practice-art.tsx), later a photo. */
  readonly portrait: { readonly initials: string; readonly alt: string };
  readonly meta: PageMetaCopy;
  readonly hero: { readonly headline: string; readonly subheadline: string };
  readonly teamBlurb: string;
  readonly focus: readonly string[];
  readonly biography: Paragraphs;
  readonly recognition: readonly string[];
  readonly education: readonly string[];
  readonly admissions: readonly string[];
  readonly stats: StatsProps['items'];
}

/** Blocks a practice page may place between its hero and its closing sections. */
export type PracticeBodyBlock =
  | ({ readonly type: 'content-section' } & ContentSectionProps)
  | ({ readonly type: 'table' } & TableProps)
  | {
      readonly type: 'attorney-spotlight';
      /** Without it, the page's practice group's contact attorney (data/practice-groups.ts). */
      readonly attorney?: AttorneyId;
      readonly heading: string;
      readonly body: Paragraphs;
    };

export interface PracticeAreaData {
  /** URL segment after the city: /kent-wa/<slug>. */
  readonly slug: string;
  /** The case type of this area's leads, which its page's form starts at; a new area's goes in data/case-types.ts first. */
  readonly caseType: Exclude<CaseType, 'Other'>;
  readonly sourceLabel: string;
  readonly navLabel: string;
  /** The home grid's tile: a drawn icon (decorative: the title names the link). */
  readonly tile: { readonly title: string };
  readonly firmName: FirmNameReading;
  readonly meta: PageMetaCopy;
  readonly hero: {
    readonly headline: string;
    readonly subheadline: string;
    /** Spec §1: '24/7' is stated on some pages (motorcycle among them). */
    readonly available247: boolean;
    /** The line beside the hero's stars, where the reviews claim does not suit the page. */
    readonly ratingLine?: string;
  };
  /** The page's own video, where the firm's practice video (data/firm.ts) does not suit it. */
  readonly video?: PracticeVideo;
  readonly body: readonly PracticeBodyBlock[];
  readonly faq: PracticeFaq;
  readonly closing: CtaProps;
  readonly structuredData: {
    readonly serviceType: string;
    /** Wrongful death (spec §3): url, telephone, service type list, area list, free-consultation offer. */
    readonly rich?: { readonly serviceTypes: readonly string[]; readonly areasServed: readonly string[] };
  };
}

/**
 * A criminal-defense page (data/criminal/<area>.ts): a practice page's copy, rendered by the same
 * template and blocks, under the home office's city only. It has no case type of its own (the
 * spec's nine stay as they are): its form starts at "Other" (data/practice-groups.ts).
 */
export interface CriminalAreaData extends Omit<PracticeAreaData, 'caseType' | 'sourceLabel' | 'tile'> {
  readonly sourceLabel: CriminalSourceLabel;
  /** The page's card in the home page's block for people facing charges. */
  readonly card: string;
}

/** An area of either practice group: what the practice page template reads. */
export type PracticePageData = PracticeAreaData | CriminalAreaData;

export interface OfficeData {
  readonly city: string;
  /** First URL segment: /<slug>/personal-injury-lawyer. */
  readonly slug: string;
  readonly address: {
    readonly street: string;
    readonly city: string;
    readonly region: 'WA';
    readonly postalCode: string;
  };
  /** Seattle's structured data names a different street and code than its contact block (spec §3). */
  readonly structuredDataAddress?: { readonly street: string; readonly postalCode: string };
  readonly geo: { readonly latitude: number; readonly longitude: number };
  /** Spec §2: every office page but Kent is noindex/nofollow. */
  readonly indexable: boolean;
  /** Kent and Seattle also carry the eight practice pages under their slug. */
  readonly hasPracticePages: boolean;
  readonly sourceLabel: string;
  readonly available247: boolean;
  readonly firmName: FirmNameReading;
  readonly meta: PageMetaCopy;
  readonly hero: { readonly headline: string; readonly subheadline: string };
  readonly localAdvocates: { readonly heading: string; readonly body: Paragraphs };
  /** Case-type cards; each links to the practice page of that area. */
  readonly caseTypes: readonly { readonly practice: PracticeAreaId; readonly text: string }[];
  readonly communities: readonly string[];
  readonly serviceTypes: readonly string[];
}

export interface TestimonialData {
  readonly quote: string;
  readonly name: string;
  readonly matter: string;
}

export interface SettlementData {
  readonly amount: string;
  readonly type: string;
  readonly description: string;
}

/** One entry of `Words` for each entry of the tuple `List`, in its order: a translation of a list, checked by tsc to be as long. */
export type WordsForEach<List extends readonly unknown[], Words> = { readonly [Entry in keyof List]: Words };

/** An office page's words in another language (data/translations.ts); its facts are the office's entry in data/offices.ts. */
export type OfficeWords = Pick<OfficeData, 'meta' | 'hero' | 'localAdvocates' | 'caseTypes' | 'serviceTypes' | 'sourceLabel'> & {
  /** The page's last segment in its language, after the office's city segment: /es/kent-wa/<pageSlug>. */
  readonly pageSlug: string;
};

/**
 * Keys whose values are facts of a page, the same in every language, so a translation never
 * restates them: the kinds of its blocks and lists, the attorney a spotlight shows, a video's id,
 * the case type, the firm name and canonical host it uses, and its form's source label (a
 * translated page's is its own address segment: src/pages/in-language.ts).
 */
type FactKey = 'type' | 'style' | 'attorney' | 'youtubeId' | 'caseType' | 'sourceLabel' | 'firmName' | 'canonicalHost';
/** Lists whose length is the translation's own: the search keywords of a page's metadata. */
type OwnLengthKey = 'keywords';

/**
 * The words of a page in another language, typed from its English page (the `as const` data): each
 * string a string in that language (the page's slug included, its address segment there), each list
 * as long and in the same order, and no fact (`FactKey`, flags and figures), which the English page
 * gives. A word missing or one too many fails tsc; src/pages/in-language.ts puts the two together.
 */
export type WordsOf<English> = English extends string
  ? string
  : English extends readonly unknown[]
    ? { readonly [Index in keyof English]: WordsOf<English[Index]> }
    : {
        readonly [Key in keyof English as Key extends FactKey ? never : English[Key] extends boolean | number ? never : Key]: Key extends OwnLengthKey
          ? readonly string[]
          : WordsOf<English[Key]>;
      };

/** The shape of an `as const` copy object with its words widened to any string: what a translation of it must give. */
export type CopyShape<T> = T extends string ? string : { readonly [K in keyof T]: CopyShape<T[K]> };
