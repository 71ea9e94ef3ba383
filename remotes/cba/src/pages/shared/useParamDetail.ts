import { useSearchParams } from 'react-router';
import { isNotFound } from '@esee/http';
import { useLoad } from '@esee/react';

/**
 * A detail page's record, named by a query parameter (`?newsId=`, `?entId=`): its id, its load (failing at
 * once when the address has no id) and whether a failure means the record is missing (no id, or a 404).
 */
export function useParamDetail<T>(name: string, load: (id: string) => Promise<T>) {
  const [params] = useSearchParams();
  const id = params.get(name) ?? '';
  const loaded = useLoad(() => (id ? load(id) : Promise.reject(new Error(`no ${name}`))), [id]);
  return { id, loaded, missing: !id || isNotFound(loaded.error) };
}
