import type { AssistantCitationKind } from '@esee/contracts';

/** A retrieved fact: what it cites (`title`, `detail`, `link`, `asOf`) and the sentence the retrieval answer says. */
export interface Source {
  kind: AssistantCitationKind;
  title: string;
  detail: string;
  link: string;
  asOf: string;
  sentence: string;
}
