// The block registry. BlockProps is the one source of truth: the Block union and the renderer
// table are derived from it, so a block type without a renderer fails to compile.
// Blocks render on the server (the pre-render); the browser gets their HTML and hydrates only the
// islands inside them (blocks/ui/island.tsx), so no block code ships to visitors.
// Adding a block type? Add its file here, its renderer below, and its fixture in tests/unit/fixtures.ts.
import { Fragment, type ComponentType } from 'react';
import type { ContentSectionProps, CtaProps, FaqProps, StatsProps, TableProps } from '../data/content';
import { defaultLocale, type Locale } from '../data/locales';
import { uiCopy } from '../data/ui-copy';
import { UiCopyContext } from './ui/ui-copy-context';
import { AboutPartner, type AboutPartnerProps } from './about-partner';
import { AttorneySpotlight, type AttorneySpotlightProps } from './attorney-spotlight';
import { Banner, type BannerProps } from './banner';
import { BioHero, type BioHeroProps } from './bio-hero';
import { CaseTypeCards, type CaseTypeCardsProps } from './case-type-cards';
import { Communities, type CommunitiesProps } from './communities';
import { ContactDetails, type ContactDetailsProps } from './contact-details';
import { ContentSection } from './content-section';
import { Cta } from './cta';
import { Faq } from './faq';
import { FaqAccordion } from './faq-accordion';
import { Form, type FormProps } from './form';
import { Hero, type HeroProps } from './hero';
import { IntakeLeadSection, type IntakeLeadSectionProps } from './intake-lead';
import { MapDirections, type MapDirectionsProps } from './map-directions';
import { OfficeContact, type OfficeContactProps } from './office-contact';
import { Offices, type OfficesProps } from './offices';
import { PageIntro, type PageIntroProps } from './page-intro';
import { PracticeHero, type PracticeHeroProps } from './practice-hero';
import { PracticeTiles, type PracticeTilesProps } from './practice-tiles';
import { SettlementCarousel, type SettlementCarouselProps } from './settlement-carousel';
import { SitemapGroups, type SitemapGroupsProps } from './sitemap-groups';
import { Stats } from './stats';
import { Table } from './table';
import { TeamCards, type TeamCardsProps } from './team-cards';
import { Testimonials, type TestimonialsProps } from './testimonials';
import { Video, type VideoProps } from './video';
import { ClaimNotes, claimNotes } from './ui/claim-notes';

export interface BlockProps {
  'about-partner': AboutPartnerProps;
  'attorney-spotlight': AttorneySpotlightProps;
  banner: BannerProps;
  'bio-hero': BioHeroProps;
  'case-type-cards': CaseTypeCardsProps;
  communities: CommunitiesProps;
  'contact-details': ContactDetailsProps;
  'content-section': ContentSectionProps;
  cta: CtaProps;
  faq: FaqProps;
  'faq-accordion': FaqProps;
  form: FormProps;
  hero: HeroProps;
  'intake-lead': IntakeLeadSectionProps;
  'map-directions': MapDirectionsProps;
  'office-contact': OfficeContactProps;
  offices: OfficesProps;
  'page-intro': PageIntroProps;
  'practice-hero': PracticeHeroProps;
  'practice-tiles': PracticeTilesProps;
  'settlement-carousel': SettlementCarouselProps;
  'sitemap-groups': SitemapGroupsProps;
  stats: StatsProps;
  table: TableProps;
  'team-cards': TeamCardsProps;
  testimonials: TestimonialsProps;
  video: VideoProps;
}

export type BlockType = keyof BlockProps;
export type Block = { [K in BlockType]: { readonly type: K } & BlockProps[K] }[BlockType];

const blockRenderers = {
  'about-partner': AboutPartner,
  'attorney-spotlight': AttorneySpotlight,
  banner: Banner,
  'bio-hero': BioHero,
  'case-type-cards': CaseTypeCards,
  communities: Communities,
  'contact-details': ContactDetails,
  'content-section': ContentSection,
  cta: Cta,
  faq: Faq,
  'faq-accordion': FaqAccordion,
  form: Form,
  hero: Hero,
  'intake-lead': IntakeLeadSection,
  'map-directions': MapDirections,
  'office-contact': OfficeContact,
  offices: Offices,
  'page-intro': PageIntro,
  'practice-hero': PracticeHero,
  'practice-tiles': PracticeTiles,
  'settlement-carousel': SettlementCarousel,
  'sitemap-groups': SitemapGroups,
  stats: Stats,
  table: Table,
  'team-cards': TeamCards,
  testimonials: Testimonials,
  video: Video,
} satisfies { [K in BlockType]: ComponentType<BlockProps[K]> };

function RenderBlock({ block }: { block: Block }) {
  // The one cast: TypeScript cannot correlate a union member with its renderer's props.
  const Renderer = blockRenderers[block.type] as ComponentType<Block>;
  return <Renderer {...block} />;
}

// Blocks set in a narrow centred column: their notes line up with it.
const narrowColumn: ReadonlySet<BlockType> = new Set([
  'banner',
  'communities',
  'content-section',
  'cta',
  'faq',
  'faq-accordion',
  'hero',
  'page-intro',
  'table',
]);

/** The blocks of a page in its language, each followed by the basis of any claim it states (blocks/ui/claim-notes.tsx). */
export function RenderBlocks({ blocks, locale = defaultLocale }: { blocks: readonly Block[]; locale?: Locale }) {
  const copy = uiCopy[locale];
  return (
    <UiCopyContext value={copy}>
      {blocks.map((block, index) => (
        <Fragment key={`${block.type}-${index}`}>
          <RenderBlock block={block} />
          <ClaimNotes notes={claimNotes(block, copy)} width={narrowColumn.has(block.type) ? 'narrow' : 'wide'} />
        </Fragment>
      ))}
    </UiCopyContext>
  );
}
