import { useCallback, useEffect, useState } from 'react';
import type { Captcha } from '@esee/contracts';
import { loginApi } from './loginApi';

/** The current captcha; `refresh` fetches another (each is good for one attempt). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    loginApi
      .captcha()
      .then((c) => {
        setCaptcha(c);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, failed, refresh };
}
