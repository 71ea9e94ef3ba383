import { useSearchParams } from 'react-router';
import { BANK_FLOW_PAGE } from '@esee/contracts';
import { usePageTitle } from '@esee/react';
import { integrationSource } from '@esee/http';
import { BackBar, SystemLinks } from '@esee/ui';
import { AnalysisList } from './AnalysisList';
import { AnalysisView } from './AnalysisView';

/**
 * `/investment/bank/flow`: 银行流水分析 (product pages §3.5). Without `?analysisId=` the user's analysis
 * projects (分析项目); with it, one project: its subjects and statements, the analysis and its results, the
 * flags with notes and sign-offs, the working papers. The bank-flow link call answers this address.
 */
export default function BankFlowPage() {
  usePageTitle('银行流水分析');
  const [params] = useSearchParams();
  const analysisId = Number(params.get('analysisId'));
  const open = Number.isInteger(analysisId) && analysisId > 0;
  return (
    <div data-testid="bank-flow-page">
      {open ? (
        <>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <BackBar crumbs={[{ title: '银行流水分析', to: BANK_FLOW_PAGE }, { title: '分析项目' }]} />
            {/* The institution's own statement system, where the statements come from (spec 1 §7 bs/invokeUrl). */}
            <SystemLinks source={integrationSource} keys={['BS_INVOKE']} query={{ page: 'statements' }} />
          </div>
          <AnalysisView key={analysisId} analysisId={analysisId} />
        </>
      ) : (
        <AnalysisList />
      )}
    </div>
  );
}
