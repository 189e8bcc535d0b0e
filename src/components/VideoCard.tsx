import React from "react";
import { watchUrl } from "../content/youtube";
import { VideoPlayer } from "./VideoPlayer";

interface VideoCardProps {
  video: {
    readonly youtubeId: string;
    readonly title: string;
    readonly channel: string | null;
    readonly language: string | null;
    readonly playlistId: string | null;
  };
  watchLabel: string;
}

/** One free video: the click-to-play player, what it is, and a plain link that works without JavaScript. */
export function VideoCard({ video, watchLabel }: VideoCardProps) {
  const { title, channel, language } = video;
  return (
    <article className="card h-100 video-card">
      <VideoPlayer {...video} />
      <div className="card-body d-flex flex-column">
        <h3 className="h6 card-title">{title}</h3>
        {(channel || language) && (
          <p className="card-subtitle small text-body-secondary mb-2">
            {channel}
            {language && <span className={`badge text-bg-secondary${channel ? " ms-2" : ""}`}>{language}</span>}
          </p>
        )}
        <a className="mt-auto small" href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
          {watchLabel}
          <span className="visually-hidden">: {title} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
