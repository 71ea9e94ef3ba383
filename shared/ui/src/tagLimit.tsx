/** Multi-selects (cascading, tree and plain) show at most this many chosen tags, then +N (spec 2 §9). */
export const MAX_TAGS = 3;

/** The tag standing for the choices not shown: `+N`. */
export const maxTagPlaceholder = (omitted: readonly unknown[]) => `+${omitted.length}`;

/** Spread on a multiple Select, TreeSelect or Cascader: `<TreeSelect multiple {...TAG_LIMIT} />`. */
export const TAG_LIMIT = { maxTagCount: MAX_TAGS, maxTagPlaceholder } as const;
