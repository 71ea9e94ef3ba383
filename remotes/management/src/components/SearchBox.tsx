import { Input } from 'antd';

/** The keyword box above a management list: clearable, searches on Enter or the button, with the text trimmed. */
export function SearchBox({
  placeholder,
  width = 260,
  onSearch,
  testId,
}: {
  placeholder: string;
  width?: number;
  onSearch: (keyword: string) => void;
  testId: string;
}) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      style={{ width }}
      onSearch={(v) => onSearch(v.trim())}
      data-testid={testId}
    />
  );
}
