import { cleanup, render } from '@testing-library/react';
import { Cascader, Select, TreeSelect } from 'antd';
import { afterEach, expect, it } from 'vitest';
import { MAX_TAGS, TAG_LIMIT } from './tagLimit';

afterEach(cleanup);

const values = ['a', 'b', 'c', 'd', 'e'];
const options = values.map((v) => ({ value: v, label: `选项${v}` }));
/** The tags a multi-select shows: the chosen labels, then the +N tag. */
const tags = (root: HTMLElement) =>
  [...root.querySelectorAll('.ant-select-selection-item-content')].map((e) => e.textContent);

it('a multiple Select with five values shows three tags, then +2', () => {
  const { container } = render(<Select mode="multiple" {...TAG_LIMIT} options={options} value={values} />);
  expect(MAX_TAGS).toBe(3);
  expect(tags(container)).toEqual(['选项a', '选项b', '选项c', '+2']);
});

it('so do a TreeSelect and a Cascader', () => {
  const tree = render(
    <TreeSelect multiple {...TAG_LIMIT} treeData={options.map((o) => ({ ...o, title: o.label }))} value={values} />,
  );
  expect(tags(tree.container)).toEqual(['选项a', '选项b', '选项c', '+2']);
  const cascade = render(<Cascader multiple {...TAG_LIMIT} options={options} value={values.map((v) => [v])} />);
  expect(tags(cascade.container)).toEqual(['选项a', '选项b', '选项c', '+2']);
});
