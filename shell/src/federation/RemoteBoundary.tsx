import { Component, Suspense, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { ActStatus, type RemoteDescriptor } from '@esee/contracts';
import { settleTrace } from '../features/trace/menuTrace';
import { RemoteLoadError, retryRemote } from './registry';

interface Props {
  remote: RemoteDescriptor;
  /** Changes on navigation: a page that threw is tried again on the next page. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Contains a remote's failure: whether its files fail to load or a page
 * throws while rendering, the user sees this remote's error with a retry
 * button, and the shell and every other remote keep working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    // A load failure stays until retried; a render failure gets a fresh try on another page.
    return state.error instanceof RemoteLoadError
      ? { resetKey: props.resetKey }
      : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[shell] remote '${this.props.remote.name}' failed`, error);
    settleTrace(ActStatus.FAILED, error instanceof Error ? error.message : String(error));
  }

  private retry = () => {
    if (this.state.error instanceof RemoteLoadError) retryRemote(this.props.remote);
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    const { remote, children } = this.props;
    if (error) {
      const loadFailed = error instanceof RemoteLoadError;
      return (
        <Result
          status="warning"
          data-testid="remote-error"
          data-remote={remote.name}
          title={loadFailed ? `「${remote.title}」暂时无法加载` : `「${remote.title}」页面出错了`}
          subTitle={
            loadFailed
              ? '该模块的文件未能加载，平台的其他功能不受影响。请稍后重试，或联系管理员。'
              : '该页面运行时出错，平台的其他功能不受影响。请重试，或联系管理员。'
          }
          extra={
            <Button type="primary" onClick={this.retry}>
              重试
            </Button>
          }
        />
      );
    }
    return (
      <Suspense fallback={<Spin size="large" description="加载中…" data-testid="remote-loading" />}>
        {children}
      </Suspense>
    );
  }
}
