import { useEffect, useState, type RefObject } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The visitor's motion setting, followed live. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    // A change between the first render and this listener fired no event here: read it again.
    onChange();
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Whether the element is on screen and the tab is shown: the walkthrough only runs then. */
export function useWatched(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  const [tabShown, setTabShown] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(entry.isIntersecting);
      },
      { threshold: 0.3 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref]);
  useEffect(() => {
    const onChange = () => setTabShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    onChange(); // as above: a change before this listener went unheard
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return inView && tabShown;
}
