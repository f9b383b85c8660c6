import { useEffect, useState } from 'react';

/*
 * Every screen has its own document title (WCAG 2.4.2): "<screen> - <the county's application title>", in the
 * portal and the administration app alike.
 * <PageTitle> sets it from its heading; a screen whose heading is not plain text, or that has none (a loading
 * or redirecting page), calls useDocumentTitle('...') with its translated name. Search forms and result
 * screens: give <PageTitle> the form's or screen's name (or call useDocumentTitle) and the title follows.
 * When a layout and the screen inside it both name one, the screen's (the innermost) wins.
 */
let appTitle = document.title;
let mounted = 0;
const titles = new Map<number, string>();

function show(): void {
  // Components render parents first, so the highest number is the innermost title shown.
  const innermost = titles.size > 0 ? titles.get(Math.max(...titles.keys())) : undefined;
  document.title = innermost ? `${innermost} - ${appTitle}` : appTitle;
}

/** The county's application title (000 §1), the second half of every document title. */
export function setApplicationTitle(title: string): void {
  appTitle = title;
  show();
}

/** Sets the document title while the calling screen is shown; null or empty leaves it to the screens around. */
export function useDocumentTitle(title: string | null | undefined): void {
  const [order] = useState(() => ++mounted);
  useEffect(() => {
    if (!title) return;
    titles.set(order, title);
    show();
    return () => {
      titles.delete(order);
      show();
    };
  }, [order, title]);
}
