import { useEffect } from 'react';
import { PRODUCT_NAME } from '@esee/contracts';

/** The page title (spec 1 §2): "<page> - <product>", the product name alone without a page. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
