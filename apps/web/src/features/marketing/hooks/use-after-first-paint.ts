import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. Content below the first
 * screen can wait for it, so the first screen is painted without waiting for that content's
 * code or rendering; the later render is a transition, which React splits into short tasks.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    // The frame after next: the first has been painted by then.
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        startTransition(() => {
          setPainted(true);
        });
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted;
}
