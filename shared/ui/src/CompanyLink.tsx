import type { ReactNode } from 'react';
import { companyHref } from './links';

/**
 * A company's name linking to its detail page, opened in a new tab so that the list a user came
 * from keeps its filters and place.
 */
export function CompanyLink({
  entId,
  name,
  children,
  testId,
}: {
  entId: string;
  /** The name as the detail page's title before it loads; the link shows it unless given children. */
  name?: string;
  /** What the link shows; the name by default. */
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <a href={companyHref({ entId, companyName: name })} target="_blank" rel="noreferrer" data-testid={testId}>
      {children ?? name}
    </a>
  );
}
