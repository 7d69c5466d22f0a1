// The one way an island reads a nanostore: @nanostores/react's useStore without its `keys` option, whose listenKeys
// and deep-map code the configurator would carry for nothing (~0.3 KB gzipped of its 85 KB budget). The snapshot is
// the value last seen, so a computed store that is not mounted yet is not recomputed on every render.
import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';

export function useStore<T>(store: ReadableAtom<T>): T {
  const snapshot = useRef<T>(store.get());
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const emit = (value: T) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      emit(store.get());
      return store.listen(emit);
    },
    [store],
  );
  const get = () => snapshot.current;
  return useSyncExternalStore(subscribe, get, get);
}
