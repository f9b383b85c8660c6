// Plain data, read by vite.config.ts at build (no imports): the screens a first visit most often opens, with the
// source of each one's lazy route (as router.tsx imports it) and the API calls it makes at once. The build writes
// screens.json from it; the server puts those chunks and calls into the page it answers for that address, so they
// load beside the entry instead of after it (a phone on a slow line saves a round trip or two before the screen).

export type ScreenPreload = {
  /** Addresses under the router base path: exact, or every address under one (not '/') that ends in '/'. */
  paths: string[];
  /** The modules the screen loads lazily, from the web folder, as their lazy imports name them. */
  modules: string[];
  /** API calls (GET, after /api/) the screen makes as soon as it is drawn, answered to a visitor not signed in. */
  fetches: string[];
};

export const screenPreloads: ScreenPreload[] = [
  {
    paths: ['/', '/login'],
    modules: ['src/features/auth/LoginPage.tsx'],
    fetches: ['auth/loginPageSlides', 'auth/loginPageLatestNews', 'auth/loginPageLinks'],
  },
  { paths: ['/home'], modules: ['src/features/home/HomePage.tsx'], fetches: ['home/all'] },
  // The name search is the one most searchers open; every other search loads its own form after the route.
  {
    paths: ['/search/searchByName'],
    modules: ['src/app/SearchRoute.tsx', 'src/features/search/forms/NameForm.tsx'],
    fetches: [],
  },
  { paths: ['/search/'], modules: ['src/app/SearchRoute.tsx'], fetches: [] },
];
