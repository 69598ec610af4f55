// Content shapes shared by data/ and the blocks that render them. Plain strings only: no HTML
// in data, so every word is escaped by React and copy can be edited without touching code.

export type Paragraphs = readonly string[];

/** A list item is either a sentence or a titled point ("Duty — the owner owed you care"). */
export type ListItem = string | { readonly title: string; readonly text: string };

export interface ContentSectionProps {
  readonly heading: string;
  readonly body: Paragraphs;
  readonly list?: { readonly style: 'bullets' | 'steps'; readonly items: readonly ListItem[] };
  /** Paragraphs after the list. */
  readonly after?: Paragraphs;
}

export interface TableProps {
  readonly heading: string;
  readonly intro?: Paragraphs;
  readonly caption: string;
  readonly columns: readonly [string, string];
  readonly rows: readonly (readonly [string, string])[];
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

export interface FaqProps {
  readonly heading: string;
  readonly items: readonly Faq[];
}

/** A practice page's FAQ; 'accordion' only where the spec asks for one (catastrophic injuries). */
export interface PracticeFaq extends FaqProps {
  readonly style: 'plain' | 'accordion';
}

export interface CtaProps {
  readonly heading: string;
  readonly body: string;
  /** The fee terms under the body (from data/firm.ts `fees`). */
  readonly fees?: FeeTerms;
  /** Adds a 'Free Consultation' link to /contact beside the call button. */
  readonly consultationLink?: boolean;
}

/** A fee line and, beside a contingency fee, who pays the case costs (data/firm.ts `fees`). */
export interface FeeTerms {
  readonly line: string;
  readonly costs?: string;
  /** On a page for both practice groups: the criminal fee line after the injury one, which then names injury cases. */
  readonly criminal?: string;
}

/** A video of the firm's (the id is YouTube's). */
export interface VideoEntry {
  readonly youtubeId: string;
  readonly title: string;
}

/** A practice page's video, with the heading of its section. */
export interface PracticeVideo extends VideoEntry {
  readonly heading: string;
}

export interface StatsProps {
  readonly heading: string;
  /** `note` explains a figure (a term, a caveat, a claim's basis): in a tooltip beside it, and as small print under the figures. */
  readonly items: readonly { readonly value: string; readonly label: string; readonly note?: string }[];
}
