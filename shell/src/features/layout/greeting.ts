/** Greeting by the hour of the day (spec 1 §2). */
export function greeting(hour: number): string {
  if (hour < 4) return '晚上好';
  if (hour < 7) return '新的一天开始了';
  if (hour < 11) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 19) return '下午好';
  return '晚上好';
}
