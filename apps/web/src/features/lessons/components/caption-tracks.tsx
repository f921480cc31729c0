// The lesson's caption files as native <track kind="captions"> elements of the <video> (ADR 078); their modes are
// set by useCaptions, so none is marked default.
import type { CaptionTrack } from '@atelje/shared/lessons/captions';
import { useLessonsTranslation } from '../lib/lessons-i18n';

export function CaptionTracks({ tracks }: { tracks: CaptionTrack[] }) {
  const { t } = useLessonsTranslation();
  return (
    <>
      {tracks.map((track) => (
        <track
          key={track.language}
          kind="captions"
          src={track.url}
          srcLang={track.language}
          label={t(`captions.language.${track.language}`)}
        />
      ))}
    </>
  );
}
