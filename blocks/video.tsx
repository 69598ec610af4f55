import VideoPlayer from './islands/video-player';
import { Island } from './ui/island';
import { Section, SectionHeading, slugId } from './ui/section';

export interface VideoProps {
  readonly heading: string;
  readonly videos: readonly { readonly youtubeId: string; readonly title: string }[];
}

/** 16:9 videos that load only when asked for (blocks/islands/video-player.tsx). */
export function Video({ heading, videos }: VideoProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id} width="wide">
      <SectionHeading id={id}>{heading}</SectionHeading>
      <div className={videos.length > 1 ? 'grid gap-6 md:grid-cols-2' : 'mx-auto max-w-4xl'}>
        {videos.map((video, index) => (
          <Island key={`${video.youtubeId}-${index}`} of={VideoPlayer} props={video} />
        ))}
      </div>
    </Section>
  );
}
