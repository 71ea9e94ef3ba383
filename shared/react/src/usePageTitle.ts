import { useEffect } from 'react';
import { PRODUCT_NAME } from '@esee/contracts';

/** Titles asked for by what is mounted, in the order their effects ran (a page's before the shell's). */
const asked: { title: string | undefined; fallback: boolean }[] = [];

function show(): void {
  const last = (fallback: boolean) => asked.findLast((a) => a.fallback === fallback && a.title)?.title;
  const title = last(false) ?? last(true);
  document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * The page title (spec 1 §2): "<page> - <product>", the product name alone
 * without a page. A `fallback` title (the shell's guess from the remote) is
 * shown only while no page names its own; of several, the last asked wins.
 */
export function usePageTitle(title: string | undefined, options: { fallback?: boolean } = {}): void {
  const fallback = options.fallback === true;
  useEffect(() => {
    const entry = { title, fallback };
    asked.push(entry);
    show();
    return () => {
      asked.splice(asked.indexOf(entry), 1);
      show();
    };
  }, [title, fallback]);
}
