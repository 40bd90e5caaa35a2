import { lazy, useState, type ComponentType } from 'react';
import { useRenderReport } from './render-report';

const loaders = new Map<string, () => Promise<unknown>>();
const loadedKeys = new Set<string>();

/**
 * React.lazy that a server render can account for: `key` is the module's path under the web
 * app (its key in the build manifest), reported when the module renders, so the page carries
 * its styles and links its chunk, which the browser loads before it hydrates. A module already
 * loaded renders at once, without suspending (which would hold its part of the page back).
 * `preload: false` is for a part of the page (in its own Suspense) whose code need not come
 * first: its server HTML shows, and it hydrates once its chunk has arrived.
 */
export function lazyModule<P extends object>(
  key: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  { preload = true }: { preload?: boolean } = {},
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      loadedKeys.add(key);
      return module;
    }));
  loaders.set(key, loadOnce);
  const Lazy = lazy(loadOnce);
  function LazyModule(props: P) {
    useRenderReport()?.addModule(key, preload);
    // Chosen once per instance: switching from the lazy wrapper would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return LazyModule;
}

/**
 * Loads the modules a server render reported (unknown keys are skipped); null when there is
 * nothing to wait for, so the caller can go on in the same task.
 */
export function loadModules(keys: readonly string[]): Promise<unknown> | null {
  const pending = keys.filter((key) => loaders.has(key) && !loadedKeys.has(key));
  if (pending.length === 0) return null;
  return Promise.all(pending.map((key) => loaders.get(key)!()));
}

/** Every key registered so far (for the test that they name real files). */
export const lazyModuleKeys = () => [...loaders.keys()];
