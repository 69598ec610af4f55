import type { VideoEntry } from '../data/content';
import VideoPlayer from './islands/video-player';
import { Island } from './ui/island';
import { useUiCopy } from './ui/ui-copy-context';
import { Section, SectionHeading, slugId } from './ui/section';

export interface VideoProps {
  readonly heading: string;
  readonly intro?: string;
  readonly videos: readonly VideoEntry[];
}

/** 16:9 videos that load only when asked for (blocks/islands/video-player.tsx). */
export function Video({ heading, intro, videos }: VideoProps) {
  const id = slugId(heading);
  const { playVideo: playLabel, videoNotice: notice } = useUiCopy();
  return (
    <Section labelledBy={id} width="wide">
      <SectionHeading id={id}>{heading}</SectionHeading>
      {intro && <p className="mb-8 max-w-3xl text-lg text-slate-700">{intro}</p>}
      <div className={videos.length > 1 ? 'grid gap-6 md:grid-cols-2' : 'mx-auto max-w-4xl'}>
        {videos.map((video) => (
          <Island key={video.youtubeId} of={VideoPlayer} props={{ youtubeId: video.youtubeId, title: video.title, playLabel, notice }} />
        ))}
      </div>
    </Section>
  );
}
