import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * An actor whose machine loads once the component is mounted, so that neither the machine nor xstate weighs on
 * the first load of the page that mounts it: undefined until then. Started when loaded, stopped on unmount.
 * `load` must keep its identity (a callback without changing dependencies).
 */
export function useLoadedActor<Actor extends AnyActorRef>(load: () => Promise<Actor>): Actor | undefined {
  const [actor, setActor] = useState<Actor>();
  useEffect(
    function startActorOnceLoaded() {
      let isMounted = true;
      let started: Actor | undefined;
      void load().then((loaded) => {
        if (!isMounted) return;
        started = loaded;
        loaded.start();
        setActor(loaded);
      });
      return () => {
        isMounted = false;
        started?.stop();
      };
    },
    [load],
  );
  return actor;
}

/**
 * A value of an actor that may not be loaded yet (`useLoadedActor`): `beforeLoad` until it is, also while React
 * hydrates a page the server drew (which drew the value before any machine). `selector` must return a value that
 * keeps its identity while the snapshot does (a primitive or a part of the snapshot).
 */
export function useLoadedActorSelector<Actor extends AnyActorRef, Value>(
  actor: Actor | undefined,
  selector: (snapshot: SnapshotFrom<Actor>) => Value,
  beforeLoad: Value,
): Value {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => (actor ? selector(actor.getSnapshot()) : beforeLoad),
    () => beforeLoad,
  );
}
