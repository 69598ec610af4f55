// The block registry. BlockProps is the one source of truth: the Block union and the renderer
// table are derived from it, so a block type without a renderer fails to compile.
// Blocks render on the server (the pre-render); the browser gets their HTML and hydrates only the
// islands inside them (blocks/ui/island.tsx), so no block code ships to visitors. Each renderer is
// still a chunk of its own, loaded with the page that uses it (the router awaits
// loadBlockRenderers), for the benchmark's client-only build (tests/bench/client-only/).
// Adding a block type? Add its file here, its renderer below, and its fixture in tests/unit/fixtures.ts.
import type { ComponentType } from 'react';
import type { ContentSectionProps, CtaProps, FaqProps, StatsProps, TableProps } from '../data/content';
import { preloadable, type Preloadable } from './ui/preloadable';
import type { AboutPartnerProps } from './about-partner';
import type { AttorneySpotlightProps } from './attorney-spotlight';
import type { BannerProps } from './banner';
import type { BioHeroProps } from './bio-hero';
import type { CaseTypeCardsProps } from './case-type-cards';
import type { CommunitiesProps } from './communities';
import type { ContactDetailsProps } from './contact-details';
import type { FormProps } from './form';
import type { HeroProps } from './hero';
import type { MapDirectionsProps } from './map-directions';
import type { OfficeContactProps } from './office-contact';
import type { OfficesProps } from './offices';
import type { PageIntroProps } from './page-intro';
import type { PracticeHeroProps } from './practice-hero';
import type { PracticeTilesProps } from './practice-tiles';
import type { SettlementCarouselProps } from './settlement-carousel';
import type { SitemapGroupsProps } from './sitemap-groups';
import type { TeamCardsProps } from './team-cards';
import type { TestimonialsProps } from './testimonials';
import type { VideoProps } from './video';

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

export const blockRenderers = {
  'about-partner': preloadable(() => import('./about-partner').then((m) => m.AboutPartner)),
  'attorney-spotlight': preloadable(() => import('./attorney-spotlight').then((m) => m.AttorneySpotlight)),
  banner: preloadable(() => import('./banner').then((m) => m.Banner)),
  'bio-hero': preloadable(() => import('./bio-hero').then((m) => m.BioHero)),
  'case-type-cards': preloadable(() => import('./case-type-cards').then((m) => m.CaseTypeCards)),
  communities: preloadable(() => import('./communities').then((m) => m.Communities)),
  'contact-details': preloadable(() => import('./contact-details').then((m) => m.ContactDetails)),
  'content-section': preloadable(() => import('./content-section').then((m) => m.ContentSection)),
  cta: preloadable(() => import('./cta').then((m) => m.Cta)),
  faq: preloadable(() => import('./faq').then((m) => m.Faq)),
  'faq-accordion': preloadable(() => import('./faq-accordion').then((m) => m.FaqAccordion)),
  form: preloadable(() => import('./form').then((m) => m.Form)),
  hero: preloadable(() => import('./hero').then((m) => m.Hero)),
  'map-directions': preloadable(() => import('./map-directions').then((m) => m.MapDirections)),
  'office-contact': preloadable(() => import('./office-contact').then((m) => m.OfficeContact)),
  offices: preloadable(() => import('./offices').then((m) => m.Offices)),
  'page-intro': preloadable(() => import('./page-intro').then((m) => m.PageIntro)),
  'practice-hero': preloadable(() => import('./practice-hero').then((m) => m.PracticeHero)),
  'practice-tiles': preloadable(() => import('./practice-tiles').then((m) => m.PracticeTiles)),
  'settlement-carousel': preloadable(() => import('./settlement-carousel').then((m) => m.SettlementCarousel)),
  'sitemap-groups': preloadable(() => import('./sitemap-groups').then((m) => m.SitemapGroups)),
  stats: preloadable(() => import('./stats').then((m) => m.Stats)),
  table: preloadable(() => import('./table').then((m) => m.Table)),
  'team-cards': preloadable(() => import('./team-cards').then((m) => m.TeamCards)),
  testimonials: preloadable(() => import('./testimonials').then((m) => m.Testimonials)),
  video: preloadable(() => import('./video').then((m) => m.Video)),
} satisfies { [K in BlockType]: Preloadable<BlockProps[K]> };

/** Loads the renderers a page needs; the router awaits it so that rendering never suspends. */
export function loadBlockRenderers(blocks: readonly Block[]): Promise<unknown> {
  return Promise.all([...new Set(blocks.map((block) => block.type))].map((type) => blockRenderers[type].preload()));
}

function RenderBlock({ block }: { block: Block }) {
  // The one cast: TypeScript cannot correlate a union member with its renderer's props.
  const Renderer = blockRenderers[block.type] as ComponentType<Block>;
  return <Renderer {...block} />;
}

export function RenderBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <RenderBlock key={`${block.type}-${index}`} block={block} />
      ))}
    </>
  );
}
