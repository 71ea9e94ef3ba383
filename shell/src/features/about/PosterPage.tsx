import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, SOLUTION_KEYS, SOLUTIONS, type SiteInfo } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { useSession } from '@esee/session';
import { loginApi } from '../login/loginApi';
import { mainPath } from '../login/product';
import { SERVICE_HOURS } from '../layout/serviceContacts';
import { SOLUTION_PITCH } from './productText';
import styles from './PosterPage.module.css';

/**
 * `/poster` 产品介绍 (spec 1 §2, content not shown): the product's one-page poster, open without a session (a
 * link an institution sends its staff before their accounts exist): what each solution does, the service
 * desk, and the way in. Plain markup like the login page, so it loads as fast.
 */
export default function PosterPage() {
  const [site, setSite] = useState<SiteInfo | null>(null);
  const signedIn = useSession((s) => s.token !== null);
  useEffect(() => {
    loginApi.site().then(setSite, () => setSite(null));
  }, []);
  const productName = site?.productName || PRODUCT_NAME;
  usePageTitle('产品介绍');
  return (
    <main className={styles.page} data-testid="poster-page">
      <header className={styles.hero}>
        <h1>{productName}</h1>
        <p>查企业、看关系、控风险 —— 为银行、证券等金融机构打造的企业信息与风险筛查平台</p>
        <Link className={styles.cta} to={signedIn ? '/main' : mainPath()} data-testid="poster-enter">
          {signedIn ? '进入平台' : '登录使用'}
        </Link>
      </header>
      <section className={styles.grid}>
        {SOLUTION_KEYS.map((key) => (
          <article key={key} className={styles.card} data-testid="poster-solution">
            <h2>
              {SOLUTIONS[key].title} <small>{key}</small>
            </h2>
            <p>{SOLUTION_PITCH[key].pitch}</p>
            <ul>
              {SOLUTION_PITCH[key].features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </article>
        ))}
      </section>
      <footer className={styles.footer}>
        {site?.servicePhone && <span>客服电话 {site.servicePhone}</span>}
        {site?.serviceEmail && <span>服务邮箱 {site.serviceEmail}</span>}
        <span>服务时间 {SERVICE_HOURS}</span>
      </footer>
    </main>
  );
}
