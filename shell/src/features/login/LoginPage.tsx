import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { chinaYear, PRODUCT_NAME, SOLUTIONS, type LoginResult, type SiteInfo } from '@esee/contracts';
import { useSession } from '@esee/session';
import { usePageTitle } from '@esee/react';
import { preloadSignedInPages } from '../session/signedInPages';
import { LoginForm } from './LoginForm';
import { failureMessage, loginApi, type LoginOutcome } from './loginApi';
import { productOf, storeProductKey } from './product';
import { ResetPasswordForm } from './ResetPasswordForm';
import { safeRedirect } from './safeRedirect';
import styles from './LoginPage.module.css';
import { now } from '@esee/http';

const FEATURES = [
  '企业工商、司法、经营风险一站查询',
  '股权穿透、受益所有人与实际控制人识别',
  '批量名单匹配与企业风险监控预警',
  '对公营销、合作方风控、投行尽调、同一客户',
];

/**
 * The login page: `/main`, `/main/{institution code}` (institution fixed) and
 * `/main/{product key}` (the no-institution variant, branded for the product).
 * Also signs in from a one-time ticket in `?token=` (spec 1 §7: login_token).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const { key } = useParams();
  const [search] = useSearchParams();
  const product = productOf(key);
  const [fixedInst, setFixedInst] = useState<string | undefined>();
  const [site, setSite] = useState<SiteInfo | null>(null);
  const [outcome, setOutcome] = useState<Extract<LoginOutcome, { kind: 'changePassword' }> | null>(null);
  const [ticketError, setTicketError] = useState<string | null>(null);
  usePageTitle(product ? `${SOLUTIONS[product].title} · 登录` : '登录');

  // Once the form is on screen, the signed-in pages' code (the layout, antd) comes in idle time, so that
  // the page after login does not wait for it; never before the form shows.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void preloadSignedInPages());
  }, []);

  useEffect(() => {
    loginApi.site().then(setSite, () => setSite(null));
    if (key && !productOf(key))
      loginApi.instExists(key).then(
        (ok) => setFixedInst(ok ? key.toUpperCase() : undefined),
        () => undefined,
      );
  }, [key]);

  const signIn = (result: LoginResult, remember: boolean) => {
    useSession.getState().signIn(result, remember);
    storeProductKey(product ? key!.toLowerCase() : null);
    const redirect = search.get('redirect');
    navigate(redirect ? safeRedirect(redirect) : product ? SOLUTIONS[product].basePath : '/main', { replace: true });
  };

  const ticket = search.get('token');
  useEffect(() => {
    if (!ticket) return;
    loginApi.tokenLogin(ticket).then(
      (result) => signIn(result, false),
      (e: unknown) => setTicketError(failureMessage(e)),
    );
    // Runs once per ticket: a ticket is good for one login.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);

  // 全局设置's platform name once it has answered; the built-in name until then and if it fails.
  const productName = site?.productName || PRODUCT_NAME;
  const heading = product ? SOLUTIONS[product].title : productName;
  return (
    <main className={styles.page}>
      <section className={styles.brand} aria-hidden="true">
        <div className={styles.logo}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <span>{productName}</span>
        </div>
        <h2 className={styles.tagline}>看清每一家企业，守住每一笔业务</h2>
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-label="登录">
        <h1 className={styles.title}>{outcome ? '设置新密码' : heading}</h1>
        <p className={styles.subtitle}>
          {fixedInst ? `机构代码 ${fixedInst}` : outcome ? outcome.message : '请使用贵机构分配的账号登录'}
        </p>
        {ticketError && <p className={styles.ticketError}>{ticketError}</p>}
        {outcome ? (
          <ResetPasswordForm
            required={outcome.data}
            onDone={(result) => signIn(result, false)}
            onCancel={() => setOutcome(null)}
          />
        ) : (
          <LoginForm
            fixedInstCode={fixedInst}
            withoutInstitution={product !== null}
            onOutcome={(o) =>
              o.kind === 'ok' ? signIn(o.result, o.remember) : o.kind === 'changePassword' ? setOutcome(o) : undefined
            }
          />
        )}
      </section>
      <footer className={styles.footer}>
        © {chinaYear(now())} {productName}
        {site?.servicePhone && <span> · 客服电话 {site.servicePhone}</span>}
        {site?.serviceEmail && <span> · 服务邮箱 {site.serviceEmail}</span>}
      </footer>
    </main>
  );
}
