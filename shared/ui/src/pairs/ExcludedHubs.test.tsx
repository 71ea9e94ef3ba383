import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExcludedHubs } from './ExcludedHubs';

const FUND = { id: 'F1', name: '测试云杉一期产业投资合伙企业(有限合伙)', reason: '基金' };
const SASAC = { id: 'G1', name: '测试市人民政府国有资产监督管理委员会', reason: '政府机关/国资委' };

describe('已排除的枢纽节点', () => {
  afterEach(cleanup);

  it('names each hub left out with its reason, in the words of the tool when given', () => {
    render(<ExcludedHubs hubs={[FUND, SASAC]} testId="hubs" />);
    expect(screen.getByTestId('hubs').textContent).toBe(
      '已排除的枢纽节点（未作为关联路径）：测试云杉一期产业投资合伙企业(有限合伙)（基金）、测试市人民政府国有资产监督管理委员会（政府机关/国资委）',
    );
    cleanup();
    render(<ExcludedHubs hubs={[FUND]} why="非经营性关联不作为串标依据" testId="hubs" />);
    expect(screen.getByTestId('hubs').textContent).toBe(
      '已排除的枢纽节点（非经营性关联不作为串标依据）：测试云杉一期产业投资合伙企业(有限合伙)（基金）',
    );
  });

  it('says the tool’s note when nothing was left out, and nothing without one', () => {
    render(<ExcludedHubs hubs={[]} none="未经由政府机关、国资委、基金或交易所" testId="hubs" />);
    expect(screen.getByTestId('hubs').textContent).toBe('未经由政府机关、国资委、基金或交易所');
    cleanup();
    render(<ExcludedHubs hubs={[]} testId="hubs" />);
    expect(screen.queryByTestId('hubs')).toBeNull();
  });
});
