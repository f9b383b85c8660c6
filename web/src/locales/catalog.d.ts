/** A catalog as i18next takes it. */
type Catalog = { [key: string]: string | Catalog };

/** The English catalog without its `messages` and its later sections (web/vite.config.ts): the first load's. */
declare module '*.json?first-load' {
  const catalog: Catalog;
  export default catalog;
}

/** The English catalog's sections that come with the first screen (web/vite.config.ts). */
declare module '*.json?later' {
  const catalog: Catalog;
  export default catalog;
}
