import { createHostConfig } from '@esee/build';

export default createHostConfig(import.meta.url, { title: '企业信息与风险筛查平台', devPort: 3000 });
