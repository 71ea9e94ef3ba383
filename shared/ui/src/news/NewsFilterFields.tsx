import { DatePicker, Segmented, Typography, type DatePickerProps } from 'antd';
import { NEWS_CATEGORIES, NEWS_SENTIMENTS } from '@esee/contracts';
import { choices, FilterSelect } from '../FilterSelect';

/** The filters every news list shares: a date range, a sentiment and a category. */
export interface NewsFilterValue {
  dateFrom?: string;
  dateTo?: string;
  sentiment?: (typeof NEWS_SENTIMENTS)[number];
  category?: (typeof NEWS_CATEGORIES)[number];
}

/** A day as the date picker holds it (one day, not the multiple picker's list). */
type Day = Exclude<NonNullable<DatePickerProps['value']>, readonly unknown[]>;

/**
 * 日期, 情感 and 分类 of a news list (CBA 企业舆情, IBA 舆情信息, PRMA 合作方舆情), as labelled fields for the
 * page's own filter row. `day` reads a `YYYY-MM-DD` date into the picker's value (the page's dayjs: this
 * package does not depend on it).
 */
export function NewsFilterFields({
  value,
  onChange,
  day,
}: {
  value: NewsFilterValue;
  onChange: (patch: NewsFilterValue) => void;
  day: (date: string) => Day;
}) {
  return (
    <>
      <Typography.Text type="secondary">日期</Typography.Text>
      <DatePicker.RangePicker
        value={[value.dateFrom ? day(value.dateFrom) : null, value.dateTo ? day(value.dateTo) : null]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          onChange({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
        }
        data-testid="publicsen-dates"
      />
      <Typography.Text type="secondary">情感</Typography.Text>
      <Segmented
        value={value.sentiment ?? '全部'}
        options={['全部', ...NEWS_SENTIMENTS]}
        onChange={(v) => onChange({ sentiment: v === '全部' ? undefined : (v as NewsFilterValue['sentiment']) })}
        data-testid="publicsen-sentiment"
      />
      <Typography.Text type="secondary">分类</Typography.Text>
      <FilterSelect
        placeholder="全部分类"
        value={value.category}
        onChange={(category) => onChange({ category })}
        options={choices(NEWS_CATEGORIES)}
        testId="publicsen-category"
      />
    </>
  );
}
