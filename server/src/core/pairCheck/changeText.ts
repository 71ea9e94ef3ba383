/** The register's change records as text, read back into what they list (before and after a change). */

/** "张三 40.00%；某公司 60.00%" (the text of a holder list) → name → share (0–1). */
export function parseHolders(text: string | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (text ?? '').split('；')) {
    const m = /^(.+?)\s+([\d.]+)%$/.exec(part.trim());
    if (m) out.set(m[1]!, Number(m[2]) / 100);
  }
  return out;
}

/** "张三（执行董事）、李四（监事）" → name → posts. */
export function parseStaff(text: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (text ?? '').split('、')) {
    const m = /^(.+?)（(.+)）$/.exec(part.trim());
    if (m) out.set(m[1]!, out.has(m[1]!) ? `${out.get(m[1]!)}、${m[2]}` : m[2]!);
  }
  return out;
}
