/** Moved to the platform so that other modules (关系尽调) discover relations the same way. */
export * from '../../platform/relations/discovery';
