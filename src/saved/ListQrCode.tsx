import React, { useEffect, useState } from "react";

interface ListQrCodeProps {
  /** The share link the code carries. */
  link: string;
  text: Pick<Queries.SavedListTextFragment, "qrLabel" | "qrText" | "qrTooLong">;
}

/** Four modules of light around the code: the quiet zone the QR standard asks for, which a camera needs to find it. */
const QUIET_ZONE = 4;
const DARK = [0, 0, 0, 255] as const;
const LIGHT = [255, 255, 255, 255] as const;

/**
 * The share link as a QR code, to open the list on another phone with one scan: one square image, named as what it is,
 * dark on light in both themes (the light is drawn into the image, not the page's background), a pixel a module,
 * scaled up without smoothing. lean-qr's smallest build (its bytes: docs/decisions/0029-a-list-kept-and-moved.md) is a
 * chunk of its own, asked for only when the code is first shown, so no page and no other use of /Saved loads it.
 */
export function ListQrCode({ link, text }: ListQrCodeProps) {
  const [image, setImage] = useState<string | "tooLong">();
  useEffect(() => {
    let current = true;
    void import("lean-qr/nano").then(({ generate }) => {
      if (!current) return;
      const canvas = document.createElement("canvas");
      try {
        generate(link).toCanvas(canvas, { on: DARK, off: LIGHT, pad: QUIET_ZONE });
        setImage(canvas.toDataURL("image/png"));
      } catch {
        // Longer than version 40 holds: the link stays, the code cannot be.
        setImage("tooLong");
      }
    });
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <figure className="saved-qr mt-3">
      {image && image !== "tooLong" && <img src={image} alt={text.qrLabel} width="1" height="1" />}
      <figcaption>{image === "tooLong" ? text.qrTooLong : text.qrText}</figcaption>
    </figure>
  );
}
