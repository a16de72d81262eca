import { useEffect, useRef, useState } from 'react';

/** Where the front camera stands: starting, showing its picture, or not available (and why). */
export type CameraState =
  { kind: 'starting' } | { kind: 'live' } | { kind: 'unavailable'; reason: string };

const noCamera = 'This device has no camera we can use. Upload a selfie instead.';
const denied =
  'Camera access was not allowed. Allow it in your browser, or upload a selfie instead.';

/** The browser can ask for a camera at all (an insecure page or an old browser cannot). */
const hasCamera = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/**
 * The front camera in a <video> (getUserMedia), while the component using it is on screen: the
 * stream stops when it goes, so the camera light goes off with the dialog.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>(() =>
    hasCamera() ? { kind: 'starting' } : { kind: 'unavailable', reason: noCamera },
  );

  useEffect(() => {
    if (!hasCamera()) return undefined;
    let stream: MediaStream | null = null;
    let gone = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 } }, audio: false })
      .then((s) => {
        stream = s;
        if (gone) return s.getTracks().forEach((t) => t.stop());
        if (videoRef.current) videoRef.current.srcObject = s;
        setState({ kind: 'live' });
      })
      .catch((err: unknown) => {
        if (gone) return;
        const name = (err as { name?: string }).name;
        setState({ kind: 'unavailable', reason: name === 'NotAllowedError' ? denied : noCamera });
      });
    return () => {
      gone = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  /** The picture on screen now, as a JPEG (as the camera sees it, not mirrored). */
  async function capture(): Promise<Blob | null> {
    const video = videoRef.current;
    if (!video?.videoWidth) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  }

  return { videoRef, state, capture };
}
