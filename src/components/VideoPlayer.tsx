import React, { useEffect, useRef, useState } from "react";
import { embedUrl, type YouTubeVideoRef } from "../content/youtube";

interface VideoPlayerProps extends YouTubeVideoRef {
  title: string;
  channel?: string | null;
}

/**
 * Click-to-play YouTube player. Until the visitor presses play, the page makes
 * no request to YouTube or anyone else: the poster is drawn locally (no
 * thumbnail, no preconnect). Playing swaps in the youtube-nocookie iframe and
 * moves focus to it, so keyboard users land in the player they asked for.
 */
export function VideoPlayer({ youtubeId, playlistId, title, channel }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="player ratio ratio-16x9">
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl({ youtubeId, playlistId })}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className="player-poster" aria-label={`Play: ${title}`} onClick={() => setPlaying(true)}>
          <span className="player-poster-title" aria-hidden="true">
            {title}
            {channel && <span className="player-poster-channel">{channel}</span>}
          </span>
          <svg className="player-poster-icon" viewBox="0 0 68 48" aria-hidden="true" focusable="false">
            <rect width="68" height="48" rx="12" />
            <path d="M27 14v20l18-10z" />
          </svg>
        </button>
      )}
    </div>
  );
}
