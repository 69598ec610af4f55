import { CallLink } from './ui/call-link';
import { slugId } from './ui/section';

export interface BannerProps {
  readonly heading: string;
  readonly body: string;
  readonly callLabel: string;
}

/** The full-height 'all-star team' banner of the home page. */
export function Banner({ heading, body, callLabel }: BannerProps) {
  const id = slugId(heading);
  return (
    <section aria-labelledby={id} className="banner-art flex min-h-svh items-center px-4 py-20 text-white">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={id} className="text-3xl font-extrabold sm:text-5xl">
          {heading}
        </h2>
        <p className="mt-6 text-lg text-slate-100 sm:text-xl">{body}</p>
        <div className="mt-10">
          <CallLink label={callLabel} />
        </div>
      </div>
    </section>
  );
}
