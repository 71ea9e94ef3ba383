/** Moved to the platform so that other modules (关系尽调) find the same controller. */
export * from '../../platform/relations/actualController';
