/** Shown while the first chunk of a page loads; plain markup so it costs no library. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center', color: '#64748b' }}>
      加载中…
    </div>
  );
}
