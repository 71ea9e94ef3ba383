import type { ThemeConfig } from 'antd';

/** A user who asked the system for less motion (an accessibility setting) gets antd's components without it. */
const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The one theme of the page: the shell's ConfigProvider applies it to every remote. */
export const theme: ThemeConfig = {
  // Components take their CSS from antd.css (imported by bootstrap.tsx) rather than making it as they first render.
  zeroRuntime: true,
  token: {
    colorPrimary: '#1d4ed8',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
    motion: !reducedMotion(),
  },
};
