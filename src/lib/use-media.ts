// Whether a CSS media query matches, kept in step as the window changes (for screens that draw a different layout,
// not just restyle one: the inbox's table or cards, the calendar's week or days). Browser only.
import { useCallback, useSyncExternalStore } from 'react';

export function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const media = matchMedia(query);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches);
}
