import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { theme } from './theme';
import { NoticeBridge } from '../features/errors/NoticeBridge';

dayjs.locale('zh-cn');

/** antd's locale, theme and message context for the shell and every remote it mounts. */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntdApp>
        <NoticeBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
