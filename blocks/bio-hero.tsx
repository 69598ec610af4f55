import { CallLink } from './ui/call-link';
import { Picture } from './ui/picture';
import { PortraitArt } from './ui/practice-art';

export interface BioHeroProps {
  readonly name: string;
  readonly title: string;
  readonly headline: string;
  readonly subheadline: string;
  readonly initials: string;
  readonly alt: string;
  readonly callLabel: string;
}

export function BioHero({ name, title, headline, subheadline, initials, alt, callLabel }: BioHeroProps) {
  return (
    <section className="hero-gradient px-4 pt-28 pb-14 text-white sm:pt-32">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-[16rem_1fr]">
        <Picture alt={alt} width={320} height={400} art={<PortraitArt initials={initials} />} className="mx-auto h-auto w-full max-w-64 rounded-lg shadow-xl" />
        <div>
          <h1 className="text-3xl font-extrabold sm:text-5xl">{name}</h1>
          <p className="mt-2 text-xl font-semibold text-red-100">{title}</p>
          <p className="mt-5 text-2xl font-bold text-balance">{headline}</p>
          <p className="mt-3 text-lg text-red-50">{subheadline}</p>
          <CallLink label={callLabel} look="light" className="mt-8" />
        </div>
      </div>
    </section>
  );
}
