// Moved to the platform: the profile reports read the same facts.
export { enterpriseInfo } from '../../platform/db/companyInfo';
