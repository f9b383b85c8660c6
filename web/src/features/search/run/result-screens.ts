import { lazy, type ComponentType } from 'react';
import type * as ResultScreens from '../results';
import type { ResultsScreenProps } from '../results';

type Screens = typeof ResultScreens;
type ScreenName = Exclude<keyof Screens, 'default'>;

let loaded: Screens | undefined;
let loading: Promise<Screens> | undefined;

/** Loads the result screens' code once; the runner starts it with the search, so it is in when the answer is. */
export const loadResultScreens = (): Promise<Screens> =>
  (loading ??= import('../results').then((screens) => (loaded = screens)));

/**
 * A result screen for the search area's routes: its code is its own chunk, and once loaded the screen renders in
 * the same frame. React.lazy with a promise would suspend on the first render even then, and React holds a
 * revealed Suspense boundary back for up to 300 ms; this thenable answers at once when the code is in.
 */
export function lazyResultScreen(name: ScreenName): ComponentType<ResultsScreenProps> {
  return lazy(
    () =>
      ({
        then(resolve: (module: { default: ComponentType<ResultsScreenProps> }) => void, reject: (e: unknown) => void) {
          if (loaded) return resolve({ default: loaded[name] as ComponentType<ResultsScreenProps> });
          loadResultScreens().then(
            (screens) => resolve({ default: screens[name] as ComponentType<ResultsScreenProps> }),
            reject,
          );
        },
      }) as unknown as Promise<{ default: ComponentType<ResultsScreenProps> }>,
  );
}
