import { Card } from '../../ui/card';

export interface StoredKey {
  where: 'localStorage' | 'sessionStorage' | 'cookie';
  key: string;
  /** Characters stored (values are not shown: some are private to the pages that wrote them). */
  length: number;
}

function storageKeys(where: 'localStorage' | 'sessionStorage'): StoredKey[] {
  const storage = window[where];
  return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
    .filter(Boolean)
    .map((key) => ({ where, key, length: storage.getItem(key)?.length ?? 0 }));
}

/** Every key this origin stored in the browser; HttpOnly cookies (the session) are invisible here by design. */
export function readStoredKeys(): StoredKey[] {
  const cookies = document.cookie
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => {
      const [key = '', ...value] = c.split('=');
      return { where: 'cookie' as const, key, length: value.join('=').length };
    });
  return [...storageKeys('localStorage'), ...storageKeys('sessionStorage'), ...cookies].sort(
    (a, b) => a.where.localeCompare(b.where) || a.key.localeCompare(b.key),
  );
}

export function StoredKeys({ stored }: { stored: StoredKey[] }) {
  return (
    <Card className="flex flex-col gap-3 p-5 lg:col-span-2">
      <h2 className="text-lg font-bold text-fg">Stored keys</h2>
      {stored.length === 0 ? (
        <p className="text-sm text-muted">Nothing stored in this browser.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-1 pr-4 font-semibold">Where</th>
              <th className="py-1 pr-4 font-semibold">Key</th>
              <th className="py-1 font-semibold">Characters</th>
            </tr>
          </thead>
          <tbody>
            {stored.map((s) => (
              <tr key={`${s.where}:${s.key}`} className="border-t border-border">
                <td className="py-1.5 pr-4 text-muted">{s.where}</td>
                <td className="py-1.5 pr-4 font-mono break-all text-fg">{s.key}</td>
                <td className="py-1.5 text-fg tabular-nums">{s.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
