import type { ReactNode } from 'react';
import { Breadcrumb, Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';

export interface Crumb {
  title: ReactNode;
  /** A link; the last crumb, the current page, has none. */
  to?: string;
}

/** The back bar with a breadcrumb (spec 2 §2): back goes to the previous crumb, or the browser's history. */
export function BackBar({ crumbs }: { crumbs: readonly Crumb[] }) {
  const navigate = useNavigate();
  const previous = [...crumbs].reverse().find((c) => c.to);
  return (
    <div data-testid="back-bar" style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
      <Button
        size="small"
        icon={<ArrowLeftOutlined />}
        onClick={() => (previous?.to ? navigate(previous.to) : navigate(-1))}
      >
        返回
      </Button>
      <Breadcrumb items={crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title }))} />
    </div>
  );
}
