/** Moved to the platform so that other modules (关系尽调) walk the same ownership graph. */
export * from '../../platform/relations/ownership';
