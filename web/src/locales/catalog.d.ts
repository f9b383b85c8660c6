/** A catalog as i18next takes it. */
type Catalog = { [key: string]: string | Catalog };

/** The English catalog without its `messages` (web/vite.config.ts): the first page's fallback language. */
declare module '*.json?without-messages' {
  const catalog: Catalog;
  export default catalog;
}
