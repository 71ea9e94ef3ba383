/** The database's ownership graph moved to the platform, so that other modules (关系尽调) read it the same way. */
export { dbGraph } from '../../../core/relations/ownershipDb';
