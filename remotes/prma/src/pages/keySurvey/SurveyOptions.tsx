import { Checkbox, Radio } from 'antd';
import { KEY_SURVEY_DEPTHS, KEY_SURVEY_RELATION_TYPES, type KeySurveyRelationType } from '@esee/contracts';

const DEPTH_NAMES = ['一层', '二层', '三层'];

/** The relation types and the depth a survey uses. */
export function SurveyOptions({
  types,
  depth,
  onTypes,
  onDepth,
}: {
  types: KeySurveyRelationType[];
  depth: number;
  onTypes: (types: KeySurveyRelationType[]) => void;
  onDepth: (depth: number) => void;
}) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 24px' }}>
      <span>
        <span style={{ color: 'rgba(0,0,0,0.55)', marginRight: 8 }}>关系类型</span>
        <Checkbox.Group
          value={types}
          onChange={(value) => value.length && onTypes(value)}
          options={KEY_SURVEY_RELATION_TYPES.map((t) => ({
            value: t.code,
            label: t.suspected ? `${t.name}（疑似）` : t.name,
          }))}
          data-testid="key-survey-types"
        />
      </span>
      <span>
        <span style={{ color: 'rgba(0,0,0,0.55)', marginRight: 8 }}>关系层级</span>
        <Radio.Group
          optionType="button"
          value={depth}
          onChange={(e) => onDepth(e.target.value as number)}
          options={KEY_SURVEY_DEPTHS.map((d) => ({ value: d, label: DEPTH_NAMES[d - 1] }))}
          data-testid="key-survey-depth"
        />
      </span>
    </div>
  );
}
