import { InstParamName, paramValue } from '@esee/contracts';
import { usePlatform } from '../session/platformStore';
import type { ServiceContacts } from './ContactCard';

/** The service desk's hours (spec 1 §2, contact card). */
export const SERVICE_HOURS = '工作日 9:00-18:00';

const EMPTY_PARAM = { paramName: '', paramValue: null, defaultValue: null };

/** The institution's service desk (its parameters `servicePhone`, `serviceEmail`), else the site's. */
export function useServiceContacts(): ServiceContacts {
  const { params, site } = usePlatform();
  const own = (name: string) => paramValue(params.find((p) => p.paramName === name) ?? EMPTY_PARAM);
  return {
    phone: own(InstParamName.SERVICE_PHONE) || site?.servicePhone || '',
    email: own(InstParamName.SERVICE_EMAIL) || site?.serviceEmail || '',
  };
}
